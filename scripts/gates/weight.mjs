// Gate: page weight per route, read from the export. First-load JavaScript is every script
// a page's HTML loads (gzip); our share is that minus the framework runtime (budgets.json).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { finish, kb, listFiles, OUT, pageWeight, ROOT } from './common.mjs';

const budgets = JSON.parse(await readFile(path.join(ROOT, 'budgets.json'), 'utf8'));

const htmlFiles = (await listFiles(OUT)).filter((f) => f.endsWith('.html'));
const rows = [];
const failures = [];
for (const file of htmlFiles) {
  const route =
    file === 'index.html'
      ? '/'
      : file === '404.html'
        ? '/404'
        : `/${file.replace(/index\.html$/, '')}`;
  // Next writes copies of the 404 page for its own router; 404.html is the one hosts serve.
  if (file.startsWith('_not-found/') || file.startsWith('404/')) continue;
  const { js, css, html: htmlSize } = await pageWeight(file);
  const own = js - budgets.runtimeJs;
  const ownBudget = budgets.ownJs[route] ?? budgets.ownJs.default;
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
    details.some((r) => r[6] === 'OVER') ? 'OVER' : 'ok',
  ]);
}
for (const failure of failures) console.log(`over budget: ${failure}`);
await finish('weight', {
  ok: failures.length === 0,
  summary: `${rows.length} routes; framework runtime ${kb(budgets.runtimeJs)} KB gzip; ${failures.length} over budget`,
  headers: ['route', 'first-load JS KB', 'own JS KB', 'own budget KB', 'CSS KB', 'HTML KB', ''],
  rows: shown,
});
