// How scripts/quality/export-snapshot.ts records a text file of an export: with what changes on
// every build, whatever the change, replaced by placeholders.

/**
 * The parts of a page that change with any edit to any source file, replaced by placeholders.
 * `buildIds`: the export's build ids (the folders of _next/static/ other than chunks and media).
 */
export function normalise(text: string, buildIds: readonly string[]): string {
  let out = text;
  for (const id of buildIds) out = out.split(id).join('BUILD_ID');
  return (
    out
      // Chunk file names are content hashes of the bundles.
      .replace(/(\/_next\/)?static\/chunks\/[^"'\s\\]+?\.(js|css)/g, '$1static/chunks/CHUNK.$2')
      // Bundler module ids in the React Server Component payload (I[79831,[...]...).
      .replace(/I\[\d+,/g, 'I[MODULE,')
      // The script policy's hashes of inline scripts (scripts/build/csp.ts, in each page and in
      // _nginx/csp-map.conf): those scripts name chunks, so their hashes change with any source
      // file. The scripts themselves are compared, normalised, in the pages.
      .replace(/'sha256-[A-Za-z0-9+/]+={0,2}'/g, "'sha256-HASH'")
      // Next 16 writes this tag before or after the page's metadata, whichever its renderer
      // reaches first: two renders of one page from the same inputs can differ in this alone.
      .replace(/<meta name="next-size-adjust" content=""\/>/g, '')
  );
}
