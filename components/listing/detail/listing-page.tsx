import { ArrowLeft } from '@/components/ui/icons';
import { priceText } from '@/lib/listings/figures';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localizedRoute } from '@/components/layout/localized-route';
import { PageFrame } from '@/components/layout/page-frame';
import { ListingBrochure } from '@/components/listing/brochure/listing-brochure';
import { MobileContactBar } from '@/components/listing/mobile-contact-bar';
import { FloorPlanSection } from '@/components/listing/floor-plan/floor-plan-section';
import { TourSection } from '@/components/listing/tour-section';
import { VideoSection } from '@/components/listing/video-section';
import { JsonLd } from '@/components/seo/json-ld';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { getGoneListing, getListing } from '@/lib/listings/data';
import { pageParams } from '@/lib/pages/selection';
import { listingText } from '@/lib/listings/text';
import { listingDescription, pageMetadata } from '@/lib/seo/metadata';
import { listingJsonLd } from '@/lib/seo/structured-data';
import { placeOf } from '@/lib/areas/places';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { areaPath, listingOgImagePath, listingPath, ROUTES, townPath } from '@/lib/site/routes';
import { absoluteUrl } from '@/lib/site/site';
import { CostSection } from '@/components/finance/cost-section';
import { ListingDescription, ListingAmenities } from './listing-about';
import { ListingAside } from './listing-aside';
import { ListingFactTiles } from './listing-fact-tiles';
import { ListingHeader } from './listing-header';
import { ListingKenyaFacts } from './listing-kenya-facts';
import { LandChecks, ListingKindFacts } from './listing-kind-facts';
import { isHome } from '@/lib/listings/kinds';
import { ListingLocation } from './listing-location';
import { ListingMarket } from './listing-market';
import { SimilarHomes } from './similar-homes';
import { ListingPhotos } from './listing-photos';
import { GonePage, gonePageMetadata } from './gone-page';
import { UnitPanel, UnitPlanCosts } from '@/components/developments/unit-panel';

export type ListingPageParams = Promise<{ slug: string }>;

export async function listingPageMetadata(
  locale: Locale,
  params: ListingPageParams,
): Promise<Metadata> {
  const { slug } = await params;
  const gone = getGoneListing(slug);
  if (gone) return gonePageMetadata(gone, locale);
  const listing = getListing(slug);
  if (!listing) return {};
  const { title } = listingText(listing, locale);
  const t = dictionary(locale).listing;
  return pageMetadata({
    locale,
    title: `${title}, ${priceText(listing, t)}`,
    description: listingDescription(listing, locale),
    path: listingPath(listing.slug),
    // One preview image serves both languages: it carries no words of either
    // (scripts/build/preview/).
    image: {
      path: listingOgImagePath(listing.slug),
      alt: fill(t.photoAlt, { title, location: listing.location }),
    },
    type: 'article',
  });
}

/**
 * What a listing route exports, for a language: app/(en)/listings/[slug]/page.tsx and
 * app/sw/listings/[slug]/page.tsx are these and nothing else.
 */
export const listingRoute = localizedRoute({
  // Every listing's slug (lib/pages/routes.ts), the same in both languages.
  staticParams: () => pageParams('listing'),
  metadata: listingPageMetadata,
  Page: ListingPage,
});

/** A listing's page (docs/spec.md §5), in either language. */
export async function ListingPage({
  locale,
  params,
}: {
  locale: Locale;
  params: ListingPageParams;
}) {
  const { slug } = await params;
  const gone = getGoneListing(slug);
  if (gone) return <GonePage listing={gone} locale={locale} />;
  const listing = getListing(slug);
  if (!listing) notFound();
  const t = dictionary(locale);
  const at = (path: string) => localePath(locale, path);
  const path = listingPath(listing.slug);
  const pageUrl = absoluteUrl(at(path));
  const { title, description, descriptionLang } = listingText(listing, locale);
  const place = placeOf(listing.location);

  return (
    <PageFrame locale={locale} path={path}>
      <main id="main" className="container-page py-6 sm:py-8">
        <JsonLd data={listingJsonLd(listing, locale)} />
        <Breadcrumbs
          locale={locale}
          crumbs={[
            { name: t.detail.breadcrumbHome, path: ROUTES.home },
            { name: place.town, path: townPath(place.townSlug) },
            { name: place.area, path: areaPath(place.townSlug, place.areaSlug) },
            { name: title, path },
          ]}
        />
        <a
          href={at(ROUTES.listings)}
          className="text-brand-700 hover:text-brand-900 mt-3 inline-flex items-center gap-1.5 rounded-lg text-sm font-bold hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.detail.back}
        </a>

        <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0">
            <ListingPhotos listing={listing} title={title} locale={locale} />
            <ListingHeader listing={listing} title={title} locale={locale} />
            <UnitPanel listing={listing} locale={locale} />
            <ListingMarket listing={listing} locale={locale} />
            <ListingFactTiles listing={listing} locale={locale} />
            <ListingDescription description={description} lang={descriptionLang} locale={locale} />
            {/* A home's Key facts; land and commercial space list every fact of their kind. */}
            {isHome(listing.type) ? (
              <ListingKenyaFacts facts={listing.facts} locale={locale} />
            ) : (
              <ListingKindFacts listing={listing} locale={locale} />
            )}
            <LandChecks listing={listing} locale={locale} />
            {listing.floorPlan && (
              <FloorPlanSection
                plan={listing.floorPlan}
                hasTour={listing.tour !== undefined}
                locale={locale}
              />
            )}
            {listing.tour && (
              <TourSection
                tour={listing.tour}
                title={title}
                poster={listing.image}
                locale={locale}
                floorPlan={listing.floorPlan}
              />
            )}
            {listing.video && <VideoSection video={listing.video} title={title} locale={locale} />}
            <ListingAmenities amenities={listing.amenities} locale={locale} />
            <UnitPlanCosts listing={listing} locale={locale} />
            <CostSection listing={listing} locale={locale} />
            <ListingLocation listing={listing} locale={locale} />
            <SimilarHomes listing={listing} locale={locale} />
          </div>
          <ListingAside listing={listing} title={title} pageUrl={pageUrl} locale={locale} />
        </div>
        <MobileContactBar agent={listing.agent} title={title} pageUrl={pageUrl} locale={locale} />
      </main>
      {/* Printed alone (app/globals.css); outside <main>, which is the page a visitor reads. */}
      <ListingBrochure listing={listing} pageUrl={pageUrl} locale={locale} />
    </PageFrame>
  );
}
