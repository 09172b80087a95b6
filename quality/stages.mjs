// Runs npm scripts one after another, stopping at the first that fails, and ends with the wall
// time of each: `node quality/stages.mjs test:unit build test:e2e`. `npm test` runs through it so
// every run, in CI too, says where its time went.
import { spawnSync } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node quality/stages.mjs <npm script>...');
  process.exit(2);
}

const times = [];
let failed;
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
const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log('\nStages (wall time, m:ss):');
for (const [name, seconds] of times) console.log(`  ${name.padEnd(width)}  ${minutes(seconds)}`);
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  ${'total'.padEnd(width)}  ${minutes(total)}`);
if (failed) {
  console.error(`\nStopped: ${failed}.`);
  process.exit(1);
}
