import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CARD_PHOTO_SIZES } from '@/components/listing/listing-card';
import { preloadPhoto } from '@/components/ui/preload-photo';
import { Pager } from '@/components/search/pager';
import { searchFormIcons } from '@/components/search/search-icons';
import { SearchForm } from '@/components/search/search-form';
import { ListingsExplorer } from '@/components/search/listings-explorer';
import { ResultsView } from '@/components/search/results-view';
import { ViewToggle } from '@/components/search/view-toggle';
import { getListings, toSummary } from '@/lib/listings/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCount, PAGE_SIZE } from '@/lib/search/pagination';
import { searchIndexFile } from '@/lib/search/index-file';
import { ROUTES } from '@/lib/site/routes';

export const metadata: Metadata = pageMetadata({
  title: 'Properties for sale and rent',
  description:
    'Search homes and apartments for sale and rent in Kenya by location, price, bedrooms and type. Every listing verified, with photos, 360° tours and video.',
  path: ROUTES.listings,
});

export default function ListingsPage() {
  const all = getListings();
  const total = all.length;
  // Only the first page goes into the HTML: at tens of thousands of listings the full list
  // would be megabytes. The island searches all of them from the index file instead, and the
  // pager links the static pages that hold the rest.
  const first = all.slice(0, PAGE_SIZE).map(toSummary);
  // The first two cards load at once (results-view.tsx): ask for their photos from the <head>.
  for (const listing of first.slice(0, 2)) preloadPhoto(listing.image, CARD_PHOTO_SIZES.grid);
  const pager = <Pager current={1} last={pageCount(total)} />;
  const icons = searchFormIcons();
  const cards = { locale: 'en', texts: dictionary('en').listing } as const;
  return (
    <main id="main" className="container-page py-8">
      {/*
        The static HTML holds the fallback: the first page, unfiltered, for crawlers and for
        visitors before (or without) JavaScript. The island then filters by the query string.
      */}
      <Suspense
        fallback={
          <>
            <SearchForm variant="bar" icons={icons} />
            <ResultsView
              total={total}
              listings={first}
              cards={cards}
              layout="grid"
              toolbar={<ViewToggle value="grid" />}
            >
              {pager}
            </ResultsView>
          </>
        }
      >
        <ListingsExplorer
          first={first}
          total={total}
          indexPath={searchIndexFile().path}
          pager={pager}
          formIcons={icons}
          cards={cards}
        />
      </Suspense>
    </main>
  );
}
