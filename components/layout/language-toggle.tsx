'use client';

import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useLanguage } from './use-language';

// Icons arrive as props, rendered by a server component: no icon code in the browser bundle.

/** Compact toggle for the desktop header: shows the current language, EN or SW. */
export function LanguageToggle({ icon, className }: { icon?: ReactNode; className?: string }) {
  const [language, toggle] = useLanguage();
  const other = language === 'en' ? 'Swahili' : 'English';
  return (
    <button
      type="button"
      onClick={toggle}
      title={`Switch to ${other}`}
      className={clsx(
        'border-line text-ink hover:border-brand-300 hover:bg-brand-50 inline-flex h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition',
        className,
      )}
    >
      {icon}
      <span className="sr-only">Language: </span>
      {language === 'en' ? 'EN' : 'SW'}
      <span className="sr-only">, switch to {other}</span>
    </button>
  );
}

/** Full-width toggle for the mobile menu, worded as docs/spec.md §2.1 asks. */
export function LanguageToggleWide({ icon, className }: { icon?: ReactNode; className?: string }) {
  const [language, toggle] = useLanguage();
  return (
    <button
      type="button"
      onClick={toggle}
      className={clsx(
        'text-ink hover:bg-brand-50 flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-base font-semibold',
        className,
      )}
    >
      {icon}
      {language === 'en' ? 'Switch to Swahili' : 'Switch to English'}
    </button>
  );
}
