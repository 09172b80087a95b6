'use client';

import { useEffect } from 'react';
import type { CurrencyConfig } from '@/components/runtime/currency-runtime';
import type { ListsTexts } from '@/components/runtime/lists-runtime';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Starts the lists runtime (components/runtime/lists-runtime.ts) once the page is interactive,
 * with the data saver's and the offline worker's (components/runtime/device-runtime.ts: one
 * request). The runtime is a dynamic import, so the Save and Compare buttons cost every page only
 * this component in its first-load script; the buttons stay hidden until it has run (see
 * app/globals.css).
 */
export function DeviceLists({
  texts,
  comparePath,
  currency,
  locale,
}: {
  texts: ListsTexts;
  /** The page's language: the saved homes' pages the offline worker keeps are in it. */
  locale: Locale;
  comparePath: string;
  /**
   * The rates and words of the currency runtime, started the same way (one loader for both);
   * undefined when the build's rates are too old: the runtime never loads, so no price is
   * converted, whatever currency the device chose before.
   */
  currency: CurrencyConfig | undefined;
}) {
  useEffect(() => {
    void import('@/components/runtime/device-runtime').then((runtime) => {
      runtime.startLists(texts, comparePath);
      runtime.startSaver();
      runtime.startOffline(locale);
    });
  }, [texts, comparePath, locale]);
  useEffect(() => {
    if (!currency) return;
    void import('@/components/runtime/currency-runtime').then((runtime) =>
      runtime.startCurrency(currency),
    );
  }, [currency]);
  return null;
}
