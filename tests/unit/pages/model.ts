import rawTours from '@/data/tours.json';
import { collectAgents } from '@/lib/agents/collect';
import type { TownGroup } from '@/lib/areas/data';
import { placeOf } from '@/lib/areas/places';
import type { MarketContext } from '@/lib/areas/stats';
import type { Developer, Development } from '@/lib/developments/schema';
import type { SiteModel } from '@/lib/pages/model';
import { parseListings, withTours, type Agent, type Listing } from '@/lib/listings/schema';
import { storedListings } from '../listings/stored';

// Valid records to vary: the curated listings as the build reads them.
const curated = parseListings(withTours(storedListings, rawTours), 'data/listings/');

/** A listing like the first curated one, with its own slug, place, agent and price. */
export function home(
  slug: string,
  location: string,
  agent: Partial<Agent> = {},
  price = 10_000_000,
): Listing {
  const base = curated[0]!;
  return { ...base, slug, location, price, agent: { ...base.agent, ...agent } };
}

/**
 * A small site model with the relations the tests choose: `similar` and `market` by slug; the
 * towns, areas and agents as the build groups them.
 */
export function model(
  listings: Listing[],
  {
    gone = [],
    similar = {},
    market = {},
    developments = [],
    developers = [],
  }: {
    gone?: Listing[];
    similar?: Record<string, string[]>;
    market?: Record<string, MarketContext>;
    developments?: Development[];
    developers?: Developer[];
  } = {},
): SiteModel {
  const bySlug = new Map([...listings, ...gone].map((l) => [l.slug, l]));
  const towns: TownGroup[] = [];
  for (const listing of listings) {
    const place = placeOf(listing.location);
    let town = towns.find((t) => t.townSlug === place.townSlug);
    if (!town) {
      town = { town: place.town, townSlug: place.townSlug, areas: [], listings: [] };
      towns.push(town);
    }
    let area = town.areas.find((a) => a.areaSlug === place.areaSlug);
    if (!area) {
      area = { ...place, listings: [], search: place.area };
      town.areas.push(area);
    }
    area.listings.push(listing);
    town.listings.push(listing);
  }
  const { agents, agencies } = collectAgents(listings);
  const related = (slug: string) => (similar[slug] ?? []).map((s) => bySlug.get(s)!);
  return {
    listings,
    gone,
    towns,
    agents,
    agencies,
    similarTo: (l) => related(l.slug),
    availableLike: (l) => related(l.slug),
    marketOf: (l) => market[l.slug],
    agentOf: (l) => agents.find((a) => a.agent.email === l.agent.email)!,
    developments,
    developers,
    developmentOf: (l) => developments.find((d) => d.slug === l.unit?.development),
    unitsOf: (d) => listings.filter((l) => l.unit?.development === d.slug),
    exampleUnit: (d) => bySlug.get(d.paymentPlan.example)!,
    projectsOf: (developer) => developments.filter((d) => d.developer === developer.slug),
  };
}
