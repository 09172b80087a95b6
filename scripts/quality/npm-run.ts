// Runs an npm script for the integration stages (imported.ts, incremental.ts), echoing its
// output as it comes.
import { spawn } from 'node:child_process';
import { ROOT } from '../build/root';

/** Runs `npm run <args>` with `env` added; resolves to its standard output. */
export function npmRun(args: readonly string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`npm run ${args.join(' ')} exited with ${code}`)),
    );
  });
}
