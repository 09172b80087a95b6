import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { localizedRoute } from '@/components/layout/localized-route';
import { PageFrame } from '@/components/layout/page-frame';
import { getTown, type TownGroup } from '@/lib/areas/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { pageParams } from '@/lib/pages/selection';
import { fill, formatCount } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { ROUTES, townPath } from '@/lib/site/routes';
import { AreaFacts } from './area-facts';
import { AreaList } from './area-list';
import { PlaceHomes } from './place-homes';

/** What a town route exports, for a language. */
export const townRoute = localizedRoute({
  staticParams: () => pageParams('town'),
  metadata: async (locale, params) => {
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
  Page: async ({ locale, params }) => {
    const town = getTown((await params).town);
    if (!town) notFound();
    return <TownPage town={town} locale={locale} />;
  },
});

function TownPage({ town, locale }: { town: TownGroup; locale: Locale }) {
  const t = dictionary(locale);
  const a = t.areas;
  const path = townPath(town.townSlug);
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

        {/* Town names appear in no other location: the town's name finds exactly its homes. */}
        <PlaceHomes name={town.town} listings={town.listings} search={town.town} locale={locale} />
      </main>
    </PageFrame>
  );
}
