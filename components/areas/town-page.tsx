import { ArrowRight } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageFrame } from '@/components/layout/page-frame';
import { ListingCard } from '@/components/listing/listing-card';
import { getTown, getTowns, type TownGroup } from '@/lib/areas/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, formatCount, plural } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { toSummary } from '@/lib/listings/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { ROUTES, searchPath, townPath } from '@/lib/site/routes';
import { AREA_CARDS } from './area-page';
import { AreaFacts } from './area-facts';
import { AreaList } from './area-list';

type Params = Promise<{ town: string }>;

/** What a town route exports, for a language. */
export function townRoute(locale: Locale) {
  type Props = { params: Params };
  return {
    generateStaticParams: () => getTowns().map((town) => ({ town: town.townSlug })),
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const town = getTown((await params).town);
      if (!town) return {};
      const a = dictionary(locale).areas;
      return pageMetadata({
        locale,
        title: fill(a.townTitle, { town: town.town }),
        description: fill(a.townDescription, {
          town: town.town,
          count: formatCount(town.listings.length, locale),
        }),
        path: townPath(town.townSlug),
      });
    },
    Page: async ({ params }: Props) => {
      const town = getTown((await params).town);
      if (!town) notFound();
      return <TownPage town={town} locale={locale} />;
    },
  };
}

function TownPage({ town, locale }: { town: TownGroup; locale: Locale }) {
  const t = dictionary(locale);
  const a = t.areas;
  const at = (path: string) => localePath(locale, path);
  const path = townPath(town.townSlug);
  // Town names appear in no other location, so the town's name finds exactly its homes.
  const search = searchPath(new URLSearchParams({ location: town.town }).toString());
  return (
    <PageFrame locale={locale} path={path}>
      <main id="main" className="container-page py-6 sm:py-8">
        <Breadcrumbs
          locale={locale}
          crumbs={[
            { name: t.detail.breadcrumbHome, path: ROUTES.home },
            { name: a.breadcrumb, path: ROUTES.areas },
            { name: town.town, path },
          ]}
        />
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {fill(a.townTitle, { town: town.town })}
        </h1>

        <AreaFacts listings={town.listings} locale={locale} />

        <section aria-labelledby="areas-heading" className="mt-12">
          <h2 id="areas-heading" className="text-2xl font-bold">
            {fill(a.areasOf, { town: town.town })}
          </h2>
          <div className="mt-5">
            <AreaList areas={town.areas} locale={locale} />
          </div>
        </section>

        <section aria-labelledby="homes-heading" className="mt-12">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="homes-heading" className="text-2xl font-bold">
              {fill(a.listingsHeading, { area: town.town })}
            </h2>
            <a
              href={at(search)}
              className="text-brand-700 hover:text-brand-900 inline-flex items-center gap-1 rounded font-bold hover:underline"
            >
              {fill(plural(town.listings.length, a.seeAll), { area: town.town })}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
          <ul className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {town.listings.slice(0, AREA_CARDS).map((listing) => (
              <li key={listing.slug} className="flex">
                <ListingCard
                  listing={toSummary(listing, locale)}
                  locale={locale}
                  texts={t.listing}
                />
              </li>
            ))}
          </ul>
        </section>
      </main>
    </PageFrame>
  );
}
