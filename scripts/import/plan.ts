import type { Listing } from '@/lib/listings/schema';
import type { Column } from './columns';
import { FIELD_COLUMNS, sheetWords, type ImportedListing, type RowProblem } from './convert-row';
import { identityKey, newSlug, nextIds, storedIdentity } from './identity';
import { changedFields, mergeRecord, sameValue } from './merge';
import type { PlanFileResult } from './floor-plan';
import { photoHash, placePhotos } from './photo-names';
import type { PhotoResult } from './photo-types';
import type { RejectedRow } from './read-listings';
import { checkSite, type SiteProblem } from './site-check';
import { withdrawals } from './withdraw';

/**
 * What an import does to the site, decided before anything is written: which homes it
 * creates, updates, leaves unchanged and withdraws, and which rows it rejects. The rows left
 * are checked together with every other listing by the build's rules (site-check.ts) until
 * the site would build; a problem of a listing the file did not touch refuses the file whole.
 * Pure: the files are read before (run-import.ts) and written after (write.ts).
 */

export interface PlanInput {
  /** The site's listings as stored (checked: plan.ts refuses a site that does not build). */
  existing: readonly Listing[];
  tours: unknown;
  /** The rows that count (one per home, identity.ts), and the rows already rejected. */
  listings: readonly ImportedListing[];
  rejected: readonly RejectedRow[];
  /** The columns the file has: what it lacks, an update keeps. */
  columns: readonly Column[];
  /** The prepared photos of each row, by row number, in the order of its photos. */
  photos: ReadonlyMap<number, readonly PhotoResult[]>;
  /** The prepared floor plan of each row that names one, by row number (floor-plan.ts). */
  floorPlans?: ReadonlyMap<number, PlanFileResult>;
  /** The hash of each photo the site's listings have now, by path (photo-names.ts). */
  known: ReadonlyMap<string, string>;
  today: string;
  fullFeed: boolean;
  /** A form's file: its problems name fields, not columns. */
  form: boolean;
}

export type ChangeKind = 'created' | 'updated' | 'unchanged' | 'withdrawn';

export interface Change {
  kind: ChangeKind;
  slug: string;
  /** The row of the file, none for a home withdrawn. */
  row?: number;
  /** What changed ('price', 'agent.phone'); empty for a home created or unchanged. */
  fields: readonly string[];
}

export type Plan =
  | {
      ok: true;
      /** Every listing after the import, by slug, and whether its file changes. */
      records: readonly { slug: string; record: Listing; changed: boolean }[];
      changes: readonly Change[];
      rejected: readonly RejectedRow[];
      notices: readonly string[];
      /** The new photo files: their paths (/photos/<slug>/<name>.jpg) and bytes. */
      photos: readonly { path: string; jpeg: Uint8Array }[];
    }
  | { ok: false; problem: string };

interface Candidate {
  row: ImportedListing;
  before?: Listing;
  record: Listing;
  photos: { path: string; jpeg: Uint8Array }[];
}

