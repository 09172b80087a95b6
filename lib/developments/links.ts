import type { Listing } from '@/lib/listings/schema';
import { isHome } from '@/lib/listings/kinds';
import { amountProblem } from './payment-plan';
import type { Developer, Development } from './schema';
import { isBuilding } from './vocabulary';

/**
 * The links between projects, their developers and their units, checked both ways. Pure: the
 * data module (data.ts) gives it every record the data holds; tests give it small sets. Each
 * problem names the file and the field to fix.
 */
export function linkProblems(
  developments: readonly { file: string; record: Development }[],
  developers: readonly { file: string; record: Developer }[],
  listings: readonly Listing[],
  listingFile: (slug: string) => string,
): string[] {
  const problems: string[] = [];
  const developerSlugs = new Set(developers.map((d) => d.record.slug));
  const bySlug = new Map(developments.map((d) => [d.record.slug, d]));
  const listingBySlug = new Map(listings.map((l) => [l.slug, l]));
  const unitsOf = new Map<string, Listing[]>();
  for (const l of listings) {
    if (!l.unit) continue;
    const project = bySlug.get(l.unit.development);
    if (!project) {
      problems.push(
        `${listingFile(l.slug)}, field "unit.development": no development "${l.unit.development}" (data/developments/${l.unit.development}.json)`,
      );
      continue;
    }
    unitsOf.set(project.record.slug, [...(unitsOf.get(project.record.slug) ?? []), l]);
    const building = isBuilding(project.record.state);
    if (building && l.yearBuilt !== undefined)
      problems.push(
        `${listingFile(l.slug)}, field "yearBuilt": is not given for a unit not yet built (its development is ${project.record.state}); the page shows the expected completion`,
      );
    if (!building && isHome(l.type) && l.yearBuilt === undefined)
      problems.push(
        `${listingFile(l.slug)}, field "yearBuilt": is missing (its development is ready)`,
      );
    if (l.location !== project.record.location)
      problems.push(
        `${listingFile(l.slug)}, field "location": must be its development's, "${project.record.location}"`,
      );
  }
  for (const { file, record } of developments) {
    if (!developerSlugs.has(record.developer))
      problems.push(
        `${file}, field "developer": no developer "${record.developer}" (data/developers/${record.developer}.json)`,
      );
    if (listingBySlug.has(record.slug))
      problems.push(`${file}, field "slug": is also a listing's slug; photos share one folder`);
    const example = listingBySlug.get(record.paymentPlan.example);
    if (!example || example.unit?.development !== record.slug)
      problems.push(
        `${file}, field "paymentPlan.example": "${record.paymentPlan.example}" is not a unit of this development`,
      );
    else {
      const problem = amountProblem(record.paymentPlan, example.price);
      if (problem) problems.push(`${file}, field "paymentPlan.parts": ${problem}`);
    }
    if (record.state === 'off_plan' && record.progress.some((p) => p.stage === 'handover'))
      problems.push(`${file}, field "progress": an off-plan project has no handover yet`);
  }
  return problems;
}
