import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Pager } from '@/components/search/pager';
import { ResultsView } from '@/components/search/results-view';
import { SearchForm } from '@/components/search/search-form';
import { searchFormIcons } from '@/components/search/search-icons';
import { getListings, toSummary } from '@/lib/listings/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCount, pageRange } from '@/lib/search/pagination';
import { resultsPagePath } from '@/lib/site/routes';

/**
 * /listings/page/2/ onwards: every listing in data order, 12 to a page, as plain HTML. These
 * pages exist for crawlers and for visitors without JavaScript; searching happens on /listings/,
 * where this page's form sends its query.
 *
 * /listings/page/1/ is written too, as a pointer to /listings/ (page 1's real address): a static
 * export must write at least one page per route, and with 12 listings or fewer page 1 is the
 * only page there is. It is kept out of search results and sends visitors on at once (a meta
 * refresh); deploy/nginx.conf answers it with a 301 before the file is read.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  const last = pageCount(getListings().length);
  return Array.from({ length: last }, (_, i) => ({ page: String(i + 1) }));
}

type Props = { params: Promise<{ page: string }> };

async function pageNumber(params: Props['params']) {
  const page = Number((await params).page);
  const last = pageCount(getListings().length);
  return { page, last, valid: Number.isInteger(page) && page >= 1 && page <= last };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, last, valid } = await pageNumber(params);
  if (!valid) return {};
  if (page === 1) {
    // Only a pointer: kept out of search results, claiming no address of its own.
    return {
      title: 'Properties for sale and rent',
      alternates: { canonical: null },
      robots: { index: false, follow: true },
    };
  }
  return pageMetadata({
    title: `Properties for sale and rent, page ${page} of ${last}`,
    description: `Homes and apartments for sale and rent in Kenya, page ${page} of ${last}. Every listing verified, with photos, 360° tours and video.`,
    path: resultsPagePath(page),
  });
}

export default async function ResultsPage({ params }: Props) {
  const { page, last, valid } = await pageNumber(params);
  if (!valid) notFound();
  if (page === 1) {
    return (
      <main id="main" className="container-page py-16 text-center">
        {/* React places this in the head: a redirect that works without JavaScript. */}
        <meta httpEquiv="refresh" content={`0; url=${resultsPagePath(1)}`} />
        <h1 className="text-2xl font-extrabold">Properties for sale and rent</h1>
        <p className="text-muted mt-3">
          The first page of results is at{' '}
          <a href={resultsPagePath(1)} className="text-brand-800 font-semibold underline">
            all properties
          </a>
          .
        </p>
      </main>
    );
  }
  const all = getListings();
  const { start, end } = pageRange(page, all.length);
  return (
    <main id="main" className="container-page py-8">
      <SearchForm variant="bar" icons={searchFormIcons()} />
      <ResultsView
        total={all.length}
        listings={all.slice(start, end).map(toSummary)}
        cards={{ locale: 'en', texts: dictionary('en').listing }}
        layout="grid"
        subtitle={`Page ${page} of ${last}: listings ${(start + 1).toLocaleString('en-KE')} to ${end.toLocaleString('en-KE')}`}
      >
        <Pager current={page} last={last} />
      </ResultsView>
    </main>
  );
}
