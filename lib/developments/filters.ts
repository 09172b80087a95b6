/**
 * The developments index's filters (`?town=nairobi&state=off_plan`): a town's slug and a stage,
 * each kept only if it is one the page offers, so a hostile or stale link filters on nothing
 * rather than on something that matches no project. Client-safe and pure.
 */
export interface ProjectFilters {
  town?: string;
  state?: string;
}

export function readProjectFilters(
  params: URLSearchParams,
  towns: readonly string[],
  states: readonly string[],
): ProjectFilters {
  const pick = (key: string, allowed: readonly string[]) => {
    const value = params.get(key)?.trim().toLowerCase().slice(0, 60) ?? '';
    return value !== '' && allowed.includes(value) ? value : undefined;
  };
  const town = pick('town', towns);
  const state = pick('state', states);
  return { ...(town ? { town } : {}), ...(state ? { state } : {}) };
}
