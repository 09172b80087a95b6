import { searchIndexFiles } from '@/lib/search/index-file';

// Written once at build time as out/search-index/<hash>.json, one file per language (the
// /listings/ island of each language fetches its own), and extras-<hash>.json, what only
// /compare/ reads.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return searchIndexFiles().map((file) => ({ file: file.name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const found = searchIndexFiles().find((candidate) => candidate.name === file);
  if (!found) return new Response('Not found', { status: 404 });
  return new Response(found.json, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
