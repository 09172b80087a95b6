import { searchIndexFile } from '@/lib/search/index-file';

// Written once at build time as out/search-index/<hash>.json; the /listings/ island fetches it.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: searchIndexFile().name }];
}

export function GET() {
  return new Response(searchIndexFile().json, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
