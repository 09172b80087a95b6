// The build steps and quality gates are plain Node scripts; the facts they share with the pages
// (listings, photo widths, money formats, colours, build settings) live in lib/ as TypeScript.
// This loads those modules through jiti with the project's `@/` alias, so each fact has one
// source instead of a copy kept in step by hand.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const require = createRequire(import.meta.url);
const jiti = createJiti(import.meta.url, {
  alias: {
    '@/': `${ROOT}/`,
    // Next compiles `import 'server-only'` away on the server; here it is the same empty module.
    'server-only': require.resolve('next/dist/compiled/server-only/empty.js'),
  },
});

/** Imports a TypeScript module of the project, e.g. `await loadTs('lib/site/env.ts')`. */
export function loadTs(file) {
  return jiti.import(path.join(ROOT, file));
}
