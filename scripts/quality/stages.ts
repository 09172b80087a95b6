// Runs npm scripts one after another, stopping at the first that fails, and ends with the wall
// time of each: `node scripts/run.mjs scripts/quality/stages.ts test:unit build test:e2e`.
// `npm test` runs through it so every run, in CI too, says where its time went.
import { spawnSync } from 'node:child_process';
import { minutes } from './stage-times';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run.mjs scripts/quality/stages.ts <npm script>...');
  process.exit(2);
}

const times: [script: string, seconds: number][] = [];
let failed: string | undefined;
for (const script of scripts) {
  const started = Date.now();
  const { status, signal } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  times.push([script, (Date.now() - started) / 1000]);
  if (status !== 0) {
    failed = `${script} ${signal ? `was stopped by ${signal}` : `exited with ${status}`}`;
    break;
  }
}

const width = Math.max(...times.map(([name]) => name.length));
console.log('\nStages (wall time, m:ss):');
for (const [name, seconds] of times) console.log(`  ${name.padEnd(width)}  ${minutes(seconds)}`);
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  ${'total'.padEnd(width)}  ${minutes(total)}`);
if (failed) {
  console.error(`\nStopped: ${failed}.`);
  process.exit(1);
}