export function planImport(input: PlanInput): Plan {
  const broken = checkSite(input.existing, input.tours, input.today);
  if (broken.length > 0) return refuse("The site's listing data has problems already", broken);

  const bySlug = new Map(input.existing.map((l) => [l.slug, l]));
  const byIdentity = new Map<string, Listing>();
  for (const listing of input.existing) {
    const key = storedIdentity(listing);
    if (key !== undefined) byIdentity.set(key, listing);
  }
  const taken = new Set(bySlug.keys());
  const ids = new Set(input.existing.map((l) => l.id));
  const nextId = nextIds(ids);
  const portraits = new Map<string, string>();
  for (const l of input.existing) portraits.set(email(l.agent.email), l.agent.photo);
  const carried = new Set(input.columns);

  const rejected = [...input.rejected];
  const active = new Map<string, Candidate>();
  for (const row of input.listings) {
    const results = input.photos.get(row.row) ?? [];
    // Each problem names its photo already (photos.ts): 'photo "a.jpg" is 640 px wide; …'.
    const failed = results.flatMap((r) =>
      r.ok ? [] : [{ row: row.row, columns: ['photos'] as Column[], message: r.problem }],
    );
    if (results.length !== row.media.photos.length)
      failed.push({ row: row.row, columns: ['photos'], message: 'could not be prepared' });
    // The floor plan's problem names its file already: 'floor plan "plan.png" is not an image…'.
    const planFile = row.media.floorPlan === undefined ? undefined : input.floorPlans?.get(row.row);
    if (row.media.floorPlan !== undefined && !planFile?.ok)
      failed.push({
        row: row.row,
        columns: ['floor_plan'],
        message: planFile && !planFile.ok ? planFile.problem : 'could not be prepared',
      });
    if (failed.length > 0) {
      rejected.push({ row: row.row, identity: row.identity, problems: failed });
      continue;
    }
    const before = byIdentity.get(identityKey(row.identity.agency, row.identity.ref));
    const slug = before?.slug ?? newSlug(row.record.title, row.identity.ref, taken);
    taken.add(slug);
    let id = before?.id;
    if (id === undefined)
      id = input.form && !ids.has(row.identity.ref) ? row.identity.ref : nextId();
    ids.add(id);
    const known = new Map(
      (before?.images ?? []).flatMap((path) => {
        const hash = input.known.get(path);
        return hash === undefined ? [] : [[path, hash] as const];
      }),
    );
    const jpegs = results.flatMap((r) => (r.ok ? [r.jpeg] : []));
    const { images, fresh } = placePhotos(slug, jpegs, known);
    // Named by its bytes, as photos are: the same plan imported again is the same file.
    let floorPlanFile: Listing['floorPlanFile'];
    if (planFile?.ok) {
      const src = `/plans/${slug}/floor-plan-${photoHash(planFile.bytes)}.${planFile.ext}`;
      const size =
        planFile.width === undefined ? {} : { width: planFile.width, height: planFile.height };
      floorPlanFile = { src, bytes: planFile.bytes.length, ...size };
      if (before?.floorPlanFile?.src !== src) fresh.push({ path: src, jpeg: planFile.bytes });
    }
    const given = row.record.agent;
    // The agent's portrait is the team's, once it has one: kept for the same agent.
    const agentPhoto =
      before && email(before.agent.email) === email(given.email)
        ? before.agent.photo
        : (portraits.get(email(given.email)) ?? given.photo);
    const record = mergeRecord(
      before,
      row,
      carried,
      { slug, id, images, agentPhoto, floorPlanFile },
      input.today,
    );
    active.set(slug, { row, before, record, photos: fresh });
  }

  const gone = input.fullFeed
    ? withdrawals(input.existing, input.listings, rejected, input.today)
    : { records: new Map<string, Listing>(), notices: [] };

  // The rows' records follow the rest, so the build's rules, which name the later of two
  // listings that disagree, name the row and not the listing the site already had.
  for (;;) {
    const set = [
      ...input.existing
        .filter((l) => !active.has(l.slug))
        .map((l) => gone.records.get(l.slug) ?? l),
      ...[...active.values()].map((c) => c.record),
    ];
    const problems = checkSite(set, input.tours, input.today);
    if (problems.length === 0) break;
    const slugRows = new Map([...active].map(([slug, c]) => [slug, c.row.row]));
    const byRow = new Map<number, RowProblem[]>();
    const elsewhere: SiteProblem[] = [];
    for (const problem of problems) {
      const row = problem.slug === undefined ? undefined : slugRows.get(problem.slug);
      if (row === undefined) elsewhere.push(problem);
      else
        byRow.set(row, [...(byRow.get(row) ?? []), rowProblem(row, problem, slugRows, input.form)]);
    }
    if (byRow.size === 0)
      return refuse('The import would leave listings the site cannot build', elsewhere);
    for (const [slug, candidate] of active)
      if (byRow.has(candidate.row.row)) {
        active.delete(slug);
        const { row, identity } = candidate.row;
        rejected.push({ row, identity, problems: byRow.get(row)! });
      }
  }

  const changes: Change[] = [];
  const records: { slug: string; record: Listing; changed: boolean }[] = [];
  for (const listing of input.existing) {
    const candidate = active.get(listing.slug);
    const withdrawn = gone.records.get(listing.slug);
    if (candidate) continue;
    if (withdrawn)
      changes.push({
        kind: 'withdrawn',
        slug: listing.slug,
        fields: changedFields(listing, withdrawn),
      });
    records.push({
      slug: listing.slug,
      record: withdrawn ?? listing,
      changed: withdrawn !== undefined,
    });
  }
  const photos: { path: string; jpeg: Uint8Array }[] = [];
  for (const { row, before, record, photos: fresh } of [...active.values()].sort(
    (a, b) => a.row.row - b.row.row,
  )) {
    const same = before !== undefined && sameValue(before, record);
    const kind: ChangeKind = before === undefined ? 'created' : same ? 'unchanged' : 'updated';
    changes.push({
      kind,
      slug: record.slug,
      row: row.row,
      fields: kind === 'updated' ? changedFields(before!, record) : [],
    });
    records.push({ slug: record.slug, record: same ? before! : record, changed: !same });
    if (!same) photos.push(...fresh);
  }
  records.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  rejected.sort((a, b) => a.row - b.row);
  return { ok: true, records, changes, rejected, notices: gone.notices, photos };
}

/** A problem the build finds in a row's record, said as of the row: its column, its words. */
function rowProblem(
  row: number,
  problem: SiteProblem,
  slugRows: ReadonlyMap<string, number>,
  form: boolean,
): RowProblem {
  const text = problem.message.replace(/listing "([a-z0-9-]+)"/g, (whole, slug: string) => {
    const other = slugRows.get(slug);
    return other === undefined ? whole : `row ${other}`;
  });
  const field = problem.field ?? '(record)';
  const columns = form ? undefined : columnsOf(field);
  return columns
    ? { row, columns, message: sheetWords(text) }
    : { row, columns: [], message: `field "${field}": ${form ? text : sheetWords(text)}` };
}

const MORE_COLUMNS: Readonly<Record<string, readonly Column[]>> = {
  ref: ['ref'],
  image: ['photos'],
  images: ['photos'],
  floorPlanFile: ['floor_plan'],
  market: ['market'],
  leftMarketAt: ['market'],
};

function columnsOf(field: string): readonly Column[] | undefined {
  const path = field.replace(/\[\d+\]/g, '');
  return FIELD_COLUMNS[path] ?? MORE_COLUMNS[path];
}

function email(address: string): string {
  return address.trim().toLowerCase();
}

function refuse(why: string, problems: readonly SiteProblem[]): Plan {
  const lines = problems.map((p) => `  - ${p.line}`);
  return { ok: false, problem: `${why}; nothing was imported:\n${lines.join('\n')}` };
}
