// Gate: page weight per route, read from the export. First-load JavaScript is every script
// a page's HTML loads (gzip) that a modern browser downloads; our share is that minus the
// framework runtime (budgets.json). Next's `noModule` polyfill chunk, which only browsers without
// ES modules fetch, is not part of it: it is shown in its own column and has no budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadTs } from '../../scripts/load-ts.mjs';
import { finish, kb, listFiles, OUT, pageWeight, ROOT } from './common.mjs';

const { splitLocale } = await loadTs('lib/i18n/locales.ts');

const budgets = JSON.parse(await readFile(path.join(ROOT, 'budgets.json'), 'utf8'));

// Keys such as '/listings/[slug]/' hold every page of a dynamic route to one budget: each
// [segment] stands for one path segment.
const patterns = Object.entries(budgets.ownJs)
  .filter(([key]) => key.includes('['))
  .map(([key, budget]) => ({
    test: new RegExp(`^${key.replace(/\[[^\]]+\]/g, '[^/]+')}$`),
    budget,
  }));
const patternBudget = (route) => patterns.find((p) => p.test.test(route))?.budget;

const htmlFiles = (await listFiles(OUT)).filter((f) => f.endsWith('.html'));
const rows = [];
const failures = [];
const polyfills = new Set();
for (const file of htmlFiles) {
  const route =
    file === 'index.html'
      ? '/'
      : file === '404.html'
        ? '/404'
        : `/${file.replace(/index\.html$/, '')}`;
  // Next writes copies of the 404 page for its own router; 404.html is the one hosts serve.
  if (file.startsWith('_not-found/') || file.startsWith('404/')) continue;
  // A page has the same budget in both languages: /sw/listings/ is held to /listings/'s.
  const budgetRoute = splitLocale(route).path;
  const { js, polyfill, css, html: htmlSize } = await pageWeight(file);
  polyfills.add(polyfill);
  const own = js - budgets.runtimeJs;
  const ownBudget =
    budgets.ownJs[budgetRoute] ?? patternBudget(budgetRoute) ?? budgets.ownJs.default;
  const over = [];
  if (own > ownBudget) over.push(`own JS ${kb(own)} KB > ${kb(ownBudget)} KB`);
  if (css > budgets.css) over.push(`CSS ${kb(css)} KB > ${kb(budgets.css)} KB`);
  if (htmlSize > budgets.html) over.push(`HTML ${kb(htmlSize)} KB > ${kb(budgets.html)} KB`);
  if (over.length) failures.push(`${route}: ${over.join(', ')}`);
  rows.push([
    route,
    kb(js),
    kb(own),
    kb(ownBudget),
    kb(polyfill),
    kb(css),
    kb(htmlSize),
    over.length ? 'OVER' : 'ok',
  ]);
}
// Detail pages all weigh the same: show the first three and a summary line for the rest.
const details = rows.filter((r) => /^\/listings\/.+\//.test(r[0]));
const shown = [...rows.filter((r) => !details.includes(r)), ...details.slice(0, 3)];
if (details.length > 3) {
  const worst = details.reduce((a, b) => (Number(b[1]) > Number(a[1]) ? b : a));
  shown.push([
    `(+${details.length - 3} more detail pages; heaviest ${worst[0]})`,
    worst[1],
    worst[2],
    worst[3],
    worst[4],
    worst[5],
    worst[6],
    details.some((r) => r[7] === 'OVER') ? 'OVER' : 'ok',
  ]);
}
for (const failure of failures) console.log(`over budget: ${failure}`);
// The same polyfill chunk on every page, as a rule: one figure, or the range when pages differ.
const polyfillKb =
  polyfills.size <= 1
    ? kb([...polyfills][0] ?? 0)
    : `${kb(Math.min(...polyfills))}-${kb(Math.max(...polyfills))}`;
await finish('weight', {
  ok: failures.length === 0,
  summary: [
    `${rows.length} routes`,
    `framework runtime ${kb(budgets.runtimeJs)} KB gzip`,
    `noModule polyfill ${polyfillKb} KB gzip, not counted`,
    `${failures.length} over budget`,
  ].join('; '),
  headers: [
    'route',
    'first-load JS KB',
    'own JS KB',
    'own budget KB',
    'polyfill KB (noModule, not counted)',
    'CSS KB',
    'HTML KB',
    '',
  ],
  rows: shown,
});
