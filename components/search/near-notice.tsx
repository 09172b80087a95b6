import type { Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import { NEAR_DEFAULT_KM, type WithinKm } from '@/lib/search/filter-options';
import type { NearPlace } from '@/lib/search/places';

export type NearNoticeTexts = Pick<Dictionary['results'], 'nearSummary' | 'nearUnknown'>;

/**
 * What a search near a place says above its results, on /listings/ and /map/: how far from
 * which place, in a straight line from each home's approximate position; or, for a place the
 * list does not hold, that it is unknown and was left out. Loaded with the code that answers
 * such a search (query-tools.ts).
 */
export function NearNotice({
  near,
  label,
  asked,
  within,
  texts,
}: {
  near: NearPlace | 'unknown' | undefined;
  /** How the notice names the place ('Westlands, Nairobi'). */
  label: string | undefined;
  /** What `near=` holds. */
  asked: string;
  within: WithinKm | undefined;
  texts: NearNoticeTexts;
}) {
  if (near === undefined) return null;
  if (near === 'unknown')
    return (
      <p
        role="status"
        className="rounded-card mt-4 border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold"
      >
        {fill(texts.nearUnknown, { near: asked })}
      </p>
    );
  return (
    <p role="status" className="text-muted mt-4 text-sm font-semibold">
      {fill(texts.nearSummary, {
        km: within ?? NEAR_DEFAULT_KM,
        place: label ?? near.name,
      })}
    </p>
  );
}
