import { BadgeCheck, Building2 } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { localizedRoute } from '@/components/layout/localized-route';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { getDeveloper, projectsOf } from '@/lib/developments/data';
import { isBuilding } from '@/lib/developments/vocabulary';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, formatDay, plural } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { pageParams } from '@/lib/pages/selection';
import { developerEntity } from '@/lib/seo/development-structured-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { developerPath, ROUTES } from '@/lib/site/routes';
import { SITE_NAME } from '@/lib/site/site';
import { DevelopmentCard } from './development-card';

export type DeveloperPageParams = Promise<{ slug: string }>;

async function developerPageMetadata(
  locale: Locale,
  params: DeveloperPageParams,
): Promise<Metadata> {
  const developer = getDeveloper((await params).slug);
  if (!developer) return {};
  const t = dictionary(locale).developments;
  return pageMetadata({
    locale,
    title: fill(t.developerTitle, { name: developer.name }),
    description: fill(t.developerDescription, {
      name: developer.name,
      site: SITE_NAME,
      projects: plural(projectsOf(developer).length, t.projects),
    }),
    path: developerPath(developer.slug),
  });
}

/** What a developer route exports, for a language (app/(en)/developers/[slug]/, app/sw/…). */
export const developerRoute = localizedRoute({
  staticParams: () => pageParams('developer'),
  metadata: developerPageMetadata,
  Page: DeveloperPage,
});

/**
 * A developer: the company, its registration number as it states it, and its projects with
 * their stages. Completed projects stay as its track record, so a buyer can see what it has
 * finished before paying for what it has not.
 */
async function DeveloperPage({ locale, params }: { locale: Locale; params: DeveloperPageParams }) {
  const developer = getDeveloper((await params).slug);
  if (!developer) notFound();
  const texts = dictionary(locale);
  const t = texts.developments;
  const projects = projectsOf(developer);
  const onSale = projects.filter((p) => isBuilding(p.state));
  const done = projects.filter((p) => !isBuilding(p.state));
  const path = developerPath(developer.slug);
  return (
    <PageFrame locale={locale} path={path}>
      <main id="main" className="container-page py-6 sm:py-8">
        <JsonLd
          data={{ '@context': 'https://schema.org', ...developerEntity(developer, locale) }}
        />
        <Breadcrumbs
          locale={locale}
          crumbs={[
            { name: texts.detail.breadcrumbHome, path: ROUTES.home },
            { name: t.breadcrumb, path: ROUTES.developments },
            { name: developer.name, path },
          ]}
        />
        <div className="rounded-card border-line shadow-card mt-5 border bg-white p-5 sm:p-8">
          <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
            <Building2 aria-hidden="true" className="text-brand-700 size-8 shrink-0" />
            {developer.name}
          </h1>
          <p className="mt-4 max-w-prose leading-relaxed">
            {locale === 'sw' ? developer.sw.about : developer.about}
          </p>
          <dl className="border-line mt-6 grid gap-6 border-t pt-6 sm:grid-cols-2">
            <div data-check="company">
              <dt className="text-muted text-sm font-semibold">{t.registration}</dt>
              {developer.registration ? (
                <>
                  <dd className="mt-1 flex items-center gap-1.5 text-lg font-bold">
                    <BadgeCheck aria-hidden="true" className="text-brand-600 size-5 shrink-0" />
                    {developer.registration.number}
                  </dd>
                  <dd className="text-muted mt-1 text-xs">
                    {t.statement} ·{' '}
                    {fill(t.confirmed, {
                      date: formatDay(developer.registration.confirmedAt, texts.listing.months),
                    })}
                  </dd>
                </>
              ) : (
                <dd className="mt-1 text-lg font-bold" data-not-provided>
                  {t.notProvided}
                </dd>
              )}
              <dd className="text-muted mt-1 text-sm">{t.howTo.company}</dd>
            </div>
            {developer.founded !== undefined && (
              <div>
                <dt className="text-muted text-sm font-semibold">{t.foundedLabel}</dt>
                <dd className="mt-1 text-lg font-bold">{developer.founded}</dd>
              </div>
            )}
          </dl>
        </div>

        <section aria-labelledby="on-sale-heading" className="mt-12">
          <h2 id="on-sale-heading" className="text-2xl font-extrabold tracking-tight">
            {t.onSale} ({onSale.length})
          </h2>
          <ProjectList projects={onSale} locale={locale} />
        </section>
        <section aria-labelledby="track-record-heading" className="mt-12">
          <h2 id="track-record-heading" className="text-2xl font-extrabold tracking-tight">
            {t.trackRecord} ({done.length})
          </h2>
          {done.length === 0 ? (
            <p className="text-muted mt-3">{fill(t.trackRecordNone, { site: SITE_NAME })}</p>
          ) : (
            <ProjectList projects={done} locale={locale} />
          )}
        </section>
      </main>
    </PageFrame>
  );
}

function ProjectList({
  projects,
  locale,
}: {
  projects: ReturnType<typeof projectsOf>;
  locale: Locale;
}) {
  return (
    <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {projects.map((development) => (
        <li key={development.slug} className="flex [&>article]:flex-1">
          <DevelopmentCard
            development={development}
            locale={locale}
            headingLevel={3}
            showDeveloper={false}
          />
        </li>
      ))}
    </ul>
  );
}
