import path from 'node:path';
import { dayNumber, todayIso } from '@/lib/listings/dates';

/** The command line of `npm run import` (docs/importing.md). Pure. */

export const USAGE =
  'Usage: npm run import -- [--dry-run] [--strict] [--full-feed] [--data DIR] [--today YYYY-MM-DD] FILE\n' +
  "  FILE          an agency's listings file (.csv) or a listing file of the List Your Property form (.json)\n" +
  '  --dry-run     write nothing; print what the import would do\n' +
  '  --strict      write nothing if any row is rejected (exit code 1)\n' +
  "  --full-feed   the file lists all its agencies' homes: withdraw theirs it no longer lists\n" +
  '  --data DIR    the data folder (default: data)\n' +
  '  --today DATE  the day of the import (default: BUILD_DATE, else today in UTC)';

export interface ImportArgs {
  file: string;
  dataDir: string;
  today: string;
  dryRun: boolean;
  strict: boolean;
  fullFeed: boolean;
}

/**
 * The arguments, or what is wrong with them. Paths are taken from the folder the command was
 * typed in (`INIT_CWD`, which npm sets: `npm run` itself runs in the project's folder).
 */
export function parseArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  root: string,
  now: Date = new Date(),
): { ok: true; args: ImportArgs } | { ok: false; problem: string } {
  const from = env.INIT_CWD ?? root;
  const flags = { dryRun: false, strict: false, fullFeed: false };
  let data: string | undefined;
  let today: string | undefined;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.startsWith('--') ? splitOnce(arg) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (name === '--dry-run') flags.dryRun = true;
    else if (name === '--strict') flags.strict = true;
    else if (name === '--full-feed') flags.fullFeed = true;
    else if (name === '--data' || name === '--today') {
      const given = value();
      if (given === undefined || given === '')
        return { ok: false, problem: `${name} needs a value` };
      if (name === '--data') data = given;
      else today = given;
    } else if (name.startsWith('-') && name !== '-')
      return { ok: false, problem: `Unknown option ${name}` };
    else files.push(arg);
  }
  if (files.length !== 1)
    return {
      ok: false,
      problem: files.length === 0 ? 'Name the file to import' : 'Name one file to import',
    };
  const day = today ?? (env.BUILD_DATE?.trim() || todayIso(now));
  if (dayNumber(day) === undefined)
    return {
      ok: false,
      problem: `The day of the import must be a date as YYYY-MM-DD, not "${day}"`,
    };
  return {
    ok: true,
    args: {
      file: path.resolve(from, files[0]!),
      dataDir: data === undefined ? path.join(root, 'data') : path.resolve(from, data),
      today: day,
      ...flags,
    },
  };
}

function splitOnce(arg: string): [string, string | undefined] {
  const at = arg.indexOf('=');
  return at === -1 ? [arg, undefined] : [arg.slice(0, at), arg.slice(at + 1)];
}
