import type { Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import { NEAR_DEFAULT_KM, type SearchFilters } from '@/lib/search/filters';
import type { QuerySearch } from './use-query-search';

type Texts = Pick<Dictionary['results'], 'nearSummary' | 'nearUnknown' | 'bestMatch' | 'nearest'>;

/**
 * What a search near a place says above its results, on /listings/ and /map/: how far from
 * which place, in a straight line from each home's approximate position; or, for a place the
 * list does not hold, that it is unknown and was left out.
 */
export function NearNotice({
  found,
  asked,
  within,
  texts,
}: {
  found: Pick<QuerySearch, 'near' | 'nearLabel'>;
  /** What `near=` holds. */
  asked: string | undefined;
  within: SearchFilters['within'];
  texts: Texts;
}) {
  if (asked === undefined || found.near === undefined) return null;
  if (found.near === 'unknown')
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
        place: found.nearLabel ?? found.near.name,
      })}
    </p>
  );
}

/** The sort menu's first choice while none is chosen: nearest first, Best match, Recommended. */
export function defaultSortLabel(
  filters: SearchFilters,
  near: QuerySearch['near'],
  texts: Texts,
): string | undefined {
  if (typeof near === 'object') return texts.nearest;
  return filters.q === undefined ? undefined : texts.bestMatch;
}
