// Where `npm run build:imported` keeps the copy of the data it imports into and the export it
// builds from it: apart from imported.ts so that playwright.config.ts and the specs import them
// without the script and what it loads.

/** The copy of the listings' data the fixtures are imported into (LISTINGS_DATA). */
export const IMPORTED_DATA = '.imported/data';
/** The agencies' files and their photos, as an office would keep them. */
export const IMPORTED_FEED = '.imported/feed';
/** The export built from IMPORTED_DATA (NEXT_EXPORT_DIR). */
export const IMPORTED_EXPORT = 'out-imported';
/** The fixture files, in the order they are imported (tests/fixtures/import/). */
export const FIXTURES = 'tests/fixtures/import';
