import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { localizedRoute } from '@/components/layout/localized-route';
import { PageFrame } from '@/components/layout/page-frame';
import { getTowns } from '@/lib/areas/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, plural } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { ROUTES, townPath } from '@/lib/site/routes';
import { AreaList } from './area-list';

/** Every town and its areas, each linked to its page (also the home page's 'Browse by area'). */
export function TownsAndAreas({
  locale,
  headingLevel = 2,
}: {
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const t = dictionary(locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-10">
      {getTowns().map((town) => (
        <section key={town.townSlug} aria-labelledby={`town-${town.townSlug}`}>
          <Heading id={`town-${town.townSlug}`} className="text-xl font-bold">
            <a
              href={localePath(locale, townPath(town.townSlug))}
              className="hover:text-brand-800 rounded hover:underline"
            >
              {fill(t.areas.townTitle, { town: town.town })}
            </a>{' '}
            <span className="text-muted text-base font-semibold">
              ({plural(town.listings.length, t.areas.homes)})
            </span>
          </Heading>
          <div className="mt-4">
            <AreaList areas={town.areas} locale={locale} />
          </div>
        </section>
      ))}
    </div>
  );
}

/** What the /areas/ route exports, for a language. */
export const areasIndexRoute = localizedRoute({
  metadata: (locale) => {
    const a = dictionary(locale).areas;
    return pageMetadata({
      locale,
      title: a.indexTitle,
      description: a.indexDescription,
      path: ROUTES.areas,
    });
  },
  Page: AreasIndexPage,
});

function AreasIndexPage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const a = t.areas;
  return (
    <PageFrame locale={locale} path={ROUTES.areas}>
      <main id="main" className="container-page py-6 sm:py-8">
        <Breadcrumbs
          locale={locale}
          crumbs={[
            { name: t.detail.breadcrumbHome, path: ROUTES.home },
            { name: a.breadcrumb, path: ROUTES.areas },
          ]}
        />
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {a.indexHeading}
        </h1>
        <p className="text-muted mt-3 max-w-2xl text-lg">{t.home.areasText}</p>
        <div className="mt-8">
          <TownsAndAreas locale={locale} />
        </div>
      </main>
    </PageFrame>
  );
}
