import { ArrowLeft, Building2, CalendarClock, MapPin } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { localizedRoute } from '@/components/layout/localized-route';
import { PageFrame } from '@/components/layout/page-frame';
import { ListingAmenities } from '@/components/listing/detail/listing-about';
import { ListingLocation } from '@/components/listing/detail/listing-location';
import { JsonLd } from '@/components/seo/json-ld';
import { Picture } from '@/components/ui/picture';
import { placeOf } from '@/lib/areas/places';
import { developerOf, getDevelopment } from '@/lib/developments/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageParams } from '@/lib/pages/selection';
import { developmentJsonLd } from '@/lib/seo/development-structured-data';
import { pageMetadata } from '@/lib/seo/metadata';
import {
  areaPath,
  developerPath,
  developmentOgImagePath,
  developmentPath,
  ROUTES,
} from '@/lib/site/routes';
import { absoluteUrl } from '@/lib/site/site';
import { BuyerChecks } from './buyer-checks';
import { completionText } from './completion';
import { PaymentPlan } from './payment-plan';
import { ProgressPhotos } from './progress-photos';
import { SalesContact } from './sales-contact';
import { StateBadge } from './state-badge';
import { UnitTypes } from './unit-types';

export type DevelopmentPageParams = Promise<{ slug: string }>;

export async function developmentPageMetadata(
  locale: Locale,
  params: DevelopmentPageParams,
): Promise<Metadata> {
  const development = getDevelopment((await params).slug);
  if (!development) return {};
  const t = dictionary(locale).developments;
  const state = t.states[development.state];
  return pageMetadata({
    locale,
    title: fill(t.projectTitle, { name: development.name, location: development.location, state }),
    description: fill(t.projectDescription, {
      name: development.name,
      developer: developerOf(development).name,
      location: development.location,
      state,
      completion: completionText(development, t),
    }),
    path: developmentPath(development.slug),
    image: {
      path: developmentOgImagePath(development.slug),
      alt: fill(t.photoAlt, { name: development.name, location: development.location }),
    },
    type: 'article',
  });
}

/** What a development route exports, for a language (app/(en)/developments/[slug]/, app/sw/…). */
export const developmentRoute = localizedRoute({
  staticParams: () => pageParams('development'),
  metadata: developmentPageMetadata,
  Page: DevelopmentPage,
});

/**
 * A project sold off-plan: what it is and where, its stage and completion, its unit types,
 * the payment plan with a worked example, dated construction progress, the buyer's checks as
 * the developer states them, and its sales office. Server markup throughout: no island.
 */
export async function DevelopmentPage({
  locale,
  params,
}: {
  locale: Locale;
  params: DevelopmentPageParams;
}) {
  const development = getDevelopment((await params).slug);
  if (!development) notFound();
  const texts = dictionary(locale);
  const t = texts.developments;
  const at = (path: string) => localePath(locale, path);
  const path = developmentPath(development.slug);
  const pageUrl = absoluteUrl(at(path));
  const developer = developerOf(development);
  const place = placeOf(development.location);
  const [cover, ...more] = development.images;
  const alt = fill(t.photoAlt, { name: development.name, location: development.location });

  return (
    <PageFrame locale={locale} path={path}>
      <main id="main" className="container-page py-6 sm:py-8">
        <JsonLd data={developmentJsonLd(development, locale)} />
        <Breadcrumbs
          locale={locale}
          crumbs={[
            { name: texts.detail.breadcrumbHome, path: ROUTES.home },
            { name: t.breadcrumb, path: ROUTES.developments },
            { name: development.name, path },
          ]}
        />
        <a
          href={at(ROUTES.developments)}
          className="text-brand-700 hover:text-brand-900 mt-3 inline-flex items-center gap-1.5 rounded-lg text-sm font-bold hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.back}
        </a>

        <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0">
            <div className="rounded-card aspect-[3/2] overflow-hidden bg-stone-200">
              <Picture
                src={cover!}
                alt={alt}
                sizes="(min-width: 1280px) 52rem, (min-width: 1024px) 60vw, 100vw"
                priority
                className="size-full object-cover"
              />
            </div>
            {more.length > 0 && (
              <ul className="mt-3 grid grid-cols-3 gap-3">
                {more.map((src) => (
                  <li key={src} className="aspect-[3/2] overflow-hidden rounded-lg bg-stone-200">
                    <Picture src={src} alt={alt} sizes="16rem" className="size-full object-cover" />
                  </li>
                ))}
              </ul>
            )}

            <div className="mt-6 flex flex-wrap items-center gap-2">
              <StateBadge state={development.state} texts={t} />
            </div>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
              {development.name}
            </h1>
            <p className="text-muted mt-2 flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="text-brand-600 size-5 shrink-0" />
              <a
                href={at(areaPath(place.townSlug, place.areaSlug))}
                className="hover:text-brand-800 rounded hover:underline"
              >
                {development.location}
              </a>
            </p>
            <p className="text-muted mt-1 flex items-center gap-1.5">
              <Building2 aria-hidden="true" className="text-brand-600 size-5 shrink-0" />
              {fill(t.by, { developer: '' })}
              <a
                href={at(developerPath(developer.slug))}
                className="text-brand-700 hover:text-brand-900 rounded font-bold hover:underline"
              >
                {developer.name}
              </a>
            </p>
            <p
              className="text-ink mt-3 flex items-center gap-1.5 text-lg font-bold"
              data-completion
            >
              <CalendarClock aria-hidden="true" className="text-brand-700 size-5 shrink-0" />
              {completionText(development, t)}
            </p>
            <p className="mt-4 max-w-prose text-lg">
              {locale === 'sw' ? development.sw.summary : development.summary}
            </p>

            <section aria-labelledby="overview-heading" className="mt-10">
              <h2 id="overview-heading" className="text-2xl font-bold">
                {t.overview}
              </h2>
              <p className="mt-3 max-w-prose leading-relaxed whitespace-pre-line">
                {locale === 'sw' ? development.sw.description : development.description}
              </p>
              <p className="text-muted mt-3 text-sm font-semibold">
                {fill(development.totalUnits === 1 ? t.totalUnits.one : t.totalUnits.other, {
                  n: development.totalUnits.toLocaleString('en-KE'),
                })}
              </p>
            </section>

            <UnitTypes development={development} locale={locale} />
            <PaymentPlan development={development} locale={locale} />
            <ProgressPhotos development={development} locale={locale} />
            <BuyerChecks development={development} locale={locale} />
            <ListingAmenities amenities={development.amenities} locale={locale} />
            <ListingLocation
              listing={{ ...development, slug: development.slug }}
              locale={locale}
              mapLink={false}
            />
          </div>
          <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
            <SalesContact development={development} pageUrl={pageUrl} locale={locale} />
            <section
              aria-labelledby="developer-heading"
              className="rounded-card border-line shadow-card border bg-white p-5 sm:p-6"
            >
              <h2 id="developer-heading" className="text-lg font-bold">
                {t.developerHeading}
              </h2>
              <p className="mt-1 font-semibold">{developer.name}</p>
              {developer.founded !== undefined && (
                <p className="text-muted text-sm">{fill(t.founded, { year: developer.founded })}</p>
              )}
              <a
                href={at(developerPath(developer.slug))}
                className="text-brand-700 hover:text-brand-900 mt-3 inline-block rounded text-sm font-bold hover:underline"
              >
                {fill(t.developerLink, { developer: developer.name })}
              </a>
            </section>
          </aside>
        </div>
        <SalesContact development={development} pageUrl={pageUrl} locale={locale} bar />
      </main>
    </PageFrame>
  );
}
