import type { ReactNode } from 'react';
import { ArrowRight } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { PageFrame } from '@/components/layout/page-frame';
import { ListingCard } from '@/components/listing/listing-card';
import { TownsAndAreas } from '@/components/areas/areas-index';
import { DevelopmentCard } from '@/components/developments/development-card';
import { getDevelopments } from '@/lib/developments/data';
import { SearchForm } from '@/components/search/search-form';
import { placesFile } from '@/lib/search/index-file';
import { searchFormTexts } from '@/components/search/search-texts';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClass } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { preloadPhoto } from '@/components/ui/preload-photo';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { getFeatured, toSummary } from '@/lib/listings/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { organizationJsonLd } from '@/lib/seo/structured-data';
import { ROUTES } from '@/lib/site/routes';
import { Stats } from './stats';
import { WhyChoose } from './why-choose';

export function homeMetadata(locale: Locale): Metadata {
  const t = dictionary(locale).home;
  return pageMetadata({ locale, title: t.title, description: t.description, path: ROUTES.home });
}

/** The home page (docs/spec.md §3), in either language: app/(en)/page.tsx and app/sw/page.tsx. */
export function HomePage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const at = (path: string) => localePath(locale, path);
  const featured = getFeatured().map((listing) => toSummary(listing, locale));
  // Three at most: the soonest to complete; the index has them all.
  const developments = getDevelopments().slice(0, 3);
  const heroImage = featured[0]?.image;
  if (heroImage) preloadPhoto(heroImage, '100vw');
  return (
    <PageFrame locale={locale} path={ROUTES.home}>
      <main id="main">
        <JsonLd data={organizationJsonLd(locale)} />
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
              {t.site.tagline}
            </p>
            <h1 className="text-display mt-3 max-w-3xl font-extrabold tracking-tight text-white">
              {t.home.heroTitle}
            </h1>
            <p className="text-brand-50 mt-4 max-w-2xl text-lg">{t.home.heroText}</p>
            <SearchForm
              variant="hero"
              action={at(ROUTES.listings)}
              placesPath={placesFile().path}
              texts={searchFormTexts(locale)}
              className="mt-8 lg:mt-10"
            />
          </div>
        </section>

        <Stats locale={locale} />

        <HomeSection
          id="featured"
          title={t.home.featured}
          text={t.home.featuredText}
          more={{ href: at(ROUTES.listings), label: t.home.viewAll }}
          className="mt-16"
        >
          <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4">
            {featured.map((listing) => (
              <li key={listing.slug} className="flex [&>article]:flex-1">
                <ListingCard listing={listing} locale={locale} texts={t.listing} />
              </li>
            ))}
          </ul>
        </HomeSection>

        <HomeSection
          id="areas"
          title={t.home.areasTitle}
          text={t.home.areasText}
          more={{ href: at(ROUTES.areas), label: t.home.viewAll }}
          className="mt-20"
        >
          <div className="mt-8">
            <TownsAndAreas locale={locale} headingLevel={3} />
          </div>
        </HomeSection>

        <WhyChoose locale={locale} />

        <section aria-labelledby="cta-heading" className="container-page mt-20">
          <div className="bg-brand-800 relative overflow-hidden rounded-3xl px-6 py-12 text-center sm:px-12">
            <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight text-white">
              {t.home.ctaTitle}
            </h2>
            <p className="text-brand-100 mx-auto mt-3 max-w-xl">{t.home.ctaText}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <a href={at(ROUTES.listings)} className={buttonClass('light')}>
                {t.home.browse}
              </a>
              <a href={at(ROUTES.upload)} className={buttonClass('ghost')}>
                {t.home.listYours}
              </a>
            </div>
          </div>
        </section>

        {/* Below SPEC's sections: projects sold off-plan (lib/developments/), soonest first. */}
        {developments.length > 0 && (
          <HomeSection
            id="developments"
            title={t.developments.homeHeading}
            text={t.developments.homeText}
            more={{ href: at(ROUTES.developments), label: t.developments.homeAll }}
            className="mt-20"
          >
            <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {developments.map((development) => (
                <li key={development.slug} className="flex [&>article]:flex-1">
                  <DevelopmentCard development={development} locale={locale} headingLevel={3} />
                </li>
              ))}
            </ul>
          </HomeSection>
        )}
      </main>
    </PageFrame>
  );
}

/** A section of the home page: heading, a line under it, a 'View All' link, then its content. */
function HomeSection({
  id,
  title,
  text,
  more,
  className,
  children,
}: {
  id: string;
  title: string;
  text: string;
  more: { href: string; label: string };
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`container-page ${className}`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-heading`} className="text-3xl font-extrabold tracking-tight">
            {title}
          </h2>
          <p className="text-muted mt-2">{text}</p>
        </div>
        <a
          href={more.href}
          className="text-brand-700 hover:text-brand-900 inline-flex items-center gap-1.5 rounded-lg font-bold hover:underline"
        >
          {more.label} <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
      {children}
    </section>
  );
}
