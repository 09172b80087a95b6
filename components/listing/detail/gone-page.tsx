import { ArrowLeft, CalendarX, MapPin, Search } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { PageFrame } from '@/components/layout/page-frame';
import { ListingCard } from '@/components/listing/listing-card';
import { CardFigures } from '@/components/listing/card-figures';
import { figured, priceText } from '@/lib/listings/figures';
import { Picture } from '@/components/ui/picture';
import { availableLike } from '@/lib/areas/data';
import { searchLocation } from '@/lib/areas/search-location';
import { placeOf } from '@/lib/areas/places';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, formatDay } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { toSummary } from '@/lib/listings/data';
import { goneDate } from '@/lib/listings/market';
import type { Listing } from '@/lib/listings/schema';
import { listingText } from '@/lib/listings/text';
import { pageMetadata } from '@/lib/seo/metadata';
import { listingPath, ROUTES, searchPath } from '@/lib/site/routes';
import { SITE_NAME } from '@/lib/site/site';

/*
 * The page of a home sold, let or withdrawn, at its old address for GONE_PAGE_DAYS after it left
 * the market (lib/listings/market.ts): links shared last week still lead somewhere useful. It
 * says the home has gone and when, shows what it was, and leads on to similar homes still
 * available and to the area's search. No contact buttons, no offer in structured data, and
 * `noindex` with no canonical address or language alternates: search engines drop the page,
 * and nothing else on the site (sitemap, search, cards) links to it.
 */

/** A gone home's metadata: its title, the heading's words, and `noindex`. */
export function gonePageMetadata(listing: Listing, locale: Locale): Metadata {
  const t = dictionary(locale);
  const { title } = listingText(listing, locale);
  return {
    ...pageMetadata({
      locale,
      title: `${title}: ${t.gone.heading}`,
      description: fill(t.gone.metaDescription, {
        title,
        location: listing.location,
        site: SITE_NAME,
      }),
      path: listingPath(listing.slug),
    }),
    alternates: { canonical: null },
    robots: { index: false },
  };
}

export function GonePage({ listing, locale }: { listing: Listing; locale: Locale }) {
  const t = dictionary(locale);
  const texts = t.listing;
  const at = (path: string) => localePath(locale, path);
  const { title } = listingText(listing, locale);
  const place = placeOf(listing.location);
  const left = goneDate(listing);
  const similar = availableLike(listing);
  const query = new URLSearchParams({
    location: searchLocation(listing.location),
    status: listing.status,
  });
  return (
    <PageFrame locale={locale} path={listingPath(listing.slug)}>
      <main id="main" className="container-page max-w-5xl py-8 sm:py-12">
        <a
          href={at(ROUTES.listings)}
          className="text-brand-700 hover:text-brand-900 inline-flex items-center gap-1.5 rounded-lg text-sm font-bold hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.detail.back}
        </a>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t.gone.heading}
        </h1>
        {left && (
          <p className="text-ink mt-3 flex items-center gap-2 text-lg font-semibold">
            <CalendarX aria-hidden="true" className="text-muted size-5 shrink-0" />
            {fill(t.gone[left.state], { date: formatDay(left.date, texts.months) })}
          </p>
        )}
        <p className="text-muted mt-2 max-w-prose">{fill(t.gone.lead, { site: SITE_NAME })}</p>

        <section
          aria-labelledby="gone-home-heading"
          className="rounded-card border-line/70 shadow-card mt-8 flex flex-col overflow-hidden border bg-white sm:flex-row"
        >
          <div className="relative aspect-[3/2] shrink-0 bg-stone-200 sm:aspect-auto sm:w-72 lg:w-80">
            <Picture
              src={listing.image}
              alt={fill(texts.photoAlt, { title, location: listing.location })}
              sizes="(min-width: 640px) 20rem, 100vw"
              priority
              // Faded a little: the home is no longer offered.
              className="size-full object-cover opacity-90 grayscale-[35%]"
            />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2 p-5 sm:p-6">
            <p className="text-muted text-xs font-bold tracking-wide uppercase">{t.gone.summary}</p>
            <h2 id="gone-home-heading" className="text-ink text-xl leading-snug font-bold">
              {title}
            </h2>
            <p className="text-muted flex items-center gap-1.5 text-sm">
              <MapPin aria-hidden="true" className="text-brand-600 size-4 shrink-0" />
              {listing.location}
            </p>
            <p className="text-ink text-xl font-extrabold tracking-tight">
              {priceText(listing, texts)}
            </p>
            <ul className="card-facts">
              <CardFigures listing={figured(listing)} texts={texts} />
            </ul>
          </div>
        </section>

        <p className="mt-6">
          {/* A link, not a button: the area's name may make it two lines on a phone. */}
          <a
            href={at(searchPath(query.toString()))}
            className="text-brand-700 hover:text-brand-900 inline-flex items-start gap-2 rounded-lg text-lg font-bold underline-offset-4 hover:underline"
          >
            <Search aria-hidden="true" className="mt-1 size-5 shrink-0" />
            {fill(listing.status === 'for_sale' ? t.gone.searchSale : t.gone.searchRent, {
              area: place.area,
            })}
          </a>
        </p>

        {similar.length > 0 && (
          <section aria-labelledby="gone-similar-heading" className="mt-12">
            <h2 id="gone-similar-heading" className="text-2xl font-bold">
              {t.gone.similarHeading}
            </h2>
            <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2">
              {similar.map((home) => (
                <li key={home.slug} className="flex [&>article]:flex-1">
                  <ListingCard listing={toSummary(home, locale)} locale={locale} texts={texts} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </PageFrame>
  );
}
