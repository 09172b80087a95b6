// The build, step by step: `npm run build` runs every step in order and prints a line of timing
// for each; `npm run build -- csp` (or several names) runs just those, for work on one step.
// The steps themselves are listed in scripts/build/steps.ts.
import { STEPS } from './steps';

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

async function main(names: readonly string[]): Promise<void> {
  if (names.includes('--list')) {
    for (const step of STEPS) console.log(`${step.name.padEnd(15)} ${step.makes}`);
    return;
  }
  const unknown = names.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0)
    throw new Error(
      `No build step ${unknown.map((name) => `"${name}"`).join(', ')}. Steps: ${STEPS.map((step) => step.name).join(', ')}`,
    );
  const chosen = names.length === 0 ? STEPS : STEPS.filter((step) => names.includes(step.name));
  const started = performance.now();
  const times: string[] = [];
  for (const step of chosen) {
    const stepStarted = performance.now();
    try {
      const summary = await step.run();
      if (summary) console.log(`${step.name}: ${summary}`);
    } catch (error) {
      throw new Error(`${step.name}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    times.push(`  ${step.name.padEnd(15)} ${seconds(stepStarted).padStart(6)} s`);
  }
  if (chosen.length > 1)
    console.log(
      `\nBuild steps (seconds):\n${times.join('\n')}\n  ${'total'.padEnd(15)} ${seconds(started).padStart(6)} s`,
    );
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
