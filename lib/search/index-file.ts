import 'server-only';
import { createHash } from 'node:crypto';
import { agentOf } from '@/lib/agents/data';
import { getListings, toSummary } from '@/lib/listings/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { AREA_CENTRES } from '@/lib/map/areas';
import { getLandmarks } from '@/lib/map/landmarks';
import { placeOf } from '@/lib/areas/places';
import { placeName } from '@/lib/listings/location';
import { buildIndexExtras } from './index-extras';
import { PLACES_VERSION, type NearPlace, type PlacesFile } from './places';
import { keywordDocument } from './keyword-docs';
import { buildKeywordIndex, KEYWORD_INDEX_VERSION, type KeywordVocabulary } from './keyword-index';
import { buildSearchIndex } from './search-index';

export interface SearchIndexFile {
  /** The file's contents. */
  json: string;
  /** The file name: a hash of the contents, so the file can be cached for good. */
  name: string;
  /** Where the export serves it. */
  path: string;
}

const built = new Map<Locale | 'extras' | 'places', SearchIndexFile>();
const keywords = new Map<Locale, { vocabulary: SearchIndexFile; chunks: SearchIndexFile[] }>();

/** A file of /search-index/, named by a hash of its contents. */
function hashedFile(json: string, prefix = ''): SearchIndexFile {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
  const name = `${prefix}${hash}.json`;
  return { json, name, path: `/search-index/${name}` };
}

/**
 * The search index of a language (the cards' titles are in it) as the export writes it. The
 * name changes whenever the contents do, so hosts may cache it forever, and a page never meets
 * an index from another build. Built once per build process and shared by the route that
 * writes it and the page that links it.
 */
export function searchIndexFile(locale: Locale): SearchIndexFile {
  let file = built.get(locale);
  if (!file) {
    const listings = getListings();
    const summaries = listings.map((listing) => toSummary(listing, locale));
    const facts = listings.map((listing) => listing.facts);
    file = hashedFile(JSON.stringify(buildSearchIndex(summaries, facts)));
    built.set(locale, file);
  }
  return file;
}

/**
 * What only the comparison reads (lib/search/index-extras.ts), row for row with the indexes,
 * one file for both languages.
 */
export function indexExtrasFile(): SearchIndexFile {
  let file = built.get('extras');
  if (!file) {
    const extras = buildIndexExtras(
      getListings().map((listing) => {
        const { agent, slug } = agentOf(listing);
        return {
          yearBuilt: listing.yearBuilt,
          amenities: listing.amenities,
          agent: { name: agent.name, agency: agent.agency, slug },
          facts: listing.facts,
        };
      }),
    );
    file = hashedFile(JSON.stringify(extras), 'extras-');
    built.set('extras', file);
  }
  return file;
}

/**
 * The keyword index of a language (lib/search/keyword-index.ts): its vocabulary, which the
 * pages link, and the chunks the vocabulary names. Rows are those of `searchIndexFile(locale)`,
 * whose name the vocabulary carries, so a page never mixes files of two builds.
 */
export function keywordIndexFiles(locale: Locale): {
  vocabulary: SearchIndexFile;
  chunks: SearchIndexFile[];
} {
  let files = keywords.get(locale);
  if (!files) {
    const t = dictionary(locale);
    const listings = getListings();
    const index = buildKeywordIndex(
      listings.map((listing) => keywordDocument(listing, agentOf(listing).agent, t, locale)),
    );
    const chunks = index.chunks.map((chunk) => hashedFile(JSON.stringify(chunk), `kw-${locale}-`));
    const vocabulary: KeywordVocabulary = {
      v: KEYWORD_INDEX_VERSION,
      index: searchIndexFile(locale).name,
      count: listings.length,
      terms: index.terms,
      df: index.df,
      starts: index.starts,
      chunks: chunks.map((file) => file.name),
    };
    files = { vocabulary: hashedFile(JSON.stringify(vocabulary), `words-${locale}-`), chunks };
    keywords.set(locale, files);
  }
  return files;
}

/**
 * The places a search can be near (lib/search/places.ts): every area, by its page's address,
 * then every landmark. One file for both languages: the names are proper names.
 */
export function placesFile(): SearchIndexFile {
  let file = built.get('places');
  if (!file) {
    const areas = AREA_CENTRES.map((centre): NearPlace => {
      const place = placeOf(placeName(centre.area, centre.town));
      return {
        id: `${place.townSlug}/${place.areaSlug}`,
        name: centre.area,
        kind: 'area',
        town: centre.town,
        latitude: centre.latitude,
        longitude: centre.longitude,
      };
    });
    const landmarks = getLandmarks().map(
      ({ slug, name, kind, town, latitude, longitude }): NearPlace => ({
        id: slug,
        name,
        kind,
        town,
        latitude,
        longitude,
      }),
    );
    const places: PlacesFile = { v: PLACES_VERSION, places: [...areas, ...landmarks] };
    file = hashedFile(JSON.stringify(places), 'places-');
    built.set('places', file);
  }
  return file;
}

/**
 * Every file of /search-index/: each language's index and keyword index, and the extras (the
 * route writes them).
 */
export function searchIndexFiles(): SearchIndexFile[] {
  return [
    ...LOCALES.map(searchIndexFile),
    indexExtrasFile(),
    placesFile(),
    ...LOCALES.flatMap((locale) => {
      const { vocabulary, chunks } = keywordIndexFiles(locale);
      return [vocabulary, ...chunks];
    }),
  ];
}

/** What a page hands its search island: where the keyword index and the places are. */
export function queryFiles(locale: Locale): { keywords: string; places: string } {
  return { keywords: keywordIndexFiles(locale).vocabulary.path, places: placesFile().path };
}
