import { titleSlug } from '@/lib/listings/slug';
import type { ImportedListing } from './convert-row';
import type { RejectedRow } from './read-listings';

/**
 * How the import knows a home again, and names a new one. A home is one agency's reference:
 * (agent.agency, ref) on the site, (agency, ref) in a file. Pure.
 */

export function identityKey(agency: string, ref: string): string {
  return JSON.stringify([agency.trim(), ref.trim()]);
}

/** The identity of a stored record, or undefined for a home no agency's file names (no ref). */
export function storedIdentity(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const ref: unknown = Reflect.get(record, 'ref');
  const agent: unknown = Reflect.get(record, 'agent');
  const agency: unknown =
    typeof agent === 'object' && agent !== null ? Reflect.get(agent, 'agency') : undefined;
  return typeof ref === 'string' && typeof agency === 'string'
    ? identityKey(agency, ref)
    : undefined;
}

/**
 * One row per home: the first row of a (agency, ref) counts, each later one is rejected, naming
 * the first. Rejected rows count as first too: two rows for one home make the file ambiguous
 * whichever of them is sound, and the office should say which it means.
 */
export function firstRows(
  listings: readonly ImportedListing[],
  rejected: readonly RejectedRow[],
): { kept: ImportedListing[]; duplicates: RejectedRow[] } {
  const first = new Map<string, number>();
  const rows = [
    ...listings.map((l) => ({ row: l.row, agency: l.identity.agency, ref: l.identity.ref })),
    ...rejected.map((r) => ({ row: r.row, ...r.identity })),
  ].sort((a, b) => a.row - b.row);
  for (const { row, agency, ref } of rows)
    if (agency !== undefined && ref !== undefined) {
      const key = identityKey(agency, ref);
      if (!first.has(key)) first.set(key, row);
    }
  const kept: ImportedListing[] = [];
  const duplicates: RejectedRow[] = [];
  for (const listing of listings) {
    const { agency, ref } = listing.identity;
    const at = first.get(identityKey(agency, ref));
    if (at === undefined || at === listing.row) kept.push(listing);
    else
      duplicates.push({
        row: listing.row,
        identity: listing.identity,
        problems: [
          {
            row: listing.row,
            columns: ['ref'],
            message: `${ref} is already on row ${at}; the first row counts`,
          },
        ],
      });
  }
  return { kept, duplicates };
}

/**
 * A new home's slug, made as the form makes one (lib/upload/record.ts): its title's words, then
 * its reference's ('3-bedroom-apartment-in-kilimani-kil-014'), with -2, -3… when taken. Never
 * 'page', the result pages' folder.
 */
export function newSlug(title: string, ref: string, taken: ReadonlySet<string>): string {
  const base = [titleSlug(title), titleSlug(ref)].filter((part) => part !== '').join('-') || 'home';
  let slug = base;
  for (let n = 2; taken.has(slug) || slug === 'page'; n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * The next free listing id. The site's ids are whole numbers ('1'…'6'), and the generated
 * sample listings number on from the curated ones (lib/listings/sample.ts); an agency's ref is
 * no id, since two agencies may both have a 'KIL-014'.
 */
export function nextIds(ids: Iterable<string>): () => string {
  let last = 0;
  for (const id of ids) if (/^\d{1,15}$/.test(id)) last = Math.max(last, Number(id));
  return () => String(++last);
}
