import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingDescription, ListingAmenities } from '@/components/listing/detail/listing-about';
import { ListingAside } from '@/components/listing/detail/listing-aside';
import { ListingFacts } from '@/components/listing/detail/listing-facts';
import { ListingHeader } from '@/components/listing/detail/listing-header';
import { ListingLocation } from '@/components/listing/detail/listing-location';
import { ListingPhotos } from '@/components/listing/detail/listing-photos';
import { MobileContactBar } from '@/components/listing/mobile-contact-bar';
import { TourSection } from '@/components/listing/tour-section';
import { VideoSection } from '@/components/listing/video-section';
import { JsonLd } from '@/components/seo/json-ld';
import { getListing, getListings } from '@/lib/listings/data';
import { listingDescription, pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, listingJsonLd } from '@/lib/seo/structured-data';
import { en } from '@/lib/i18n/en';
import { formatPrice } from '@/lib/site/format';
import { listingOgImagePath, listingPath, ROUTES } from '@/lib/site/routes';
import { absoluteUrl } from '@/lib/site/site';

// Only the exported slugs exist; any other is answered by the host with 404.html.
export const dynamicParams = false;

export function generateStaticParams() {
  return getListings().map((listing) => ({ slug: listing.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const listing = getListing((await params).slug);
  if (!listing) return {};
  return pageMetadata({
    title: `${listing.title}, ${formatPrice(listing.price, listing.status, en.listing.perMonth)}`,
    description: listingDescription(listing),
    path: listingPath(listing.slug),
    image: { path: listingOgImagePath(listing.slug), alt: `${listing.title}, ${listing.location}` },
    type: 'article',
  });
}

export default async function ListingPage({ params }: Props) {
  const listing = getListing((await params).slug);
  if (!listing) notFound();
  const pageUrl = absoluteUrl(listingPath(listing.slug));

  return (
    <main id="main" className="container-page py-6 sm:py-8">
      <JsonLd data={listingJsonLd(listing)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: ROUTES.home },
          { name: 'Listings', path: ROUTES.listings },
          { name: listing.title, path: listingPath(listing.slug) },
        ])}
      />
      <a
        href={ROUTES.listings}
        className="text-brand-700 hover:text-brand-900 inline-flex items-center gap-1.5 rounded-lg text-sm font-bold hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to listings
      </a>

      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <ListingPhotos listing={listing} />
          <ListingHeader listing={listing} locale="en" />
          <ListingFacts listing={listing} />
          <ListingDescription description={listing.description} />
          {listing.tour && (
            <TourSection tour={listing.tour} title={listing.title} poster={listing.image} />
          )}
          {listing.video && <VideoSection video={listing.video} title={listing.title} />}
          <ListingAmenities amenities={listing.amenities} />
          <ListingLocation location={listing.location} />
        </div>
        <ListingAside listing={listing} pageUrl={pageUrl} />
      </div>
      <MobileContactBar agent={listing.agent} title={listing.title} pageUrl={pageUrl} />
    </main>
  );
}
