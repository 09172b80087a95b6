import {
  BadgeCheck,
  BriefcaseBusiness,
  Languages,
  Mail,
  MessageCircle,
  Phone,
} from '@/components/ui/icons';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localizedRoute } from '@/components/layout/localized-route';
import { PageFrame } from '@/components/layout/page-frame';
import { ListingGrid } from '@/components/listing/listing-grid';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClass } from '@/components/ui/button';
import { Photo } from '@/components/ui/photo';
import { getAgent, type AgentProfile } from '@/lib/agents/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { pageParams } from '@/lib/pages/selection';
import { fill, plural, formatCount } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { PROPERTY_TYPES } from '@/lib/listings/vocabulary';
import { formatPhone, mailtoTextLink, telLink, whatsappTextLink } from '@/lib/messaging/links';
import { agentJsonLd } from '@/lib/seo/agent-structured-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { agencyPath, agentPath, ROUTES } from '@/lib/site/routes';
import { absoluteUrl, SITE_NAME } from '@/lib/site/site';
import { countText, fillNodes, languageList } from './shared';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';

export type AgentPageParams = Promise<{ slug: string }>;

/** Every agent's slug: the same in both languages. */
/** 'Wanjiru Kamau, Savannah Realty', or 'Jane Doe, private owner' for an owner. */
function agentTitle(profile: AgentProfile, locale: Locale): string {
  const t = dictionary(locale).agents;
  const { name, agency } = profile.agent;
  return profile.agencySlug === undefined
    ? fill(t.ownerTitle, { name })
    : fill(t.agentTitle, { name, agency });
}

export async function agentPageMetadata(
  locale: Locale,
  params: AgentPageParams,
): Promise<Metadata> {
  const profile = getAgent((await params).slug);
  if (!profile) return {};
  const t = dictionary(locale).agents;
  const { name, agency } = profile.agent;
  const listed = countText(profile.listings.length, t.listed, locale);
  return pageMetadata({
    locale,
    title: agentTitle(profile, locale),
    description:
      profile.agencySlug === undefined
        ? fill(t.ownerDescription, { name, listed, site: SITE_NAME })
        : fill(t.agentDescription, { name, agency, listed, site: SITE_NAME }),
    path: agentPath(profile.slug),
  });
}

/**
 * What an agent route exports, for a language: app/(en)/agents/[slug]/page.tsx and
 * app/sw/agents/[slug]/page.tsx are these and nothing else.
 */
export const agentRoute = localizedRoute({
  staticParams: () => pageParams('agent'),
  metadata: agentPageMetadata,
  Page: AgentPage,
});

