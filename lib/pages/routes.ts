import type { Listing } from '@/lib/listings/schema';
import { pageCount, pageRange } from '@/lib/search/pagination';
import {
  agencyPath,
  agentPath,
  areaPath,
  developerPath,
  developmentPath,
  listingPath,
  LISTINGS_PATH,
  townPath,
} from '@/lib/site/routes';
import { valueHash } from './hash';
import type { SiteModel } from './model';

/**
 * The site's pages with params, route by route: which pages each route exports, and what each
 * page is made from. Both languages of a page are made from the same inputs (a record holds
 * both languages' texts), so they are rendered, or kept, together.
 *
 * `inputs` names the parts a page reads, each as what the page component asks the data modules
 * for (components/listing/detail/listing-page.tsx asks similarTo, marketOf, agentOf, ...). An
 * incremental build (docs/scaling.md) renders a page again when one of its parts changed, so a
 * part must cover everything the page shows; where a page reads a little of something large
 * (an area page names its neighbours), the part takes the whole (every home of the town): a
 * page rendered without need costs milliseconds, a page kept that should have changed is a bug.
 * The integration test (scripts/quality/incremental.ts) compares an incremental build with a
 * clean one, page by page.
 */
export interface RouteParams {
  listing: { slug: string };
  results: { page: string };
  town: { town: string };
  area: { town: string; area: string };
  agent: { slug: string };
  agency: { slug: string };
  development: { slug: string };
  developer: { slug: string };
}

export type RouteId = keyof RouteParams;

export interface PageRoute<Id extends RouteId> {
  /** What the build log calls the route's pages. */
  label: string;
  params: (model: SiteModel) => RouteParams[Id][];
  /** The page's one key among its route's pages. */
  key: (params: RouteParams[Id]) => string;
  /** The English page's path; the Swahili one is under /sw/. */
  path: (params: RouteParams[Id]) => string;
  /** The parts the page is made from, by name; see above. */
  inputs: (model: SiteModel, params: RouteParams[Id]) => Record<string, unknown>;
}

// A record is hashed once per build, however many pages read it.
const recordHashes = new WeakMap<Listing, string>();
/** A listing as a page input: the hash of its whole record. */
export function recordHash(listing: Listing): string {
  let hash = recordHashes.get(listing);
  if (hash === undefined) {
    hash = valueHash(listing);
    recordHashes.set(listing, hash);
  }
  return hash;
}
const records = (listings: readonly Listing[]) => listings.map(recordHash);

function lookup<T>(found: T | undefined, what: string): T {
  if (found === undefined) throw new Error(`no ${what} in the site's data`);
  return found;
}

// Looked up by slug for every page: maps, made once per model, keep 20,000 pages linear.
const indexes = new WeakMap<SiteModel, ReturnType<typeof indexOf>>();
function indexOf(model: SiteModel) {
  const bySlug = <T extends { slug: string }>(items: readonly T[]) =>
    new Map(items.map((item) => [item.slug, item]));
  return {
    listings: bySlug(model.listings),
    gone: bySlug(model.gone),
    agents: bySlug(model.agents),
    agencies: bySlug(model.agencies),
    towns: new Map(model.towns.map((town) => [town.townSlug, town])),
  };
}
function index(model: SiteModel) {
  let found = indexes.get(model);
  if (!found) {
    found = indexOf(model);
    indexes.set(model, found);
  }
  return found;
}

