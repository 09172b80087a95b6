import { prng } from '@/lib/listings/sample-dates';
import { DEVELOPMENT_STATES, type DevelopmentState } from './vocabulary';

/**
 * Which generated listings are units of a generated project, and that project's name and state:
 * plain functions of the listing's id, shared by the listing generator (lib/listings/sample.ts),
 * which marks the unit, and the project generator (lib/developments/sample.ts), which makes the
 * project from it. About one project per PROJECT_EVERY listings, as on a real portal.
 */
export const PROJECT_EVERY = 100;

/** Whether generated listing `id` is offered as a unit of a project (if it can be one). */
export const isSampleUnitId = (id: number): boolean => id % PROJECT_EVERY === 50;

const NAMES = [
  'Baobab Court',
  'Jacaranda Park',
  'Mvule Gardens',
  'Neema Residences',
  'Tumaini Villas',
  'Upendo Heights',
  'Zawadi Estate',
  'Mwangaza Place',
] as const;

/** The generated project of unit `id`: its name, its slug (name, area, id) and its state. */
export function sampleProject(
  id: number,
  area: string,
): { slug: string; name: string; state: DevelopmentState } {
  const rand = prng(0x9e3779b1 ^ id);
  const name = NAMES[Math.floor(rand() * NAMES.length)]!;
  const state = DEVELOPMENT_STATES[Math.floor(rand() * DEVELOPMENT_STATES.length)]!;
  const slug = `${name} ${area} ${id}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { slug, name, state };
}
