import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { localizedRoute } from '@/components/layout/localized-route';
import { PageFrame } from '@/components/layout/page-frame';
import { buttonClass } from '@/components/ui/button';
import { fieldClass } from '@/components/search/field-class';
import { placeOf } from '@/lib/areas/places';
import { getDevelopments } from '@/lib/developments/data';
import { DEVELOPMENT_STATES } from '@/lib/developments/vocabulary';
import { dictionary } from '@/lib/i18n/dictionary';
import { plural } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { ROUTES } from '@/lib/site/routes';
import { DevelopmentCard } from './development-card';
import { DevelopmentsFilter } from './developments-filter';

/** What the /developments/ route exports, for a language. */
export const developmentsIndexRoute = localizedRoute({
  metadata: (locale) => {
    const t = dictionary(locale).developments;
    return pageMetadata({
      locale,
      title: t.indexTitle,
      description: t.indexDescription,
      path: ROUTES.developments,
    });
  },
  Page: DevelopmentsIndexPage,
});

/**
 * Every project, soonest completion first (lib/developments/data.ts), with filters by town and
 * stage. The cards are all in the markup; ./developments-filter.tsx hides those that do not
 * match.
 */
function DevelopmentsIndexPage({ locale }: { locale: Locale }) {
  const texts = dictionary(locale);
  const t = texts.developments;
  const developments = getDevelopments();
  // The towns that have a project, once each, in the order of the list.
  const towns = [
    ...new Map(
      developments.map((d) => {
        const place = placeOf(d.location);
        return [place.townSlug, place.town] as const;
      }),
    ),
  ].sort(([, a], [, b]) => a.localeCompare(b));
  const label = 'text-muted text-xs font-bold uppercase';
  return (
    <PageFrame locale={locale} path={ROUTES.developments}>
      <main id="main" className="container-page py-6 sm:py-8">
        <Breadcrumbs
          locale={locale}
          crumbs={[
            { name: texts.detail.breadcrumbHome, path: ROUTES.home },
            { name: t.breadcrumb, path: ROUTES.developments },
          ]}
        />
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">{t.heading}</h1>
        <p className="text-muted mt-3 max-w-2xl text-lg">{t.intro}</p>

        <form
          data-project-filters
          role="search"
          aria-label={t.filters}
          className="rounded-card border-line mt-8 flex flex-wrap items-end gap-3 border bg-white p-4"
        >
          <div className="flex min-w-40 flex-1 flex-col gap-1.5 sm:flex-none">
            <label htmlFor="project-town" className={label}>
              {t.town}
            </label>
            <select id="project-town" name="town" defaultValue="" className={fieldClass}>
              <option value="">{t.anyTown}</option>
              {towns.map(([slug, name]) => (
                <option key={slug} value={slug}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-w-40 flex-1 flex-col gap-1.5 sm:flex-none">
            <label htmlFor="project-state" className={label}>
              {t.state}
            </label>
            <select id="project-state" name="state" defaultValue="" className={fieldClass}>
              <option value="">{t.anyState}</option>
              {DEVELOPMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {t.states[state]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass('primary', 'md')}>
            {t.apply}
          </button>
          <button type="reset" className={buttonClass('outline', 'md')}>
            {t.clear}
          </button>
        </form>
        <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
          <span role="status" className="font-bold" data-project-count>
            {plural(developments.length, t.count)}
          </span>
          <span className="text-muted">{t.sorted}</span>
        </p>
        <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {developments.map((development) => {
            const place = placeOf(development.location);
            return (
              <li
                key={development.slug}
                data-project-item
                data-town={place.townSlug}
                data-state={development.state}
                className="flex [&>article]:flex-1"
              >
                <DevelopmentCard development={development} locale={locale} />
              </li>
            );
          })}
        </ul>
        <DevelopmentsFilter count={t.count} none={t.none} />
      </main>
    </PageFrame>
  );
}