/** An agent's page: who they are, how to reach them, and every home they list. */
export async function AgentPage({ locale, params }: { locale: Locale; params: AgentPageParams }) {
  const profile = getAgent((await params).slug);
  if (!profile) notFound();
  const { agent, agencySlug, listings } = profile;
  const t = dictionary(locale);
  const at = (path: string) => localePath(locale, path);
  const path = agentPath(profile.slug);
  const pageUrl = absoluteUrl(at(path));
  const message = fill(t.agents.message, { name: agent.name, site: SITE_NAME, url: pageUrl });

  return (
    <PageFrame locale={locale} path={path}>
      <main id="main" className="container-page py-6 sm:py-8">
        <JsonLd data={agentJsonLd(profile, locale)} />
        <Breadcrumbs
          locale={locale}
          crumbs={[
            { name: t.detail.breadcrumbHome, path: ROUTES.home },
            ...(agencySlug === undefined
              ? []
              : [{ name: agent.agency, path: agencyPath(agencySlug) }]),
            { name: agent.name, path },
          ]}
        />

        <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="rounded-card border-line shadow-card min-w-0 border bg-white p-5 sm:p-8">
            <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
              <Photo
                src={agent.photo}
                alt={fill(t.agents.photo, { name: agent.name })}
                width={128}
                height={128}
                priority
                className="ring-brand-50 size-24 shrink-0 rounded-full bg-stone-200 object-cover ring-4 sm:size-32"
              />
              <div className="min-w-0">
                <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
                  {agent.name}
                </h1>
                <p className="text-muted mt-2 flex items-start gap-2">
                  <BriefcaseBusiness
                    aria-hidden="true"
                    className="text-brand-600 mt-0.5 size-5 shrink-0"
                  />
                  <span>
                    {agencySlug === undefined
                      ? t.agents.privateOwner
                      : fillNodes(t.agents.role, {
                          agency: (
                            <a
                              href={at(agencyPath(agencySlug))}
                              className="text-brand-700 hover:text-brand-900 rounded font-bold hover:underline"
                            >
                              {agent.agency}
                            </a>
                          ),
                        })}
                  </span>
                </p>
              </div>
            </div>

            <dl className="border-line mt-6 grid gap-6 border-t pt-6 sm:grid-cols-2">
              {agent.earbNumber !== undefined && (
                <div>
                  <dt className="text-muted text-sm font-semibold">{t.agents.earb}</dt>
                  <dd className="text-ink mt-1 flex items-center gap-1.5 text-lg font-bold">
                    <BadgeCheck aria-hidden="true" className="text-brand-600 size-5 shrink-0" />
                    {agent.earbNumber}
                  </dd>
                  <dd className="text-muted mt-1 text-sm leading-relaxed">{t.agents.earbNote}</dd>
                </div>
              )}
              <div>
                <dt className="text-muted flex items-center gap-1.5 text-sm font-semibold">
                  <Languages aria-hidden="true" className="size-4" />
                  {t.agents.languages}
                </dt>
                <dd className="mt-2">
                  <ul className="flex flex-wrap gap-2">
                    {languageList(agent, locale).map((language) => (
                      <li
                        key={language}
                        className="bg-brand-50 text-brand-800 rounded-full px-3 py-1 text-sm font-semibold"
                      >
                        {language}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
          </div>

          <section
            aria-labelledby="contact-heading"
            className="rounded-card border-line shadow-card border bg-white p-5 sm:p-6 lg:self-start"
          >
            <h2 id="contact-heading" className="text-lg font-bold">
              {t.agents.contact}
            </h2>
            <p className="text-muted mt-1 text-sm">{formatPhone(agent.phone)}</p>
            <p className="text-muted text-sm break-all">{agent.email}</p>
            <div className="mt-5 flex flex-col gap-3">
              <a
                href={whatsappTextLink(agent.phone, message)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('whatsapp', 'lg', 'w-full')}
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                {t.detail.whatsapp}
                <span className="sr-only"> {t.detail.opensInNewTab}</span>
              </a>
              <a href={telLink(agent.phone)} className={buttonClass('dark', 'lg', 'w-full')}>
                <Phone aria-hidden="true" className="size-5" />
                {t.detail.callShort}
              </a>
              <a
                href={mailtoTextLink(
                  agent.email,
                  fill(t.agents.emailSubject, { site: SITE_NAME }),
                  message,
                )}
                className={buttonClass('secondary', 'lg', 'w-full')}
              >
                <Mail aria-hidden="true" className="size-5" />
                {t.detail.email}
              </a>
            </div>
          </section>
        </div>

        <section aria-labelledby="listings-heading" className="mt-12">
          <h2 id="listings-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {fill(t.agents.listingsHeading, {
              name: agent.name,
              count: formatCount(listings.length, locale),
            })}
          </h2>
          {/* Each kind the agent lists, counted: '3 apartments · 1 plot'. */}
          <p className="text-muted mt-2 text-sm font-semibold" data-kind-counts>
            {PROPERTY_TYPES.flatMap((type) => {
              const n = listings.filter((l) => l.type === type).length;
              return n === 0 ? [] : [plural(n, t.agents.kindCounts[type])];
            }).join(' · ')}
          </p>
          <ListingGrid listings={listings} locale={locale} className="mt-6" />
        </section>
      </main>
    </PageFrame>
  );
}
