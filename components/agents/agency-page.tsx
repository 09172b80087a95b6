import { Building2, House, Languages, Users } from '@/components/ui/icons';
import { priceText } from '@/lib/listings/figures';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localizedRoute } from '@/components/layout/localized-route';
import { PageFrame } from '@/components/layout/page-frame';
import { ListingGrid } from '@/components/listing/listing-grid';
import { JsonLd } from '@/components/seo/json-ld';
import { Photo } from '@/components/ui/photo';
import { getAgency, type AgencyProfile } from '@/lib/agents/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { pageParams } from '@/lib/pages/selection';
import { fill, formatCount } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { listingText } from '@/lib/listings/text';
import { agencyJsonLd } from '@/lib/seo/agent-structured-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { agencyPath, agentPath, listingPath, ROUTES } from '@/lib/site/routes';
import { SITE_NAME } from '@/lib/site/site';
import { countText, languageList } from './shared';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';

/**
 * Listings shown as cards; the rest (an agency can list a thousand homes) as a compact list of
 * links, so the page stays small.
 */
export const AGENCY_CARDS = 12;

export type AgencyPageParams = Promise<{ slug: string }>;

/** '2 agents' and '5 homes listed', in the page's language. */
function agencyCounts(agency: AgencyProfile, locale: Locale) {
  const t = dictionary(locale).agents;
  return {
    agents: countText(agency.agents.length, t.agentCount, locale),
    listed: countText(agency.listings.length, t.listed, locale),
  };
}

export async function agencyPageMetadata(
  locale: Locale,
  params: AgencyPageParams,
): Promise<Metadata> {
  const agency = getAgency((await params).slug);
  if (!agency) return {};
  const t = dictionary(locale).agents;
  return pageMetadata({
    locale,
    title: fill(t.agencyTitle, { agency: agency.name }),
    description: fill(t.agencyDescription, {
      agency: agency.name,
      ...agencyCounts(agency, locale),
      site: SITE_NAME,
    }),
    path: agencyPath(agency.slug),
  });
}

/**
 * What an agency route exports, for a language: app/(en)/agencies/[slug]/page.tsx and
 * app/sw/agencies/[slug]/page.tsx are these and nothing else.
 */
export const agencyRoute = localizedRoute({
  staticParams: () => pageParams('agency'),
  metadata: agencyPageMetadata,
  Page: AgencyPage,
});

/** An agency's page: its agents, then every home it lists. */
export async function AgencyPage({ locale, params }: { locale: Locale; params: AgencyPageParams }) {
  const agency = getAgency((await params).slug);
  if (!agency) notFound();
  const t = dictionary(locale);
  const at = (path: string) => localePath(locale, path);
  const path = agencyPath(agency.slug);
  const counts = agencyCounts(agency, locale);
  const cards = agency.listings.slice(0, AGENCY_CARDS);
  const rest = agency.listings.slice(AGENCY_CARDS);

  return (
    <PageFrame locale={locale} path={path}>
      <main id="main" className="container-page py-6 sm:py-8">
        <JsonLd data={agencyJsonLd(agency, locale)} />
        <Breadcrumbs
          locale={locale}
          crumbs={[
            { name: t.detail.breadcrumbHome, path: ROUTES.home },
            { name: agency.name, path },
          ]}
        />

        <div className="rounded-card border-line shadow-card mt-5 flex flex-col gap-5 border bg-white p-5 sm:flex-row sm:items-center sm:p-8">
          <span className="bg-brand-50 text-brand-700 grid size-16 shrink-0 place-items-center rounded-2xl sm:size-20">
            <Building2 aria-hidden="true" className="size-8 sm:size-10" />
          </span>
          <div className="min-w-0">
            <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
              {agency.name}
            </h1>
            <ul className="text-muted mt-3 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
              <li className="flex items-center gap-1.5">
                <Users aria-hidden="true" className="text-brand-600 size-5" />
                {counts.agents}
              </li>
              <li className="flex items-center gap-1.5">
                <House aria-hidden="true" className="text-brand-600 size-5" />
                {counts.listed}
              </li>
            </ul>
          </div>
        </div>

        <section aria-labelledby="agents-heading" className="mt-12">
          <h2 id="agents-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {fill(t.agents.agentsHeading, { agency: agency.name })}
          </h2>
          <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {agency.agents.map((profile) => (
              <li
                key={profile.slug}
                className="rounded-card border-line shadow-card hover:shadow-card-hover focus-within:shadow-card-hover relative flex items-center gap-4 border bg-white p-5 transition"
              >
                <Photo
                  src={profile.agent.photo}
                  alt={fill(t.agents.photo, { name: profile.agent.name })}
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-full bg-stone-200 object-cover"
                />
                <div className="min-w-0">
                  <h3 className="text-ink leading-snug font-bold">
                    <a
                      href={at(agentPath(profile.slug))}
                      className="after:rounded-card focus-visible:after:outline-gold-500 hover:text-brand-800 outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:after:outline-3"
                    >
                      {profile.agent.name}
                    </a>
                  </h3>
                  <p className="text-muted mt-1 flex items-start gap-1.5 text-sm">
                    <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>
                      <span className="sr-only">{t.agents.languages}: </span>
                      {languageList(profile.agent, locale).join(', ')}
                    </span>
                  </p>
                  <p className="text-brand-800 mt-1 flex items-center gap-1.5 text-sm font-semibold">
                    <House aria-hidden="true" className="size-4 shrink-0" />
                    {countText(profile.listings.length, t.areas.homes, locale)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="listings-heading" className="mt-12">
          <h2 id="listings-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {fill(t.agents.agencyListings, {
              agency: agency.name,
              count: formatCount(agency.listings.length, locale),
            })}
          </h2>
          <ListingGrid listings={cards} locale={locale} className="mt-6" />
          {rest.length > 0 && (
            <>
              <h3 className="mt-10 text-xl font-bold">
                {fill(t.agents.moreListings, { count: formatCount(rest.length, locale) })}
              </h3>
              {/*
                Up to a thousand rows: the styles sit on the list, not on each row, so a row is
                its link, its place and its price and little else.
              */}
              <ul className="rounded-card border-line shadow-card [&_a]:text-ink [&_a:hover]:text-brand-800 *:border-line [&_span]:text-muted [&_span+span]:text-brand-800 mt-4 grid border bg-white px-5 *:grid *:grid-cols-[minmax(0,1fr)_auto] *:gap-x-4 *:border-b *:py-3 lg:grid-cols-2 lg:gap-x-10 [&_a]:rounded [&_a]:font-semibold [&_a:hover]:underline [&_span]:col-start-1 [&_span]:text-sm [&_span+span]:col-start-2 [&_span+span]:row-start-1 [&_span+span]:text-right [&_span+span]:font-bold [&>li:last-child]:border-b-0 lg:[&>li:nth-last-child(2):nth-child(odd)]:border-b-0">
                {rest.map((listing) => (
                  <li key={listing.slug}>
                    <a href={at(listingPath(listing.slug))}>{listingText(listing, locale).title}</a>
                    <span>{listing.location}</span>
                    <span>{priceText(listing, t.listing)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </main>
    </PageFrame>
  );
}
