import type { Metadata } from 'next';
import { Suspense } from 'react';
import { searchFormIcons } from '@/components/search/search-icons';
import { SearchForm } from '@/components/search/search-form';
import { ListingsExplorer } from '@/components/search/listings-explorer';
import { ResultsView } from '@/components/search/results-view';
import { ViewToggle } from '@/components/search/view-toggle';
import { getListings, toSummary } from '@/lib/listings';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Properties for sale and rent',
  description:
    'Search homes and apartments for sale and rent in Nairobi by location, price, bedrooms and type. Every listing verified, with photos, 360° tours and video.',
  path: '/listings/',
});

export default function ListingsPage() {
  const listings = getListings().map(toSummary);
  const icons = searchFormIcons();
  return (
    <main id="main" className="container-page py-8">
      {/*
        The static HTML holds the fallback: every listing, unfiltered, for crawlers and for
        visitors before (or without) JavaScript. The island then filters by the query string.
      */}
      <Suspense
        fallback={
          <>
            <SearchForm variant="bar" icons={icons} />
            <ResultsView
              total={listings.length}
              listings={listings}
              layout="grid"
              toolbar={<ViewToggle value="grid" />}
            />
          </>
        }
      >
        <ListingsExplorer listings={listings} formIcons={icons} />
      </Suspense>
    </main>
  );
}
