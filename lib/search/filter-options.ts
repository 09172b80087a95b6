import type { SearchFilters } from './filters';

/*
 * The choices of the newer filters, apart from their rules (lib/search/filters.ts): the search
 * form's markup offers them, and its search in place opens the Key facts when a search has them.
 */

/** The distances a search near a place offers, in km. */
export const WITHIN_KM = [1, 2, 5, 10] as const;
export type WithinKm = (typeof WITHIN_KM)[number];
export const NEAR_DEFAULT_KM: WithinKm = 2;

/** The Key facts filters that are a tick: written as `furnished=1`. */
export const FACT_TICKS = ['furnished', 'pets', 'power', 'borehole'] as const;
export type FactTick = (typeof FACT_TICKS)[number];

/** Whether any Key facts filter is set (the panel opens with them). */
export function hasFactFilters(filters: SearchFilters): boolean {
  return (
    FACT_TICKS.some((tick) => filters[tick]) ||
    filters.parking !== undefined ||
    filters.maxServiceCharge !== undefined
  );
}
