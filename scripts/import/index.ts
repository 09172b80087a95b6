// npm run import -- [--dry-run] [--strict] [--full-feed] [--data DIR] [--today YYYY-MM-DD] FILE
//
// Imports an agency's listings file (.csv) or a listing file of the List Your Property form
// (.json) into data/listings/ and data/photos/. What the office does, and the rules, are in
// docs/importing.md.
//
// How it is built: cli.ts reads the arguments (args.ts); run-import.ts reads the file
// (read-listings.ts: read-text, read-sheet, convert-row; or read-form.ts) and the site's
// listings, prepares the photos (photos.ts), and lets plan.ts decide, without touching a file,
// what each row does (identity.ts, merge.ts, withdraw.ts), checked by the build's own rules
// over the whole site (site-check.ts); report.ts says it; write.ts writes it all at once,
// by renames, so that an import stopped at any moment leaves the data as it was or complete.
import { cli } from './cli';

// Loaded once the arguments are read: sharp is not needed to print the usage.
process.exitCode = await cli(process.argv.slice(2), async () => {
  const { preparePhotos } = await import('./photos');
  return preparePhotos;
});
