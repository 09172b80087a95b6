import { shortHash } from './hash';
import { PAGE_ROUTES, ROUTE_IDS, type PageEntry, type RouteId } from './routes';

/**
 * What a build renders, decided before `next build` from the previous export's manifest: every
 * page (a clean build, a change of code or shared data, a shard), only the pages whose inputs
 * changed (an incremental build), or none (nothing changed). Pure; the build step is
 * scripts/build/pages/plan-step.ts.
 */

/** Where an export's manifest is, inside the export (deploy/nginx.conf does not serve it). */
export const MANIFEST_PATH = '_build/pages.json';

/** The record of an export's pages, written by the build into the export itself. */
export interface Manifest {
  version: 1;
  /** The hash of the code, shared data and settings every page is made with; the build id. */
  global: string;
  /** The fingerprint of public/ (names, sizes, times) that the export holds a copy of. */
  publicFiles: string;
  /** Set on a shard's export: which share of the listing pages it holds. */
  shard?: Shard;
  /** Each page with params, by `route:key`: its English path and its inputs' hashes. */
  pages: Record<string, { path: string; parts: Record<string, string> }>;
}

export interface Shard {
  index: number;
  count: number;
}

export const pageId = (page: { route: RouteId; key: string }) => `${page.route}:${page.key}`;

/** The manifest of an export made of `pages`. */
export function manifestOf(
  pages: readonly PageEntry[],
  global: string,
  publicFiles: string,
  shard?: Shard,
): Manifest {
  const entries: Manifest['pages'] = {};
  for (const page of pages) entries[pageId(page)] = { path: page.path, parts: page.parts };
  return {
    version: 1,
    global,
    publicFiles,
    ...(shard ? { shard } : {}),
    pages: sortedPages(entries),
  };
}

/** Pages by id in one order, so equal exports have equal manifests however they were made. */
export function sortedPages(pages: Manifest['pages']): Manifest['pages'] {
  const sorted: Manifest['pages'] = {};
  for (const id of Object.keys(pages).sort()) sorted[id] = pages[id]!;
  return sorted;
}

/** Reads a manifest's JSON, or undefined if it is not one this code wrote. */
export function parseManifest(text: string): Manifest | undefined {
  try {
    const value = JSON.parse(text) as Partial<Manifest>;
    if (
      value?.version === 1 &&
      typeof value.global === 'string' &&
      typeof value.publicFiles === 'string' &&
      typeof value.pages === 'object' &&
      value.pages !== null
    )
      return value as Manifest;
  } catch {
    // Not JSON: a build treats it as no manifest and renders every page.
  }
  return undefined;
}

/**
 * `BUILD_SHARD` as `i/N`: shard i of N, 1 ≤ i ≤ N ≤ 64; unset or empty for the whole site.
 * Throws a message naming the variable for anything else.
 */
export function parseShard(raw: string | undefined): Shard | undefined {
  const text = raw?.trim() ?? '';
  if (text === '') return undefined;
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || !(index >= 1 && index <= count && count <= 64))
    throw new RangeError(
      `BUILD_SHARD must be i/N with 1 ≤ i ≤ N ≤ 64 (e.g. 2/4), got "${text.slice(0, 20)}"`,
    );
  return { index, count };
}

/**
 * The shard (1 to `count`) a listing's pages belong to: from a hash of the slug, so a home keeps
 * its shard whatever else is added or removed, and the shards are about even.
 */
export function shardOf(slug: string, count: number): number {
  return (parseInt(shortHash(slug).slice(0, 8), 16) % count) + 1;
}

export interface Plan {
  /** Why every page is rendered; undefined when only changed pages are. */
  full: string | undefined;
  /**
   * The keys to render, by route; a route that is not named renders all its pages. Undefined
   * when every page of every route is rendered.
   */
  select: Partial<Record<RouteId, string[]>> | undefined;
  /** Pages whose files are taken from the previous export as they are. */
  reuse: PageEntry[];
  /** How many pages are rendered, and why, by route: e.g. listing pages → 'similar' → 6. */
  reasons: Map<RouteId, Map<string, number>>;
  /** True when nothing changed at all: the previous export is this build's export. */
  unchanged: boolean;
}

