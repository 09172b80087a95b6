import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readListingFolder } from '@/lib/listings/folder';
import { ListingDataError, type Listing } from '@/lib/listings/schema';
import type { ImportedListing } from './convert-row';
import { firstRows } from './identity';
import { photoHash } from './photo-names';
import type { PlanFileResult } from './floor-plan';
import type { PhotoOptions, PhotoResult, PreparePhotos } from './photo-types';
import { planImport, type Plan } from './plan';
import { readForm } from './read-form';
import { projectsIn } from './projects';
import { readListings } from './read-listings';
import { refusedLines, reportLines } from './report';
import { listingFileText } from './serialize';
import { commitImport, lockData, recoverData, removeOrphanPhotos } from './write';

/**
 * One import, from the file to the data folder: read the file (read-listings.ts, or
 * read-form.ts for the form's .json), read the site's listings, prepare the rows' photos,
 * decide everything (plan.ts), then write it all at once (write.ts) unless it is a dry run or
 * --strict meets a rejected row. Returns the report and the exit code; never throws.
 */

export interface ImportOptions {
  file: string;
  dataDir: string;
  today: string;
  dryRun?: boolean;
  strict?: boolean;
  fullFeed?: boolean;
  preparePhotos: PreparePhotos;
  /** The floor plan step (floor-plan.ts); tests may give their own. */
  prepareFloorPlan?: (source: string, options: PhotoOptions) => Promise<PlanFileResult>;
  photoOptions?: Omit<PhotoOptions, 'baseDir'>;
  /** Tests only: a wait between the steps of the swap (write.ts). */
  pauseMs?: number;
}

export interface ImportResult {
  code: 0 | 1;
  lines: string[];
  /** Whether the data folder was written. */
  written: boolean;
  /** Every listing file after the import (name to text), when the file was not refused. */
  planned?: ReadonlyMap<string, string>;
}

export async function runImport(options: ImportOptions): Promise<ImportResult> {
  try {
    return await importFile(options);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return refused(`The import stopped on an error; the data is as it was before it: ${why}`);
  }
}

async function importFile(options: ImportOptions): Promise<ImportResult> {
  const { file, dataDir, today } = options;
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'there is no such file'
        : code === 'EISDIR'
          ? 'it is a folder'
          : String(error);
    return refused(`Cannot read ${file}: ${why}; nothing was imported.`);
  }
  const form = file.toLowerCase().endsWith('.json');
  const reading = form
    ? readForm(bytes, today)
    : readListings(bytes, { today, developments: projectsIn(dataDir) });
  if (!reading.ok) return refused(reading.problem);

  const lock = options.dryRun ? { ok: true as const, release: () => {} } : lockData(dataDir);
  if (!lock.ok) return refused(lock.problem);
  try {
    // A dry run only reads: the reader takes the data an earlier import left as it is.
    if (!options.dryRun) recoverData(dataDir);
    let existing: Listing[];
    try {
      const root = path.dirname(dataDir);
      const folder = `${path.basename(dataDir)}/listings`;
      existing = readListingFolder(folder, root).map((s) => s.record as Listing);
    } catch (error) {
      if (!(error instanceof ListingDataError)) throw error;
      return refused(
        `The site's listing data cannot be read; nothing was imported:\n${error.message}`,
      );
    }
    if (!options.dryRun) removeOrphanPhotos(dataDir, photosOf(existing));
    const baseDir = path.dirname(file);
    // The form's file names no floor plan: the owner sent it with the photos, and the desk
    // keeps it beside the file as floor-plan.pdf (or .jpg, .png…), as the form told them.
    const listings = form
      ? reading.listings.map((row) => withFormPlan(row, baseDir))
      : reading.listings;
    const { kept, duplicates } = firstRows(listings, reading.rejected);
    const photos = new Map<number, readonly PhotoResult[]>();
    for (const row of kept)
      photos.set(
        row.row,
        await options.preparePhotos(row.media.photos, { ...options.photoOptions, baseDir }),
      );
    const floorPlans = new Map<number, PlanFileResult>();
    for (const row of kept) {
      if (row.media.floorPlan === undefined) continue;
      const prepare = options.prepareFloorPlan ?? (await import('./floor-plan')).prepareFloorPlan;
      floorPlans.set(
        row.row,
        await prepare(row.media.floorPlan, { ...options.photoOptions, baseDir }),
      );
    }
    const plan = planImport({
      existing,
      tours: await readTours(dataDir),
      listings: kept,
      rejected: [...reading.rejected, ...duplicates],
      columns: reading.columns,
      photos,
      floorPlans,
      known: await knownPhotos(dataDir, existing),
      today,
      fullFeed: options.fullFeed ?? false,
      form,
    });
    if (!plan.ok) return refused(plan.problem);
    return await finish(options, plan, reading.notices);
  } finally {
    lock.release();
  }
}

