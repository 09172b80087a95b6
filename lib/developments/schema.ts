import 'server-only';
import { z } from 'zod';
import { dayNumber } from '@/lib/listings/dates';
import { LOCATIONS } from '@/lib/listings/location';
import { LISTING_PHOTO_PATH } from '@/lib/listings/photos';
import { isEmail, isKenyanMobile, LIMITS, SLUG } from '@/lib/listings/rules';
import { AMENITIES } from '@/lib/listings/vocabulary';
import { coordinatesProblem } from '@/lib/map/coordinates';
import { BUILD_ENV } from '@/lib/site/env';
import { planProblems } from './payment-plan';
import { DEPOSIT_HOLDERS, DEVELOPMENT_STATES, PLAN_PARTS, STAGES } from './vocabulary';

/**
 * The shape of a development (data/developments/<slug>.json) and a developer
 * (data/developers/<slug>.json), written by hand from docs/developments.md. Types are inferred
 * from these schemas; lib/developments/data.ts is the only way the records enter the site, and a
 * broken record stops the build naming its file and field.
 */

const nonEmpty = z.string().trim().min(1, 'must not be empty');
const text = (max: number) => nonEmpty.max(max, `must be at most ${max} characters`);
const slug = z.string().regex(SLUG, 'must be lower-case words joined by hyphens');
const date = z.string().refine((d) => dayNumber(d) !== undefined, 'must be a date as YYYY-MM-DD');
/** A day on or before the build date: when something was confirmed or photographed. */
const pastDate = date.refine(
  (d) => (dayNumber(d) ?? 0) <= (dayNumber(BUILD_ENV.buildDate) ?? Infinity),
  `must not be after the build date (BUILD_DATE ${BUILD_ENV.buildDate})`,
);
const photo = z
  .string()
  .regex(LISTING_PHOTO_PATH, 'must be a photo path /photos/<slug>/<name>.jpg');
/** A reference as an authority writes it ('NCA/PRJ/2026/04817'): letters, digits, / - . and spaces. */
const reference = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 /.-]{2,59}$/,
    'must be a reference of 3 to 60 letters, digits, / - .',
  );

/** A statement of the developer's, with the day our team last confirmed it. */
const stated = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ ...shape, confirmedAt: pastDate });

export const developerSchema = z.strictObject({
  slug,
  name: text(LIMITS.name.max),
  /** The company's registration number (Business Registration Service), if it gave it. */
  registration: stated({ number: reference }).optional(),
  founded: z.number().int().min(1900).max(2100).optional(),
  about: text(LIMITS.description.max),
  sw: z.strictObject({ about: text(LIMITS.description.max) }),
  /** Sample records only: the day their dates were written as of (lib/listings/sample-dates.ts). */
  sampleDatesAsOf: date.optional(),
});

const due = z.discriminatedUnion('at', [
  z.strictObject({ at: z.literal('booking') }),
  z.strictObject({ at: z.literal('signing') }),
  z.strictObject({ at: z.literal('stage'), stage: z.enum(STAGES) }),
  z.strictObject({ at: z.literal('monthly'), months: z.number().int() }),
  z.strictObject({ at: z.literal('completion') }),
]);

export const paymentPlanSchema = z
  .strictObject({
    basis: z.enum(['percent', 'amount']),
    /**
     * The unit (a listing's slug, one of this project's) whose price the worked example uses;
     * an amount plan's parts must add up to exactly its price.
     */
    example: slug,
    parts: z.array(
      z.strictObject({
        part: z.enum(PLAN_PARTS),
        due,
        percent: z.number().optional(),
        amount: z.number().optional(),
      }),
    ),
  })
  .superRefine((plan, ctx) => {
    for (const [path, message] of planProblems(plan))
      ctx.addIssue({
        code: 'custom',
        path: path
          .split(/[.[\]]+/)
          .filter(Boolean)
          .map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
        message,
      });
  });

export const developmentSchema = z
  .strictObject({
    slug,
    name: text(LIMITS.name.max),
    /** The developer's slug: data/developers/<slug>.json. */
    developer: slug,
    location: z
      .string()
      .refine((l) => LOCATIONS.has(l), "must be 'Area, Town' from data/geo/areas.json"),
    /** The site's centre, as our team recorded it; pages show an approximate position only. */
    coordinates: z.strictObject({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
    state: z.enum(DEVELOPMENT_STATES),
    /** The expected completion (or, when ready, the day it was completed). */
    completion: date,
    totalUnits: z.number().int().min(1).max(100_000),
    summary: text(300),
    description: text(LIMITS.description.max),
    sw: z.strictObject({ summary: text(300), description: text(LIMITS.description.max) }),
    images: z.array(photo).min(1, 'needs at least one image'),
    amenities: z.array(z.enum(AMENITIES)),
    paymentPlan: paymentPlanSchema,
    /** Construction progress, each photo dated and staged; the page shows the newest first. */
    progress: z.array(z.strictObject({ date: pastDate, stage: z.enum(STAGES), photo })),
    /**
     * The buyer's checks, as the developer states them. Any may be missing: the page then says
     * 'not provided' and never hides the line.
     */
    checks: z.strictObject({
      ncaProjectId: stated({ reference }).optional(),
      countyApproval: stated({ reference }).optional(),
      nemaLicence: stated({ reference }).optional(),
      /** Where deposits are held; `with` names the bank or the advocates. */
      deposits: stated({
        holder: z.enum(DEPOSIT_HOLDERS),
        with: text(LIMITS.name.max).optional(),
      }).optional(),
      /** Whether stage payments are made against an architect's certificate of progress. */
      architectCertificates: stated({ given: z.boolean() }).optional(),
    }),
    /** The sales office: WhatsApp, call and email, as on listings. */
    sales: z.strictObject({
      name: text(LIMITS.name.max),
      phone: z.string().refine(isKenyanMobile, 'must be a Kenyan mobile number'),
      email: z.string().refine(isEmail, 'must be an email address'),
    }),
    /** Sample records only: their dates move with the build date (lib/listings/sample-dates.ts). */
    sampleDatesAsOf: date.optional(),
  })
  .superRefine((d, ctx) => {
    const misplaced = coordinatesProblem(d.coordinates, d.location);
    if (misplaced) ctx.addIssue({ code: 'custom', path: ['coordinates'], message: misplaced });
    const built = dayNumber(BUILD_ENV.buildDate) ?? Infinity;
    const done = dayNumber(d.completion) ?? 0;
    if (d.state === 'ready' && done > built)
      ctx.addIssue({
        code: 'custom',
        path: ['completion'],
        message: 'is after the build date, but the project is ready',
      });
    const deposits = d.checks.deposits;
    if (deposits && deposits.holder !== 'neither' && deposits.with === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['checks', 'deposits', 'with'],
        message: `is missing (the ${deposits.holder} account's bank or advocates)`,
      });
  });

export type Developer = z.infer<typeof developerSchema>;
export type Development = z.infer<typeof developmentSchema>;
export type ProgressPhoto = Development['progress'][number];
export type BuyerChecks = Development['checks'];

export class DevelopmentDataError extends Error {
  override name = 'DevelopmentDataError';
}
