import 'server-only';
import { getListings, getRecordedListings } from '@/lib/listings/data';
import { LISTINGS_DIR } from '@/lib/listings/folder';
import type { Listing } from '@/lib/listings/schema';
import { BUILD_ENV } from '@/lib/site/env';
import { DEVELOPERS_DIR, DEVELOPMENTS_DIR, readRecordFolder } from './folder';
import { linkProblems } from './links';
import { dataMessage, parseRecords } from './parse';
import { sampleDevelopment } from './sample';
import { keepProjectDatesCurrent } from './sample-dates';
import {
  developerSchema,
  developmentSchema,
  DevelopmentDataError,
  type Developer,
  type Development,
} from './schema';

/**
 * The one door to developments (projects sold off-plan) and their developers: read from their
 * folders when first imported (at build), validated, and checked against the listings that are
 * their units, both ways. A broken record stops the build naming its file and field.
 *
 * With SAMPLE_LISTINGS, the generator marks about one listing in a hundred as a unit of a new
 * project (lib/developments/sample-projects.ts); those projects are made here from the curated
 * ones (sample.ts).
 */
const prepare = (record: unknown) => keepProjectDatesCurrent(record, BUILD_ENV.buildDate);
const developerRecords = parseRecords(
  readRecordFolder(DEVELOPERS_DIR, 'developer'),
  developerSchema,
  'developer',
  prepare,
);
const curatedRecords = parseRecords(
  readRecordFolder(DEVELOPMENTS_DIR, 'development'),
  developmentSchema,
  'development',
  prepare,
);
const { curated: curatedListings, generated: generatedListings } = getRecordedListings();
const curatedSlugs = new Set(curatedRecords.map((d) => d.record.slug));
const generatedRecords = generatedListings
  .filter((l) => l.unit !== undefined && !curatedSlugs.has(l.unit.development))
  .map((unit) => ({
    file: `generated project of listing "${unit.slug}"`,
    record: sampleDevelopment(
      unit,
      curatedRecords.map((d) => d.record),
      BUILD_ENV.buildDate,
    ),
  }));
const all = [...curatedRecords, ...generatedRecords];

const problems = linkProblems(
  all,
  developerRecords,
  [...curatedListings, ...generatedListings],
  (slug) => `${LISTINGS_DIR}/${slug}.json`,
);
if (problems.length > 0) throw new DevelopmentDataError(dataMessage('development', problems));

/** Sorted by completion, soonest first, then by name: the index's order. */
const developments: readonly Development[] = all
  .map((d) => d.record)
  .sort((a, b) => a.completion.localeCompare(b.completion) || a.name.localeCompare(b.name));
const developers: readonly Developer[] = developerRecords.map((d) => d.record);
const bySlug = new Map(developments.map((d) => [d.slug, d]));
const developerBySlug = new Map(developers.map((d) => [d.slug, d]));
const recorded = new Map(
  [...curatedListings, ...generatedListings].map((l) => [l.slug, l] as const),
);

export function getDevelopments(): readonly Development[] {
  return developments;
}

export function getDevelopment(slug: string): Development | undefined {
  return bySlug.get(slug);
}

export function getDevelopers(): readonly Developer[] {
  return developers;
}

export function getDeveloper(slug: string): Developer | undefined {
  return developerBySlug.get(slug);
}

/** The developer of a project (checked to exist when the data was read). */
export function developerOf(development: Development): Developer {
  return developerBySlug.get(development.developer)!;
}

/** A developer's projects, soonest completion first; ready ones are its track record. */
export function projectsOf(developer: Developer): readonly Development[] {
  return developments.filter((d) => d.developer === developer.slug);
}

/** The project a listing is a unit of, if it is one. */
export function developmentOf(listing: Pick<Listing, 'unit'>): Development | undefined {
  return listing.unit ? bySlug.get(listing.unit.development) : undefined;
}

// Each project's unit types on the site now, grouped once: every card, page and page input
// asks for them, and a filter over all listings per call grows with the site.
const units = new Map<string, Listing[]>();
for (const listing of getListings()) {
  if (!listing.unit) continue;
  const list = units.get(listing.unit.development) ?? [];
  list.push(listing);
  units.set(listing.unit.development, list);
}
for (const list of units.values()) list.sort((a, b) => a.price - b.price);

/** A project's unit types on the site now (on the market and fresh), cheapest first. */
export function unitsOf(development: Development): readonly Listing[] {
  return units.get(development.slug) ?? [];
}

/** The unit whose price the payment plan's worked example uses (any market state). */
export function exampleUnit(development: Development): Listing {
  return recorded.get(development.paymentPlan.example)!;
}
