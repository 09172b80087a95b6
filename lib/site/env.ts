/**
 * The build's settings, read from environment variables in this one place and validated here:
 * a bad value stops the build with a message naming the variable, rather than a page quietly
 * built with a guess. Pages, build steps, quality gates and next.config.mjs all read `BUILD_ENV`.
 *
 * No `server-only` marker: next.config.mjs loads this file outside the bundler (through jiti),
 * where that package does not resolve. It holds no data and nothing secret.
 */

// Relative: next.config.mjs loads this file where the @/ alias does not resolve.
import { dayNumber, todayIso } from '../listings/dates';

/** Used when SITE_URL is not set: the address `npm start` serves the export on. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The most URLs one sitemap file may hold (sitemaps.org protocol). */
export const PROTOCOL_MAX_URLS = 50_000;

/** Most listings a build may be asked for: far above any real portal in Kenya. */
export const MAX_SAMPLE_LISTINGS = 200_000;

export interface BuildEnv {
  /** SITE_URL: absolute http(s) origin (and path) of the deployed site, no trailing slash. */
  siteUrl: string;
  /**
   * SAMPLE_LISTINGS: how many listings the build holds in all, curated and generated; undefined
   * for the curated listings alone. Checked against the curated count by lib/listings/sample.ts.
   */
  sampleListings: number | undefined;
  /**
   * SAMPLE_PRICE_CHANGES: how many generated listings have their price raised a little, spread
   * evenly over them (lib/listings/sample.ts `repriceSample`); 0 unless set. `npm run bench`
   * measures rebuilds after K changed homes with it.
   */
  samplePriceChanges: number;
  /** SITEMAP_MAX_URLS: URLs per sitemap file (tests lower it to exercise the sitemap index). */
  sitemapMaxUrls: number;
  /** NEXT_EXPORT_DIR: the folder the export is written to, relative to the project. */
  exportDir: string;
  /**
   * BUILD_DATE: the day the site is built as of (YYYY-MM-DD), today in UTC unless set. Which
   * listings are fresh enough to show depends on it, so setting it makes a build reproducible.
   */
  buildDate: string;
  /**
   * LISTINGS_DATA: the folder holding the listings (`listings/`, their photos' sources in
   * `photos/`, and `tours.json`), relative to the project; `data` unless set. The import's
   * integration test builds a copy of the data this way (docs/importing.md).
   */
  listingsData: string;
}

/**
 * A whole-number build setting from an environment variable: `fallback` when unset or empty,
 * else a number from `min` to `max`, or an error that names the variable and the bad value (the
 * build stops on it rather than guessing).
 */
export function wholeNumberSetting(
  name: string,
  raw: string | undefined,
  {
    min,
    max,
    fallback,
    minNote = '',
  }: { min: number; max: number; fallback: number; minNote?: string },
): number {
  const text = raw?.trim() ?? '';
  if (text === '') return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) {
    throw new RangeError(
      `${name} must be a whole number from ${min}${minNote} to ${max}, got "${text.slice(0, 40)}"`,
    );
  }
  return value;
}

/** Validates and normalises a site URL: absolute http(s), no trailing slash, no query. */
export function resolveSiteUrl(raw: string | undefined): string {
  const value = raw?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must use http or https, got "${value}"`);
  }
  if (url.search || url.hash) {
    throw new Error(`SITE_URL must not carry a query or fragment, got "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * URLs per sitemap file: the protocol's 50,000 unless SITEMAP_MAX_URLS asks for fewer (the e2e
 * run uses a small value to exercise the index on a small site).
 */
export function maxUrlsPerFile(raw: string | undefined): number {
  return wholeNumberSetting('SITEMAP_MAX_URLS', raw, {
    min: 1,
    max: PROTOCOL_MAX_URLS,
    fallback: PROTOCOL_MAX_URLS,
  });
}

/**
 * The export folder: `out` unless NEXT_EXPORT_DIR names another folder inside the project
 * (`out-scale`, `.bench/out`). Absolute paths and `..` are refused: the build deletes and
 * rewrites this folder.
 */
export function exportDir(raw: string | undefined): string {
  return projectFolder('NEXT_EXPORT_DIR', raw, 'out', 'out-scale');
}

/**
 * The listings' data folder: `data` unless LISTINGS_DATA names another folder inside the
 * project. Inside, because the photos it holds are published with the site.
 */
export function listingsData(raw: string | undefined): string {
  return projectFolder('LISTINGS_DATA', raw, 'data', '.imported/data');
}

/** A folder inside the project, as a relative path without `.` or `..` parts. */
function projectFolder(
  name: string,
  raw: string | undefined,
  fallback: string,
  example: string,
): string {
  const value = raw?.trim() || fallback;
  const parts = value.split('/');
  if (
    !/^[A-Za-z0-9._/-]+$/.test(value) ||
    value.startsWith('/') ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(
      `${name} must be a folder inside the project such as "${example}", got "${value.slice(0, 80)}"`,
    );
  }
  return value;
}

/** The build date: BUILD_DATE as a real calendar date (YYYY-MM-DD), or `today`. */
export function buildDate(raw: string | undefined, today: string = todayIso()): string {
  const value = raw?.trim() || today;
  if (dayNumber(value) === undefined) {
    throw new Error(`BUILD_DATE must be a date as YYYY-MM-DD, got "${value.slice(0, 40)}"`);
  }
  return value;
}

/** Reads every build setting from an environment (process.env in a build). */
export function parseBuildEnv(env: Record<string, string | undefined>): BuildEnv {
  const samples = wholeNumberSetting('SAMPLE_LISTINGS', env.SAMPLE_LISTINGS, {
    min: 1,
    max: MAX_SAMPLE_LISTINGS,
    fallback: 0,
  });
  return {
    siteUrl: resolveSiteUrl(env.SITE_URL),
    sampleListings: samples === 0 ? undefined : samples,
    samplePriceChanges: wholeNumberSetting('SAMPLE_PRICE_CHANGES', env.SAMPLE_PRICE_CHANGES, {
      min: 0,
      max: MAX_SAMPLE_LISTINGS,
      fallback: 0,
    }),
    sitemapMaxUrls: maxUrlsPerFile(env.SITEMAP_MAX_URLS),
    exportDir: exportDir(env.NEXT_EXPORT_DIR),
    buildDate: buildDate(env.BUILD_DATE),
    listingsData: listingsData(env.LISTINGS_DATA),
  };
}

export const BUILD_ENV: BuildEnv = parseBuildEnv(process.env);
