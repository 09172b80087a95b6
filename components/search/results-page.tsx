import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localizedRoute } from '@/components/layout/localized-route';
import { PageFrame } from '@/components/layout/page-frame';
import { dictionary } from '@/lib/i18n/dictionary';
import { pageParams } from '@/lib/pages/selection';
import { fill, formatCount } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { getListings, toSummary } from '@/lib/listings/data';
import { pageCount, pageRange } from '@/lib/search/pagination';
import { pageMetadata } from '@/lib/seo/metadata';
import { resultsPagePath, ROUTES } from '@/lib/site/routes';
import { Pager } from './pager';
import { ResultsView } from './results-view';
import { SearchForm } from './search-form';
import { placesFile } from '@/lib/search/index-file';
import { searchFormTexts } from './search-texts';

/**
 * /listings/page/2/ onwards (and /sw/listings/page/2/…): every listing in data order, 12 to a
 * page, as plain HTML. These pages exist for crawlers and for visitors without JavaScript;
 * searching happens on /listings/, where this page's form sends its query.
 *
 * /listings/page/1/ is written too, as a pointer to /listings/ (page 1's real address): a static
 * export must write at least one page per route, and with 12 listings or fewer page 1 is the
 * only page there is. It is kept out of search results and sends visitors on at once (a meta
 * refresh); deploy/nginx.conf answers it with a 301 before the file is read.
 */
// Their params: lib/pages/routes.ts.

export type ResultsPageParams = Promise<{ page: string }>;

async function pageNumber(params: ResultsPageParams) {
  const page = Number((await params).page);
  const last = pageCount(getListings().length);
  return { page, last, valid: Number.isInteger(page) && page >= 1 && page <= last };
}

export async function resultsPageMetadata(
  locale: Locale,
  params: ResultsPageParams,
): Promise<Metadata> {
  const { page, last, valid } = await pageNumber(params);
  if (!valid) return {};
  const t = dictionary(locale).results;
  if (page === 1) {
    // Only a pointer: kept out of search results, claiming no address of its own.
    return {
      title: t.title,
      alternates: { canonical: null },
      robots: { index: false, follow: true },
    };
  }
  return pageMetadata({
    locale,
    title: fill(t.pageTitle, { page, last }),
    description: fill(t.pageDescription, { page, last }),
    path: resultsPagePath(page),
  });
}

/**
 * What a result-page route exports, for a language: app/(en)/listings/page/[page]/page.tsx and
 * app/sw/listings/page/[page]/page.tsx are these and nothing else.
 */
export const resultsPageRoute = localizedRoute({
  staticParams: () => pageParams('results'),
  metadata: resultsPageMetadata,
  Page: ResultsPage,
});

export async function ResultsPage({
  locale,
  params,
}: {
  locale: Locale;
  params: ResultsPageParams;
}) {
  const { page, last, valid } = await pageNumber(params);
  if (!valid) notFound();
  const t = dictionary(locale);
  const first = localePath(locale, resultsPagePath(1));
  if (page === 1) {
    return (
      <PageFrame locale={locale} path={ROUTES.listings}>
        <main id="main" className="container-page py-16 text-center">
          {/* React places this in the head: a redirect that works without JavaScript. */}
          <meta httpEquiv="refresh" content={`0; url=${first}`} />
          <h1 className="text-2xl font-extrabold">{t.results.title}</h1>
          <p className="text-muted mt-3">
            <a href={first} className="text-brand-800 font-semibold underline">
              {t.results.firstPageLink}
            </a>
          </p>
        </main>
      </PageFrame>
    );
  }
  const all = getListings();
  const { start, end } = pageRange(page, all.length);
  return (
    <PageFrame locale={locale} path={resultsPagePath(page)}>
      <main id="main" className="container-page py-8">
        <SearchForm
          variant="bar"
          action={localePath(locale, ROUTES.listings)}
          placesPath={placesFile().path}
          texts={searchFormTexts(locale)}
        />
        <ResultsView
          total={all.length}
          listings={all.slice(start, end).map((listing) => toSummary(listing, locale))}
          cards={{ locale, texts: t.listing }}
          texts={t.results}
          layout="grid"
          subtitle={fill(t.results.pageSubtitle, {
            page,
            last,
            start: formatCount(start + 1, locale),
            end: formatCount(end, locale),
          })}
        >
          <Pager current={page} last={last} locale={locale} />
        </ResultsView>
      </main>
    </PageFrame>
  );
}
