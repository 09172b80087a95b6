// The day `npm run build:any-day` builds the site as of, and where it writes that export: apart
// from any-day.ts so that playwright.config.ts and the specs import them without the script
// and what it loads.

/** Five years (1,826 days) after the build date of `npm test`, 2026-11-23. */
export const ANY_DAY_BUILD_DATE = '2031-11-23';
/** The export folder of that build (NEXT_EXPORT_DIR), beside out/ and out-scale/. */
export const ANY_DAY_EXPORT = 'out-any-day';