async function finish(
  options: ImportOptions,
  plan: Extract<Plan, { ok: true }>,
  notices: readonly string[],
): Promise<ImportResult> {
  const listingsDir = path.join(options.dataDir, 'listings');
  const planned = new Map<string, string>();
  const files: { name: string; text?: string }[] = [];
  for (const { slug, record, changed } of plan.records) {
    const name = `${slug}.json`;
    const text = changed
      ? await listingFileText(record)
      : await readFile(path.join(listingsDir, name), 'utf8').catch(() => listingFileText(record));
    planned.set(name, text);
    files.push(changed ? { name, text } : { name });
  }
  const rejectedAny = plan.rejected.length > 0;
  const unwritten = options.dryRun
    ? 'Dry run: nothing was written.'
    : options.strict && rejectedAny
      ? `Nothing was written: ${plan.rejected.length} row${plan.rejected.length === 1 ? ' was' : 's were'} rejected, and --strict allows none.`
      : undefined;
  const changes = plan.records.some((r) => r.changed) || plan.photos.length > 0;
  // An import that changes nothing writes nothing: not one byte, not one timestamp.
  if (unwritten === undefined && changes) {
    await commitImport({
      dataDir: options.dataDir,
      listings: files,
      photos: plan.photos,
      pauseMs: options.pauseMs,
    });
    removeOrphanPhotos(options.dataDir, photosOf(plan.records.map((r) => r.record)));
  }
  return {
    code: options.strict && rejectedAny ? 1 : 0,
    lines: reportLines({
      notices: [...notices, ...plan.notices],
      rejected: plan.rejected,
      changes: plan.changes,
      unwritten,
    }),
    written: unwritten === undefined && changes,
    planned,
  };
}

/** The names the form gives a floor plan (lib/upload/validate.ts, planFileName), in order. */
const FORM_PLANS = ['pdf', 'jpg', 'jpeg', 'png', 'webp', 'tif', 'tiff'].map(
  (ext) => `floor-plan.${ext}`,
);

function withFormPlan(row: ImportedListing, baseDir: string): ImportedListing {
  const name = FORM_PLANS.find((n) => existsSync(path.join(baseDir, n)));
  return name ? { ...row, media: { ...row.media, floorPlan: name } } : row;
}

function refused(problem: string): ImportResult {
  return { code: 1, lines: refusedLines(problem), written: false };
}

/** Every file the listings name that the import may have written: photos and floor plans. */
function photosOf(listings: readonly Listing[]): Set<string> {
  return new Set(
    listings.flatMap((l) => [
      ...(Array.isArray(l.images) ? l.images : []),
      ...(l.floorPlanFile ? [l.floorPlanFile.src] : []),
    ]),
  );
}

/** data/tours.json, or no tours when there is no such file. */
async function readTours(dataDir: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, 'tours.json'), 'utf8');
  } catch {
    return {};
  }
  return JSON.parse(text) as unknown;
}

/** The hash of each photo the site's listings name, by path: a photo imported again keeps its file. */
async function knownPhotos(
  dataDir: string,
  listings: readonly Listing[],
): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  for (const photo of photosOf(listings.filter((l) => l.ref !== undefined))) {
    const bytes = await readFile(path.join(dataDir, photo)).catch(() => undefined);
    if (bytes) known.set(photo, photoHash(bytes));
  }
  return known;
}
