import { ArrowRight } from 'lucide-react';
import type { Metadata } from 'next';
import { Stats } from '@/components/home/stats';
import { WhyChoose } from '@/components/home/why-choose';
import { ListingCard } from '@/components/listing/listing-card';
import { buttonClass } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { preloadPhoto } from '@/components/ui/preload-photo';
import { searchFormIcons } from '@/components/search/search-icons';
import { SearchForm } from '@/components/search/search-form';
import { JsonLd } from '@/components/seo/json-ld';
import { getFeatured, toSummary } from '@/lib/listings/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { pageMetadata } from '@/lib/seo/metadata';
import { organizationJsonLd } from '@/lib/seo/structured-data';
import { SITE_TAGLINE } from '@/lib/site/site';
import { ROUTES } from '@/lib/site/routes';

export const metadata: Metadata = pageMetadata({
  title: 'Homes for sale and rent in Kenya',
  description:
    'Find homes and apartments for sale and rent in Kenya. Verified listings in Nairobi with photos, 360° virtual tours and video, and agents on WhatsApp.',
  path: ROUTES.home,
});

export default function HomePage() {
  const featured = getFeatured().map(toSummary);
  const heroImage = featured[0]?.image;
  if (heroImage) preloadPhoto(heroImage, '100vw');
  return (
    <main id="main">
      <JsonLd data={organizationJsonLd()} />
      <section className="bg-brand-950 relative isolate overflow-hidden">
        {heroImage && (
          <Picture
            src={heroImage}
            alt=""
            sizes="100vw"
            priority
            className="absolute inset-0 -z-10 size-full object-cover opacity-45"
          />
        )}
        <div className="from-brand-950/70 via-brand-950/40 to-brand-950/80 absolute inset-0 -z-10 bg-gradient-to-b" />
        <div className="container-page py-16 sm:py-24 lg:py-28">
          <p className="text-gold-300 text-sm font-bold tracking-widest uppercase">
            {SITE_TAGLINE}
          </p>
          <h1 className="text-display mt-3 max-w-3xl font-extrabold tracking-tight text-white">
            Find Your Perfect Home in Kenya
          </h1>
          <p className="text-brand-50 mt-4 max-w-2xl text-lg">
            Verified homes and apartments for sale and rent, with 360° tours and video, so you can
            shortlist from anywhere.
          </p>
          <SearchForm variant="hero" icons={searchFormIcons()} className="mt-8 lg:mt-10" />
        </div>
      </section>

      <Stats />

      <section aria-labelledby="featured-heading" className="container-page mt-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-heading" className="text-3xl font-extrabold tracking-tight">
              Featured Properties
            </h2>
            <p className="text-muted mt-2">Hand-picked homes across Nairobi this week.</p>
          </div>
          <a
            href={ROUTES.listings}
            className="text-brand-700 hover:text-brand-900 inline-flex items-center gap-1.5 rounded-lg font-bold hover:underline"
          >
            View All <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {featured.map((listing) => (
            <li key={listing.slug} className="flex [&>article]:flex-1">
              <ListingCard listing={listing} locale="en" texts={dictionary('en').listing} />
            </li>
          ))}
        </ul>
      </section>

      <WhyChoose />

      <section aria-labelledby="cta-heading" className="container-page mt-20">
        <div className="bg-brand-800 relative overflow-hidden rounded-3xl px-6 py-12 text-center sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight text-white">
            Ready to find your next home?
          </h2>
          <p className="text-brand-100 mx-auto mt-3 max-w-xl">
            Browse verified homes today, or reach thousands of buyers and tenants by listing your
            own.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <a href={ROUTES.listings} className={buttonClass('light')}>
              Browse Properties
            </a>
            <a href={ROUTES.upload} className={buttonClass('ghost')}>
              List Your Property
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}
