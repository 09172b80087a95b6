import { Heart } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { getCurrentRates } from '@/lib/finance/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { COMPARE_PATH, SAVED_PATH } from '@/lib/site/routes';
import { DeviceLists } from './device-lists';

/*
 * The parts of every page that show the device's lists, drawn by the server and brought to life by
 * the lists runtime (components/runtime/lists-runtime.ts): the header's link to Saved homes with
 * its count, the messages after Save or Compare, and the compare tray.
 */

/** The header's link to /saved/; the runtime fills in the count and the accessible name. */
export function SavedLink({ locale }: { locale: Locale }) {
  const t = dictionary(locale).lists;
  return (
    <a
      href={localePath(locale, SAVED_PATH)}
      data-saved-link
      className="hover:bg-brand-50 text-ink relative inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-bold"
    >
      <Heart aria-hidden="true" className="text-rent size-5" />
      <span className="sr-only sm:not-sr-only">{t.navLabel}</span>
      <span
        data-saved-count
        hidden
        className="bg-rent absolute top-0.5 right-0 grid h-5 min-w-5 place-items-center rounded-full px-1 text-[0.7rem] leading-none text-white sm:static"
      />
    </a>
  );
}

/** The message region and the compare tray, once per page, plus the runtime's loader. */
export function ListsChrome({ locale }: { locale: Locale }) {
  const words = dictionary(locale);
  const t = words.lists;
  const rates = getCurrentRates();
  return (
    <>
      <DeviceLists
        locale={locale}
        texts={t}
        comparePath={localePath(locale, COMPARE_PATH)}
        currency={
          rates && {
            kesPer: rates.kesPer,
            asOf: rates.asOf,
            texts: {
              approx: words.money.approx,
              rateDate: words.money.rateDate,
              months: words.listing.months,
            },
          }
        }
      />
      <p
        id="lists-status"
        role="status"
        className="bg-ink fixed top-20 left-1/2 z-50 w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-xl px-4 py-3 text-center text-sm font-semibold text-white shadow-lg empty:sr-only"
      />
      <section
        id="compare-tray"
        hidden
        aria-label={t.trayLabel}
        className="border-line shadow-panel fixed right-3 bottom-3 left-3 z-40 flex items-center gap-2 rounded-2xl border bg-white p-2 pl-4 sm:left-auto lg:right-6 lg:bottom-6"
      >
        <p className="mr-auto text-sm leading-tight">
          <span data-compare-count className="block font-bold" />
          <span data-compare-hint className="text-muted block" />
        </p>
        <a
          data-compare-link
          href={localePath(locale, COMPARE_PATH)}
          className={buttonClass('primary', 'compact')}
        >
          {t.compareNow}
        </a>
        <button type="button" data-compare-clear className={buttonClass('secondary', 'compact')}>
          {t.clearCompare}
        </button>
      </section>
    </>
  );
}
