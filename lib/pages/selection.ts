import 'server-only';
import { readFileSync } from 'node:fs';
import { PAGE_ROUTES, type RouteId, type RouteParams } from './routes';
import { SITE_MODEL } from './site';

/**
 * The params a route's `generateStaticParams` gives `next build`: every page, or, when the
 * build's page step planned a share of them (PAGE_PLAN names its file: the changed pages of
 * an incremental build, one shard's listings), that share. Next refuses an empty list with
 * `output: 'export'`, so a route with nothing to render renders its first page, which is then
 * the same as the previous export's (its inputs did not change).
 */
export function pageParams<Id extends RouteId>(route: Id): RouteParams[Id][] {
  const spec = PAGE_ROUTES[route];
  const all = spec.params(SITE_MODEL);
  const keys = plannedKeys()?.[route];
  if (keys === undefined) return all;
  const chosen = new Set(keys);
  const share = all.filter((params) => chosen.has(spec.key(params)));
  return share.length > 0 ? share : all.slice(0, 1);
}

let planned: Partial<Record<RouteId, string[]>> | null | undefined;
function plannedKeys(): Partial<Record<RouteId, string[]>> | null {
  if (planned === undefined) {
    const file = process.env.PAGE_PLAN;
    planned = file
      ? (JSON.parse(readFileSync(file, 'utf8')) as { select: Partial<Record<RouteId, string[]>> })
          .select
      : null;
  }
  return planned;
}