export const PAGE_ROUTES: { [Id in RouteId]: PageRoute<Id> } = {
  listing: {
    label: 'listing pages',
    // The homes on the market, and those that left it recently (their 'no longer on the
    // market' page); any other slug is a 404.
    params: (model) => [...model.listings, ...model.gone].map(({ slug }) => ({ slug })),
    key: ({ slug }) => slug,
    path: ({ slug }) => listingPath(slug),
    inputs: (model, { slug }) => {
      const gone = index(model).gone.get(slug);
      if (gone) return { listing: recordHash(gone), similar: records(model.availableLike(gone)) };
      const listing = lookup(index(model).listings.get(slug), `listing "${slug}"`);
      const development = model.developmentOf(listing);
      return {
        listing: recordHash(listing),
        similar: records(model.similarTo(listing)),
        agent: model.agentOf(listing).slug,
        market: model.marketOf(listing) ?? null,
        // A unit's page shows its project's state, completion and plan.
        development: development ?? null,
      };
    },
  },
  results: {
    label: 'result pages',
    params: (model) =>
      Array.from({ length: pageCount(model.listings.length) }, (_, i) => ({ page: String(i + 1) })),
    key: ({ page }) => page,
    path: ({ page }) => `${LISTINGS_PATH}page/${page}/`,
    inputs: (model, { page }) => {
      const { start, end } = pageRange(Number(page), model.listings.length);
      return {
        // The pager's last page and the count in the heading.
        total: model.listings.length,
        homes: records(model.listings.slice(start, end)),
      };
    },
  },
  town: {
    label: 'town pages',
    params: (model) => model.towns.map((town) => ({ town: town.townSlug })),
    key: ({ town }) => town,
    path: ({ town }) => townPath(town),
    inputs: (model, { town }) => townInputs(model, town),
  },
  area: {
    label: 'area pages',
    params: (model) =>
      model.towns.flatMap((town) =>
        town.areas.map((area) => ({ town: town.townSlug, area: area.areaSlug })),
      ),
    key: ({ town, area }) => `${town}/${area}`,
    path: ({ town, area }) => areaPath(town, area),
    // An area page shows its homes, its figures and its town's other areas with theirs.
    inputs: (model, { town }) => townInputs(model, town),
  },
  agent: {
    label: 'agent pages',
    params: (model) => model.agents.map(({ slug }) => ({ slug })),
    key: ({ slug }) => slug,
    path: ({ slug }) => agentPath(slug),
    inputs: (model, { slug }) => {
      const profile = lookup(index(model).agents.get(slug), `agent "${slug}"`);
      return {
        agent: { agent: profile.agent, agency: profile.agencySlug ?? null },
        homes: records(profile.listings),
      };
    },
  },
  agency: {
    label: 'agency pages',
    params: (model) => model.agencies.map(({ slug }) => ({ slug })),
    key: ({ slug }) => slug,
    path: ({ slug }) => agencyPath(slug),
    inputs: (model, { slug }) => {
      const agency = lookup(index(model).agencies.get(slug), `agency "${slug}"`);
      return {
        agency: { name: agency.name, agents: agency.agents.map((a) => [a.slug, a.agent]) },
        homes: records(agency.listings),
      };
    },
  },
  development: {
    label: 'development pages',
    params: (model) => model.developments.map(({ slug }) => ({ slug })),
    key: ({ slug }) => slug,
    path: ({ slug }) => developmentPath(slug),
    // The project, its developer, and its units: their cards and the plan's worked example.
    inputs: (model, { slug }) => {
      const development = lookup(
        model.developments.find((d) => d.slug === slug),
        `development "${slug}"`,
      );
      return {
        development,
        developer: model.developers.find((d) => d.slug === development.developer) ?? null,
        units: records(model.unitsOf(development)),
        example: recordHash(model.exampleUnit(development)),
      };
    },
  },
  developer: {
    label: 'developer pages',
    params: (model) => model.developers.map(({ slug }) => ({ slug })),
    key: ({ slug }) => slug,
    path: ({ slug }) => developerPath(slug),
    inputs: (model, { slug }) => {
      const developer = lookup(
        model.developers.find((d) => d.slug === slug),
        `developer "${slug}"`,
      );
      const projects = model.projectsOf(developer);
      return {
        developer,
        projects,
        // Each project's card counts its unit types on sale.
        units: projects.map((d) => records(model.unitsOf(d))),
      };
    },
  },
};

function townInputs(model: SiteModel, slug: string) {
  const town = lookup(index(model).towns.get(slug), `town "${slug}"`);
  const places = new Set(town.areas.map((area) => area.location));
  return {
    areas: town.areas.map((area) => [area.areaSlug, records(area.listings)]),
    // An area page shows the cards of the projects in it (components/areas/area-page.tsx).
    developments: model.developments.filter((d) => places.has(d.location)),
  };
}

export const ROUTE_IDS = Object.keys(PAGE_ROUTES) as RouteId[];

/** One page of a route with params, and the hash of each part it is made from. */
export interface PageEntry {
  route: RouteId;
  key: string;
  /** The English page's path. */
  path: string;
  parts: Record<string, string>;
}

/** Every page of every route with params, with its inputs hashed. */
export function dynamicPages(model: SiteModel): PageEntry[] {
  return ROUTE_IDS.flatMap((route) => routePages(model, route));
}

function routePages<Id extends RouteId>(model: SiteModel, route: Id): PageEntry[] {
  const spec: PageRoute<Id> = PAGE_ROUTES[route];
  return spec.params(model).map((params) => {
    const parts: Record<string, string> = {};
    for (const [name, value] of Object.entries(spec.inputs(model, params)))
      parts[name] = valueHash(value);
    return { route, key: spec.key(params), path: spec.path(params), parts };
  });
}
