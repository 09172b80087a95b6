import { ROOT } from '@/scripts/build/root';
import { parseArgs, USAGE } from './args';
import type { PreparePhotos } from './photo-types';

/**
 * The command: its arguments, then the import. The import's modules are loaded after
 * BUILD_DATE is set to the day of the import, since the build's rules (lib/site/env.ts) check
 * dates against it when first loaded: a home is checked as of the day it is imported.
 * Returns the exit code: 0, 1 (refused, or --strict with rejected rows), 2 (usage).
 */
export async function cli(
  argv: readonly string[],
  loadPhotos: () => Promise<PreparePhotos>,
  print: (line: string) => void = (line) => console.log(line),
): Promise<number> {
  const parsed = parseArgs(argv, process.env, ROOT);
  if (!parsed.ok) {
    print(parsed.problem);
    print(USAGE);
    return 2;
  }
  const { args } = parsed;
  process.env.BUILD_DATE = args.today;
  const { runImport } = await import('./run-import');
  const pause = Number(process.env.IMPORT_PAUSE_MS_BETWEEN_RENAMES ?? '');
  const result = await runImport({
    ...args,
    preparePhotos: await loadPhotos(),
    ...(pause > 0 ? { pauseMs: pause } : {}),
  });
  for (const line of result.lines) print(line);
  return result.code;
}
