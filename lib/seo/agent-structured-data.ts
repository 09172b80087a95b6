import 'server-only';
import type { Person, RealEstateAgent, WithContext } from 'schema-dts';
import type { AgencyProfile, AgentProfile } from '@/lib/agents/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { LANGUAGE_TAG, localePath, type Locale } from '@/lib/i18n/locales';
import { normalizeKenyanPhone } from '@/lib/messaging/links';
import { agencyPath, agentPath } from '@/lib/site/routes';
import { absoluteUrl } from '@/lib/site/site';

/**
 * schema.org data of the agent and agency pages: an agent is a Person who works for a
 * RealEstateAgent (the agency); a private owner works for no one. Language names are in the
 * page's language, which `mainEntityOfPage.inLanguage` gives.
 */

function url(locale: Locale, path: string): string {
  return absoluteUrl(localePath(locale, path));
}

export function agentJsonLd(profile: AgentProfile, locale: Locale): WithContext<Person> {
  const { agent, agencySlug } = profile;
  const t = dictionary(locale);
  const page = url(locale, agentPath(profile.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: agent.name,
    url: page,
    image: absoluteUrl(agent.photo),
    telephone: `+${normalizeKenyanPhone(agent.phone)}`,
    email: agent.email,
    knowsLanguage: agent.languages.map((language) => t.languageNames[language]),
    ...(agencySlug === undefined
      ? {}
      : {
          worksFor: {
            '@type': 'RealEstateAgent',
            name: agent.agency,
            url: url(locale, agencyPath(agencySlug)),
          },
        }),
    mainEntityOfPage: { '@type': 'ProfilePage', url: page, inLanguage: LANGUAGE_TAG[locale] },
  };
}

export function agencyJsonLd(agency: AgencyProfile, locale: Locale): WithContext<RealEstateAgent> {
  const page = url(locale, agencyPath(agency.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: agency.name,
    url: page,
    address: { '@type': 'PostalAddress', addressCountry: 'KE' },
    employee: agency.agents.map((profile) => ({
      '@type': 'Person',
      name: profile.agent.name,
      url: url(locale, agentPath(profile.slug)),
    })),
    mainEntityOfPage: { '@type': 'WebPage', url: page, inLanguage: LANGUAGE_TAG[locale] },
  };
}
