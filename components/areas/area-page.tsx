import { ArrowRight } from '@/components/ui/icons';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { localizedRoute } from '@/components/layout/localized-route';
import { PageFrame } from '@/components/layout/page-frame';
import { buttonClass } from '@/components/ui/button';
import { getArea, nearbyAreas, type AreaGroup } from '@/lib/areas/data';
import { AREA_INTRODUCTIONS } from '@/lib/content/areas';
import { dictionary } from '@/lib/i18n/dictionary';
import { pageParams } from '@/lib/pages/selection';
import { fill, formatCount, plural } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { areaCentre } from '@/lib/map/areas';
import { nearbyOf } from '@/lib/map/nearby-data';
import { areaPath, ROUTES, searchPath, townPath } from '@/lib/site/routes';
import { NearbyPlaces } from '@/components/map/nearby-places';
import { AreaFacts } from './area-facts';
import { AreaList } from './area-list';
import { AreaLocator } from './area-locator';
import { PlaceHomes } from './place-homes';
import { DevelopmentCard } from '@/components/developments/development-card';
import { getDevelopments } from '@/lib/developments/data';

type Params = Promise<{ town: string; area: string }>;

async function areaOfParams(params: Params): Promise<AreaGroup | undefined> {
  const { town, area } = await params;
  return getArea(town, area);
}

/** What an area route exports, for a language: the route files are this and nothing else. */
export const areaRoute = localizedRoute({
  staticParams: () => pageParams('area'),
  metadata: async (locale, params) => {
    const area = await areaOfParams(params);
    if (!area) return {};
    const a = dictionary(locale).areas;
    const names = { area: area.area, town: area.town };
    return pageMetadata({
      locale,
      title: fill(a.areaTitle, names),
      description: fill(a.areaDescription, {
        ...names,
        count: formatCount(area.listings.length, locale),
      }),
      path: areaPath(area.townSlug, area.areaSlug),
    });
  },
  Page: async ({ locale, params }) => {
    const area = await areaOfParams(params);
    if (!area) notFound();
    return <AreaPage area={area} locale={locale} />;
  },
});

function AreaPage({ area, locale }: { area: AreaGroup; locale: Locale }) {
  const t = dictionary(locale);
  const a = t.areas;
  const at = (path: string) => localePath(locale, path);
  const path = areaPath(area.townSlug, area.areaSlug);
  const intro = AREA_INTRODUCTIONS[area.location]?.[locale];
  const nearby = nearbyAreas(area);
  // Every area of the vocabulary has a checked centre (tests/unit/map/areas.test.ts).
  const centre = areaCentre(area.location)!;
  const projects = getDevelopments().filter((d) => d.location === area.location);
  return (
    <PageFrame locale={locale} path={path}>
      <main id="main" className="container-page py-6 sm:py-8">
        <Breadcrumbs
          locale={locale}
          crumbs={[
            { name: t.detail.breadcrumbHome, path: ROUTES.home },
            { name: a.breadcrumb, path: ROUTES.areas },
            { name: area.town, path: townPath(area.townSlug) },
            { name: area.area, path },
          ]}
        />
        <div className="mt-5 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {fill(a.areaTitle, { area: area.area, town: area.town })}
            </h1>
            {intro && <p className="text-ink/90 mt-4 max-w-2xl text-lg leading-relaxed">{intro}</p>}
            <a
              href={at(searchPath(new URLSearchParams({ location: area.search }).toString()))}
              className={`${buttonClass('primary', 'lg')} mt-6`}
            >
              {fill(plural(area.listings.length, a.seeAll), { area: area.area })}
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          </div>
          <AreaLocator area={area} locale={locale} />
        </div>

        <AreaFacts listings={area.listings} locale={locale} />

        <PlaceHomes
          name={area.area}
          listings={area.listings}
          search={area.search}
          locale={locale}
        />

        {/* New developments here (lib/developments/): their units are among the homes above. */}
        {projects.length > 0 && (
          <section aria-labelledby="developments-heading" className="mt-12">
            <h2 id="developments-heading" className="text-2xl font-bold">
              {fill(t.developments.areaHeading, { area: area.area })}
            </h2>
            <ul className="mt-5 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {projects.map((development) => (
                <li key={development.slug} className="flex [&>article]:flex-1">
                  <DevelopmentCard development={development} locale={locale} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <NearbyPlaces
          nearby={nearbyOf(centre)}
          intro={fill(t.nearby.areaIntro, { area: area.area })}
          locale={locale}
          className="mt-12"
        />

        {nearby.length > 0 && (
          <section aria-labelledby="nearby-heading" className="mt-12">
            <h2 id="nearby-heading" className="text-2xl font-bold">
              {fill(a.nearbyHeading, { town: area.town })}
            </h2>
            <div className="mt-5">
              <AreaList
                areas={nearby.map((n) => n.area)}
                locale={locale}
                note={(other) => {
                  const km = nearby.find((n) => n.area === other)!.km;
                  return `${fill(a.distance, { km: Math.max(1, Math.round(km)) })} · ${plural(other.listings.length, a.homes)}`;
                }}
              />
            </div>
          </section>
        )}
      </main>
    </PageFrame>
  );
}
