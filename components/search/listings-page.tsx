import { BookmarkPlus } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { SaveSearchControl, saveSearchTexts } from '@/components/saved/save-search';
import { PageFrame } from '@/components/layout/page-frame';
import { CARD_PHOTO_SIZES } from '@/components/listing/listing-card';
import { preloadPhoto } from '@/components/ui/preload-photo';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { getListings, toSummary } from '@/lib/listings/data';
import { placesFile, queryFiles, searchIndexFile } from '@/lib/search/index-file';
import { pageCount, PAGE_SIZE } from '@/lib/search/pagination';
import { pageMetadata } from '@/lib/seo/metadata';
import { ROUTES } from '@/lib/site/routes';
import { ResultsSwitch } from '@/components/map/results-switch';
import { ListingsExplorer } from './listings-explorer';
import { Pager } from './pager';
import { SearchForm } from './search-form';
import { searchFormTexts } from './search-texts';

export function listingsMetadata(locale: Locale): Metadata {
  const t = dictionary(locale).results;
  return pageMetadata({
    locale,
    title: t.title,
    description: t.description,
    path: ROUTES.listings,
  });
}

/** /listings/ and /sw/listings/: search and results (docs/spec.md §4). */
export function ListingsPage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const all = getListings();
  const total = all.length;
  // Only the first page goes into the HTML: at tens of thousands of listings the full list
  // would be megabytes. The island searches all of them from the index file instead, and the
  // pager links the static pages that hold the rest.
  const first = all.slice(0, PAGE_SIZE).map((listing) => toSummary(listing, locale));
  // The first two cards load at once (results-view.tsx): ask for their photos from the <head>.
  for (const listing of first.slice(0, 2)) preloadPhoto(listing.image, CARD_PHOTO_SIZES.grid);
  const pager = <Pager current={1} last={pageCount(total)} locale={locale} />;
  const cards = { locale, texts: t.listing };
  const switcher = <ResultsSwitch locale={locale} current="list" />;
  return (
    <PageFrame locale={locale} path={ROUTES.listings}>
      <main id="main" className="container-page py-8">
        {/* Server markup, outside the island: its runtime searches in place through the address. */}
        <SearchForm
          variant="bar"
          inPlace="listings"
          action={localePath(locale, ROUTES.listings)}
          placesPath={placesFile().path}
          texts={searchFormTexts(locale)}
        />
        {/*
          The island renders on the server too, unfiltered (the first page, for crawlers and for
          visitors before or without JavaScript); hydration keeps that HTML and the island then
          filters by the query string (components/url-state/use-url-state.ts). No <Suspense>
          fallback drawn beside it: its cards would be written into the page's payload a
          second time.
        */}
        <ListingsExplorer
          first={first}
          total={total}
          indexPath={searchIndexFile(locale).path}
          files={queryFiles(locale)}
          pager={pager}
          switcher={switcher}
          areaTexts={t.map}
          texts={t.results}
          cards={cards}
          saveSearch={
            <SaveSearchControl
              texts={saveSearchTexts(t)}
              indexPath={searchIndexFile(locale).path}
              icon={<BookmarkPlus aria-hidden="true" className="size-5" />}
            />
          }
        />
      </main>
    </PageFrame>
  );
}
