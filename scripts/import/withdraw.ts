import type { Listing } from '@/lib/listings/schema';
import type { ImportedListing } from './convert-row';
import { identityKey, storedIdentity } from './identity';
import { withdrawRecord } from './merge';
import type { RejectedRow } from './read-listings';

/**
 * A full feed (--full-feed): the file lists every home its agencies have on the market, so a
 * home of theirs the file no longer lists is withdrawn. Only homes an agency's file can name
 * are withdrawn, those with a `ref`: a listing the team made without one was never the feed's.
 * A row rejected still lists its home, which is kept as it is; and a rejected row whose agency
 * or ref cannot be read might be any home of any agency, so it withdraws nothing. Pure.
 */
export function withdrawals(
  existing: readonly Listing[],
  listings: readonly ImportedListing[],
  rejected: readonly RejectedRow[],
  today: string,
): { records: Map<string, Listing>; notices: string[] } {
  const records = new Map<string, Listing>();
  const notices: string[] = [];
  const unknownAgency = rejected.find((r) => r.identity.agency === undefined);
  if (unknownAgency) {
    notices.push(
      `Nothing was withdrawn: row ${unknownAgency.row} was rejected and its agency cannot be read, so it may list any home.`,
    );
    return { records, notices };
  }
  const agencies = new Set<string>();
  const listed = new Set<string>();
  const unsure = new Set<string>();
  for (const { agency, ref } of [
    ...listings.map((l) => l.identity),
    ...rejected.map((r) => r.identity),
  ]) {
    agencies.add(agency!.trim());
    if (ref === undefined) unsure.add(agency!.trim());
    else listed.add(identityKey(agency!, ref));
  }
  for (const agency of unsure)
    notices.push(
      `Nothing of ${agency} was withdrawn: a rejected row of theirs has no readable ref.`,
    );
  for (const listing of existing) {
    const key = storedIdentity(listing);
    const agency = listing.agent.agency.trim();
    if (key === undefined || listed.has(key) || !agencies.has(agency) || unsure.has(agency))
      continue;
    const withdrawn = withdrawRecord(listing, today);
    if (withdrawn) records.set(listing.slug, withdrawn);
  }
  return { records, notices };
}
