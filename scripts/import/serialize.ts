import path from 'node:path';
import { format, resolveConfig, type Options } from 'prettier';
import { ROOT } from '@/scripts/build/root';

/**
 * A listing's file as the repository keeps it: the record as JSON formatted by prettier with
 * the project's own settings, so `npm run format:check` passes on what the import writes (its
 * JSON has short arrays on one line, which JSON.stringify cannot say) wherever the data folder
 * is.
 */
let settings: Promise<Options> | undefined;

export async function listingFileText(record: unknown): Promise<string> {
  const filepath = path.join(ROOT, 'data', 'listings', 'listing.json');
  settings ??= resolveConfig(filepath).then((found) => found ?? {});
  return format(`${JSON.stringify(record, null, 2)}\n`, { ...(await settings), filepath });
}
