import { Fragment, type ReactNode } from 'react';
import { dictionary } from '@/lib/i18n/dictionary';
import type { PluralForms } from '@/lib/i18n/en';
import { fill, formatCount } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Agent } from '@/lib/listings/schema';

/** What the agent and agency pages share: counts, languages, and texts with a link inside. */

/** The form for `n` with the number grouped as the locale writes it ('1,240 homes listed'). */
export function countText(n: number, forms: PluralForms, locale: Locale): string {
  return fill(n === 1 ? forms.one : forms.other, { n: formatCount(n, locale) });
}

/**
 * `fill` for texts with an element inside, e.g. 'Estate agent at {agency}' with the agency
 * linked: each `{name}` with a value becomes that node, the rest stays text.
 */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  return text
    .split(/(\{\w+\})/)
    .map((part, i) => (
      <Fragment key={i}>
        {/^\{\w+\}$/.test(part) && part.slice(1, -1) in values ? values[part.slice(1, -1)] : part}
      </Fragment>
    ));
}

/** An agent's languages in the page's language ('Kiingereza, Kiswahili, Kikuyu'). */
export function languageList(agent: Agent, locale: Locale): string[] {
  const names = dictionary(locale).languageNames;
  return agent.languages.map((language) => names[language]);
}
