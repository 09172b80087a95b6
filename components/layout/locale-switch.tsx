'use client';

import { useEffect, type ReactNode } from 'react';
import { LANGUAGE_TAG, splitLocale, type Locale } from '@/lib/i18n/locales';
import { useClientPathname } from './use-client-pathname';

/**
 * Shows the page in the language of the address it was served for. Only the 404 page needs
 * this: a plain static host answers /sw/anything with the one 404.html, so that file carries
 * both languages' pages (rendered on the server) and picks one once the browser knows the path.
 * nginx serves /sw/404.html, already in Swahili, for /sw/ (deploy/nginx.conf).
 */
export function LocaleSwitch({
  initial,
  pages,
  titles,
}: {
  /** The language the file was written in (what shows before hydration). */
  initial: Locale;
  pages: Record<Locale, ReactNode>;
  titles: Record<Locale, string>;
}) {
  const pathname = useClientPathname();
  const locale = pathname === null ? initial : splitLocale(pathname).locale;
  useEffect(() => {
    if (locale === initial) return;
    document.documentElement.lang = LANGUAGE_TAG[locale];
    // Next writes the file's own <title> back once its metadata settles after hydration: keep
    // the title of the language shown whenever the head changes.
    const title = titles[locale];
    const keep = () => {
      if (document.title !== title) document.title = title;
    };
    keep();
    const observer = new MutationObserver(keep);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [locale, initial, titles]);
  return pages[locale];
}
