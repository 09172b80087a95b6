// Gate: page weight per route, read from the export. First-load JavaScript is every script
// a page's HTML loads (gzip) that a modern browser downloads; our share is that minus the
// framework runtime (budgets.json). Next's `noModule` polyfill chunk, which only browsers without
// ES modules fetch, is not part of it: it is shown in its own column and has no budget.
import { splitLocale } from '@/lib/i18n/locales';
import { readBudgets, routeBudget } from './budgets';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Cell, finish, gzipSize, kb, listFiles, OUT, pageFiles, pageWeight } from './common';

const budgets = await readBudgets();

const htmlFiles = await pageFiles();
const rows: [route: string, ...figures: string[]][] = [];
const failures: string[] = [];
const polyfills = new Set<number>();
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
  const { js, polyfill, css, html: htmlSize, text } = await pageWeight(file);
  // A page drawing a home's whole plan carries it twice (markup and payload): its own budget.
  const drawsPlan = text.includes('data-floor-plan');
  const htmlBudget = drawsPlan ? budgets.htmlFloorPlan : budgets.html;
  polyfills.add(polyfill);
  const own = js - budgets.runtimeJs;
  const ownBudget = routeBudget(budgets.ownJs, budgetRoute);
  const raw = Buffer.byteLength(text);
  const rawBudget =
    routeBudget(budgets.htmlRaw, budgetRoute) + (drawsPlan ? budgets.htmlRawFloorPlan : 0);
  const over: string[] = [];
  if (own > ownBudget) over.push(`own JS ${kb(own)} KB > ${kb(ownBudget)} KB`);
  if (css > budgets.css) over.push(`CSS ${kb(css)} KB > ${kb(budgets.css)} KB`);
  if (htmlSize > htmlBudget) over.push(`HTML ${kb(htmlSize)} KB > ${kb(htmlBudget)} KB`);
  if (raw > rawBudget) over.push(`HTML raw ${kb(raw)} KB > ${kb(rawBudget)} KB`);
  if (over.length) failures.push(`${route}: ${over.join(', ')}`);
  rows.push([
    route,
    kb(js),
    kb(own),
    kb(ownBudget),
    kb(polyfill),
    kb(css),
    kb(htmlSize),
    kb(raw),
    kb(rawBudget),
    over.length ? 'OVER' : 'ok',
  ]);
}
// Detail pages all weigh the same: show the first three and a summary line for the rest.
const details = rows.filter((r) => /^\/listings\/.+\//.test(r[0]));
const shown: Cell[][] = [...rows.filter((r) => !details.includes(r)), ...details.slice(0, 3)];
const [first] = details;
if (details.length > 3 && first) {
  const worst = details.reduce((a, b) => (Number(b[7]) > Number(a[7]) ? b : a), first);
  shown.push([
    `(+${details.length - 3} more detail pages; heaviest ${worst[0]})`,
    ...worst.slice(1, 9),
    details.some((r) => r[9] === 'OVER') ? 'OVER' : 'ok',
  ]);
}
// The tour's chunk, fetched only when a visitor starts a tour: the one that draws its view.
const chunks = (await listFiles(path.join(OUT, '_next', 'static', 'chunks'))).filter((f) =>
  f.endsWith('.js'),
);
let tourJs = 0;
for (const chunk of chunks) {
  const file = path.join(OUT, '_next', 'static', 'chunks', chunk);
  if ((await readFile(file, 'utf8')).includes('data-tour-yaw')) tourJs += await gzipSize(file);
}
if (tourJs === 0) failures.push('the 360° tour: no chunk holds its player');
else if (tourJs > budgets.tourJs)
  failures.push(`the 360° tour: chunk ${kb(tourJs)} KB > ${kb(budgets.tourJs)} KB`);
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
    `360° tour chunk ${kb(tourJs)} KB gzip`,
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
    'HTML raw KB',
    'raw budget KB',
    '',
  ],
  rows: shown,
});
