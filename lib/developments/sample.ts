import { dayNumber, isoDate } from '@/lib/listings/dates';
import type { Listing } from '@/lib/listings/schema';
import { areaName } from '@/lib/listings/location';
import type { Development } from './schema';
import { sampleProject } from './sample-projects';

/** Days to the expected completion of a generated project, by state; a ready one finished earlier. */
const COMPLETION_DAYS = { off_plan: 720, under_construction: 300, ready: -120 } as const;

/**
 * The project of a generated unit (SAMPLE_LISTINGS, lib/listings/sample.ts marks the unit):
 * named and staged by the unit's id (sample-projects.ts), placed where the unit is, and
 * borrowing a curated project's developer, photos, checks and plan so that every section of its
 * page has something real to show. A plan in shillings fits one price only, so a unit borrows a
 * percent plan.
 */
export function sampleDevelopment(
  unit: Listing,
  templates: readonly Development[],
  buildDate: string,
): Development {
  const { slug, name, state } = sampleProject(Number(unit.id), areaName(unit.location));
  const percent = templates.filter((t) => t.paymentPlan.basis === 'percent');
  const template = percent[Number(unit.id) % percent.length]!;
  const built = dayNumber(buildDate)!;
  const area = areaName(unit.location);
  const progress = state === 'off_plan' ? template.progress.slice(0, 1) : template.progress;
  return {
    slug,
    name,
    developer: template.developer,
    location: unit.location,
    coordinates: unit.coordinates,
    state,
    completion: isoDate(built + COMPLETION_DAYS[state]),
    totalUnits: template.totalUnits,
    summary: `New homes in ${area}, sold off-plan with a staged payment plan.`,
    description: `${name} is a sample project made for a large build of the site: its unit, photos, checks and payment plan are borrowed from a curated project, and it stands in ${area}.`,
    sw: {
      summary: `Nyumba mpya ${area}, zinazouzwa kabla ya ujenzi kwa mpango wa malipo wa hatua.`,
      description: `${name} ni mradi wa mfano uliotengenezwa kwa toleo kubwa la tovuti: kipimo chake, picha, ukaguzi na mpango wa malipo vimetoka kwa mradi halisi wa mfano, na uko ${area}.`,
    },
    images: template.images,
    amenities: template.amenities,
    paymentPlan: { ...template.paymentPlan, example: unit.slug },
    progress,
    checks: template.checks,
    sales: { name: unit.agent.name, phone: unit.agent.phone, email: unit.agent.email },
  };
}
