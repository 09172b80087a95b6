import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { titleSlug } from '@/lib/listings/slug';
import { TOWN_COUNTY } from '@/lib/listings/location';
import { inKenya } from './coordinates';
import { KENYA_BOUNDS, inKenyaBounds, type LatLng } from './position';

/*
 * The landmarks homes can be searched near (data/geo/landmarks.json, written by
 * geodata/landmarks.mjs): universities, hospitals, shopping malls, airports and business
 * districts in or near the towns listings use. Checked when first read, at build time: a broken
 * row stops the build with the file, the row and the field.
 */

/** The kinds of landmark, in the order the site lists them. */
export const LANDMARK_KINDS = ['business', 'university', 'hospital', 'mall', 'airport'] as const;
export type LandmarkKind = (typeof LANDMARK_KINDS)[number];

export interface Landmark {
  /** Unique, one path segment: lower-case a-z, 0-9 and single hyphens; never a town's slug. */
  slug: string;
  name: string;
  kind: LandmarkKind;
  /** The listings' town it is in or nearest to, as AREAS writes it ('Nairobi'). */
  town: string;
  latitude: number;
  longitude: number;
}

export const LANDMARKS_FILE = 'data/geo/landmarks.json';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TOWNS: readonly string[] = Object.keys(TOWN_COUNTY);
const TOWN_SLUGS: ReadonlySet<string> = new Set(TOWNS.map(titleSlug));

/** At most 4 decimals (about 11 m), as geodata/ writes them. */
const coordinate = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine((n) => Math.round(n * 1e4) / 1e4 === n, 'has more than 4 decimals');

const Row = z.strictObject({
  slug: z
    .string()
    .regex(SLUG, 'must be lower-case letters, digits and single hyphens')
    .refine((s) => !TOWN_SLUGS.has(s), 'is the slug of a town'),
  name: z
    .string()
    .min(1)
    .max(120)
    .refine((s) => s === s.trim() && !/\s{2}/.test(s), 'has stray spaces'),
  kind: z.enum(LANDMARK_KINDS),
  town: z.string().refine((t) => TOWNS.includes(t), `must be one of ${TOWNS.join(', ')}`),
  latitude: coordinate(KENYA_BOUNDS.south, KENYA_BOUNDS.north),
  longitude: coordinate(KENYA_BOUNDS.west, KENYA_BOUNDS.east),
  source: z.enum(['osm', 'geonames']),
});
const LandmarksFile = z.array(Row);

/**
 * The landmarks of a landmarks.json's contents. A broken row throws, naming the file, the row
 * and the field ('data/geo/landmarks.json, 12.latitude: …'): an unknown kind or town, a slug
 * that is malformed, a town's or another row's, a position outside `inside` (Kenya's bounding
 * box by default; the build passes the outline itself).
 */
export function parseLandmarks(
  data: unknown,
  file: string,
  inside: (point: LatLng) => boolean = inKenyaBounds,
): Landmark[] {
  const fail = (where: (string | number | symbol)[], message: string): never => {
    throw new Error(`${file}${where.length ? `, ${where.map(String).join('.')}` : ''}: ${message}`);
  };
  const result = LandmarksFile.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    return fail(issue.path, issue.message);
  }
  const rowOf = new Map<string, number>();
  return result.data.map(({ slug, name, kind, town, latitude, longitude }, i) => {
    const first = rowOf.get(slug);
    if (first !== undefined) fail([i, 'slug'], `'${slug}' is also the slug of row ${first}`);
    rowOf.set(slug, i);
    if (!inside({ latitude, longitude })) fail([i, 'latitude'], 'lies outside Kenya');
    return { slug, name, kind, town, latitude, longitude };
  });
}

let landmarks: readonly Landmark[] | undefined;

/** Every landmark, sorted by town and name (read and checked once). */
export function getLandmarks(): readonly Landmark[] {
  return (landmarks ??= parseLandmarks(
    JSON.parse(readFileSync(path.join(process.cwd(), LANDMARKS_FILE), 'utf8')),
    LANDMARKS_FILE,
    inKenya,
  ));
}
