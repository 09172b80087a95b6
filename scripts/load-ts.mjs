// Node 20 cannot run TypeScript by itself. The build steps and quality gates are TypeScript that
// import lib/ modules the way the pages do (`@/lib/site/env`); jiti compiles each module as it is
// imported, with the project's `@/` alias, so every fact keeps one typed source.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const require = createRequire(import.meta.url);
const jiti = createJiti(import.meta.url, {
  // The build renders a few components to HTML outside Next (scripts/build/list-cards.tsx).
  jsx: { runtime: 'automatic' },
  alias: {
    '@/': `${ROOT}/`,
    // Next compiles `import 'server-only'` away on the server; here it is the same empty module.
    'server-only': require.resolve('next/dist/compiled/server-only/empty.js'),
  },
});

/** Imports a TypeScript module of the project, e.g. `await loadTs('lib/site/env.ts')`. */
export function loadTs(file) {
  return jiti.import(path.resolve(ROOT, file));
}
