'use client';

import clsx from 'clsx';
import type { MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { LANGUAGE_TAG, switchLocalePath, type Locale } from '@/lib/i18n/locales';
import { useHydrated } from './use-client-pathname';
import { saveLanguageChoice } from './use-language';

/**
 * The texts of the toggle, from the server: `switchTo` is worded as docs/spec.md §2.1 asks
 * ('Switch to Swahili' on English pages, 'Switch to English' on Swahili ones), `code` is the
 * current language ('EN' / 'SW'), `label` introduces it to screen readers.
 */
export interface LanguageToggleTexts {
  switchTo: string;
  code: string;
  label: string;
}

interface Props {
  /** The same page in the other language, as the server knows it (without a query string). */
  href: string;
  /** The language the link leads to. */
  target: Locale;
  texts: LanguageToggleTexts;
  icon?: ReactNode;
  className?: string;
}

/**
 * A real link to this page in the other language. The server writes the counterpart's path;
 * in the browser the link follows the address as it is when clicked, so a search on
 * /listings/?location=Kilimani&bedrooms=3 stays that search on /sw/listings/. Following it
 * remembers the choice (use-language.ts).
 */
function useCounterpart(href: string) {
  // After hydration, from the browser's address: the 404 page is one file for every path, so
  // only the browser knows it. Until then (and in the HTML) the server's path.
  const current = useHydrated() ? switchLocalePath(`${location.pathname}${location.search}`) : href;
  // The query string may have changed since (a search in place): the link takes the address
  // as it is now before anything can use it: a click, a middle click, a long press or right
  // click (copy link, open in a new tab), or focus (keyboard).
  const refresh = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = switchLocalePath(`${location.pathname}${location.search}`);
  };
  return {
    href: current,
    onPointerDown: refresh,
    onFocus: refresh,
    onClick(event: MouseEvent<HTMLAnchorElement>, target: Locale) {
      refresh(event);
      saveLanguageChoice(target);
    },
  };
}

/** 'Switch to English' stays in English on Swahili pages: marked so screen readers say it so. */
const switchLang = (target: Locale) => (target === 'en' ? LANGUAGE_TAG.en : undefined);

/** Compact toggle for the desktop header: shows the current language, EN or SW. */
export function LanguageToggle({ href, target, texts, icon, className }: Props) {
  const link = useCounterpart(href);
  return (
    <a
      href={link.href}
      hrefLang={LANGUAGE_TAG[target]}
      onPointerDown={link.onPointerDown}
      onFocus={link.onFocus}
      onClick={(event) => link.onClick(event, target)}
      title={texts.switchTo}
      className={clsx(
        'border-line text-ink hover:border-brand-300 hover:bg-brand-50 inline-flex h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition',
        className,
      )}
    >
      {icon}
      <span className="sr-only">{texts.label}</span>
      {texts.code}
      <span className="sr-only" lang={switchLang(target)}>
        , {texts.switchTo}
      </span>
    </a>
  );
}

/** Full-width toggle for the mobile menu, worded as docs/spec.md §2.1 asks. */
export function LanguageToggleWide({ href, target, texts, icon, className }: Props) {
  const link = useCounterpart(href);
  return (
    <a
      href={link.href}
      hrefLang={LANGUAGE_TAG[target]}
      onPointerDown={link.onPointerDown}
      onFocus={link.onFocus}
      onClick={(event) => link.onClick(event, target)}
      className={clsx(
        'text-ink hover:bg-brand-50 flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-base font-semibold',
        className,
      )}
    >
      {icon}
      <span lang={switchLang(target)}>{texts.switchTo}</span>
    </a>
  );
}