/**
 * The plan of a build of `pages` (every page with params, inputs hashed) with the code and
 * shared data `global` and public/ as `publicFiles`, after the export `previous`; `shard` for a
 * shard of a full build.
 */
export function planBuild(
  pages: readonly PageEntry[],
  global: string,
  publicFiles: string,
  previous: Manifest | undefined,
  shard?: Shard,
): Plan {
  const reasons = new Map<RouteId, Map<string, number>>();
  const count = (route: RouteId, reason: string) => {
    const byReason = reasons.get(route) ?? new Map<string, number>();
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
    reasons.set(route, byReason);
  };

  if (shard) {
    const select: Partial<Record<RouteId, string[]>> = {};
    for (const route of ROUTE_IDS) {
      // The pages every shard needs alike go to shard 1, listing pages by their slug.
      const mine = pages.filter(
        (page) =>
          page.route === route &&
          (route === 'listing'
            ? shardOf(page.key, shard.count) === shard.index
            : shard.index === 1),
      );
      select[route] = mine.map((page) => page.key);
      for (let i = 0; i < mine.length; i++) count(route, `shard ${shard.index} of ${shard.count}`);
    }
    return {
      full: `shard ${shard.index} of ${shard.count}`,
      select,
      reuse: [],
      reasons,
      unchanged: false,
    };
  }

  const full = !previous
    ? 'no previous export'
    : previous.shard
      ? 'the previous export is one shard'
      : previous.global !== global
        ? 'the code, the shared data or the settings changed'
        : undefined;
  if (full) {
    for (const page of pages) count(page.route, 'all');
    return { full, select: undefined, reuse: [], reasons, unchanged: false };
  }

  const select: Partial<Record<RouteId, string[]>> = {};
  for (const route of ROUTE_IDS) select[route] = [];
  const reuse: PageEntry[] = [];
  for (const page of pages) {
    const before = previous!.pages[pageId(page)];
    const changed = before
      ? Object.keys(page.parts).filter((name) => page.parts[name] !== before.parts[name])
      : ['new page'];
    if (changed.length === 0) {
      reuse.push(page);
      continue;
    }
    select[page.route]!.push(page.key);
    count(page.route, changed.join(' and '));
  }
  const current = new Set(pages.map(pageId));
  const removed = Object.keys(previous!.pages).filter((id) => !current.has(id)).length;
  const rendered = pages.length - reuse.length;
  return {
    full: undefined,
    select,
    reuse,
    reasons,
    unchanged: rendered === 0 && removed === 0 && previous!.publicFiles === publicFiles,
  };
}

/** The build log's lines for a plan: how many pages are rendered and reused, and why. */
export function planSummary(plan: Plan, total: number): string[] {
  // A shard renders only its selection and reuses nothing; a full build renders every page.
  const rendered = plan.select
    ? Object.values(plan.select).reduce((n, keys) => n + keys.length, 0)
    : total - plan.reuse.length;
  const why = !plan.full ? '' : plan.select ? ` (${plan.full})` : ` (every page: ${plan.full})`;
  const lines = [
    plan.unchanged
      ? `nothing changed; the previous export is kept as it is (${total} pages with params)`
      : `${rendered} of ${total} pages with params rendered, ${plan.reuse.length} reused${why}; pages without params are always rendered`,
  ];
  for (const route of ROUTE_IDS) {
    const byReason = plan.reasons.get(route);
    if (!byReason || plan.full) continue;
    const why = [...byReason].map(([reason, n]) => `${n} (${reason})`).join(', ');
    lines.push(`  ${PAGE_ROUTES[route].label}: ${why}`);
  }
  return lines;
}
