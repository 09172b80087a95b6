import { readRecordFolder } from '@/lib/developments/folder';
import { DEVELOPMENT_STATES, type DevelopmentState } from '@/lib/developments/vocabulary';

/**
 * The developments an import's rows may name as their `development`, from the data folder's
 * `developments/` (docs/developments.md): each one's state and location, as convert-row.ts
 * checks a unit against them. Records too broken to say are left out, so a row naming one is
 * rejected; the build names the broken record itself.
 */
export function projectsIn(
  dataDir: string,
): ReadonlyMap<string, { state: DevelopmentState; location: string }> {
  const projects = new Map<string, { state: DevelopmentState; location: string }>();
  for (const { record } of readRecordFolder('developments', 'development', dataDir)) {
    const { slug, state, location } = record as Record<string, unknown>;
    if (
      typeof slug === 'string' &&
      typeof location === 'string' &&
      (DEVELOPMENT_STATES as readonly unknown[]).includes(state)
    )
      projects.set(slug, { state: state as DevelopmentState, location });
  }
  return projects;
}
