// Runs one TypeScript script of the project with the arguments after it:
//   node scripts/run.mjs scripts/build/index.ts csp
// The script sees its own arguments from process.argv[2], as if Node had run it directly.
import path from 'node:path';
import { loadTs } from './load-ts.mjs';

const [file] = process.argv.splice(2, 1);
if (!file) {
  console.error('usage: node scripts/run.mjs <script.ts> [arguments]');
  process.exit(2);
}
process.argv[1] = path.resolve(file);
await loadTs(file);
