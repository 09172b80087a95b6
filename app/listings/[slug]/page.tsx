import { ArrowLeft, Bath, BedDouble, CalendarDays, MapPin, Ruler } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AmenityList } from '@/components/listing/amenity-list';
import { MediaBadge, StatusBadge } from '@/components/listing/badges';
import { ContactCard } from '@/components/listing/contact-card';
import { Gallery } from '@/components/listing/gallery';
import { Picture } from '@/components/ui/picture';
import { MobileContactBar } from '@/components/listing/mobile-contact-bar';
import { SponsoredAds } from '@/components/listing/sponsored-ads';
import { TourSection } from '@/components/listing/tour-section';
import { VideoSection } from '@/components/listing/video-section';
import { JsonLd } from '@/components/seo/json-ld';
import { formatPrice } from '@/lib/format';
import { TYPE_LABEL } from '@/lib/labels';
import { getListing, getListings } from '@/lib/listings';
import { listingDescription, listingOgImagePath, pageMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd, listingJsonLd } from '@/lib/structured-data';
import { absoluteUrl, listingPath } from '@/lib/site';

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
    title: `${listing.title}, ${formatPrice(listing.price, listing.status)}`,
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
  const tiles = [
    { label: 'Bedrooms', value: String(listing.bedrooms), Icon: BedDouble },
    { label: 'Bathrooms', value: String(listing.bathrooms), Icon: Bath },
    {
      label: 'Sq Meters',
      value: listing.size === undefined ? '—' : String(listing.size),
      Icon: Ruler,
    },
    { label: 'Built', value: String(listing.yearBuilt), Icon: CalendarDays },
  ];

  return (
    <main id="main" className="container-page py-6 sm:py-8">
      <JsonLd data={listingJsonLd(listing)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Listings', path: '/listings/' },
          { name: listing.title, path: listingPath(listing.slug) },
        ])}
      />
      <a
        href="/listings/"
        className="text-brand-700 hover:text-brand-900 inline-flex items-center gap-1.5 rounded-lg text-sm font-bold hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to listings
      </a>

      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <Gallery
            images={listing.images}
            title={listing.title}
            mains={listing.images.map((src, index) => (
              <Picture
                key={src}
                src={src}
                alt={`${listing.title}, photo ${index + 1} of ${listing.images.length}`}
                priority={index === 0}
                sizes="(min-width: 1280px) 54rem, (min-width: 1024px) 60vw, 100vw"
                className="size-full object-cover transition duration-300 group-hover:scale-[1.01]"
              />
            ))}
            thumbs={listing.images.map((src) => (
              <Picture
                key={src}
                src={src}
                alt=""
                sizes="10rem"
                className="size-full object-cover"
              />
            ))}
          />

          <div className="mt-6 flex flex-wrap items-center gap-2">
            <StatusBadge status={listing.status} />
            <span className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-bold text-stone-700">
              {TYPE_LABEL[listing.type]}
            </span>
            {listing.hasVideo && (
              <MediaBadge kind="video" className="border-line border shadow-none" />
            )}
            {listing.has360 && <MediaBadge kind="360" className="border-line border shadow-none" />}
          </div>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {listing.title}
          </h1>
          <p className="text-muted mt-2 flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="text-brand-600 size-5" />
            {listing.location}
          </p>
          <p className="text-brand-800 mt-4 text-3xl font-extrabold tracking-tight">
            {formatPrice(listing.price, listing.status)}
          </p>

          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {tiles.map(({ label, value, Icon }) => (
              <div
                key={label}
                className="rounded-card border-line flex flex-col items-center gap-1 border bg-white p-4 text-center"
              >
                <dt className="text-muted order-2 text-sm">{label}</dt>
                <dd className="order-1 flex flex-col items-center gap-1 text-xl font-extrabold">
                  <Icon aria-hidden="true" className="text-brand-600 size-6" />
                  {value}
                </dd>
              </div>
            ))}
          </dl>

          <section aria-labelledby="details-heading" className="mt-10">
            <h2 id="details-heading" className="text-2xl font-bold">
              Property Details
            </h2>
            <p className="mt-3 max-w-prose leading-relaxed text-stone-700">{listing.description}</p>
          </section>

          {listing.tour && (
            <TourSection tour={listing.tour} title={listing.title} poster={listing.image} />
          )}
          {listing.video && <VideoSection video={listing.video} title={listing.title} />}

          <section aria-labelledby="amenities-heading" className="mt-10">
            <h2 id="amenities-heading" className="text-2xl font-bold">
              Amenities
            </h2>
            <div className="mt-4">
              <AmenityList amenities={listing.amenities} />
            </div>
          </section>

          <section aria-labelledby="location-heading" className="mt-10">
            <h2 id="location-heading" className="text-2xl font-bold">
              Location
            </h2>
            <div className="rounded-card mt-4 flex h-52 flex-col items-center justify-center gap-2 border border-dashed border-stone-300 bg-[repeating-linear-gradient(45deg,var(--color-stone-100)_0_12px,white_12px_24px)] p-6 text-center sm:h-72">
              <MapPin aria-hidden="true" className="text-brand-600 size-8" />
              <p className="font-semibold">{listing.location}</p>
              <p className="text-muted text-sm">Interactive map would be loaded here</p>
            </div>
          </section>
        </div>

        <aside
          aria-label="Contact and offers"
          className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start"
        >
          <ContactCard agent={listing.agent} title={listing.title} pageUrl={pageUrl} />
          {listing.status === 'for_sale' && (
            <SponsoredAds title="Home loans" ads={listing.bankAds} />
          )}
          <SponsoredAds title="Insurance" ads={listing.insuranceAds} />
        </aside>
      </div>
      <MobileContactBar agent={listing.agent} title={listing.title} pageUrl={pageUrl} />
    </main>
  );
}
