import clsx from 'clsx';
import { CURRENCY_CHOICES } from '@/lib/finance/currency';
import { getCurrentRates } from '@/lib/finance/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, formatDay } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The menu of currencies a visitor may see prices in besides KES. Server markup, driven by the
 * currency runtime (components/runtime/currency-runtime.ts) and hidden until it runs
 * (app/globals.css): without JavaScript there is nothing to convert. With rates too old to convert
 * with, there is no menu: where `note` asks for it, a line says that prices are in KES only.
 */
export function CurrencyChoice({
  id,
  locale,
  tone = 'light',
  note = true,
}: {
  /** Unique on the page: the footer and a listing page each have one. */
  id: string;
  locale: Locale;
  tone?: 'light' | 'dark';
  note?: boolean;
}) {
  const t = dictionary(locale);
  const rates = getCurrentRates();
  if (!rates) {
    return note ? (
      <p data-rates-unavailable className="text-muted text-sm">
        {t.money.unavailable}
      </p>
    ) : null;
  }
  return (
    <div data-currency-only className="text-sm">
      <label htmlFor={id} className="font-bold">
        {t.money.choiceLabel}
      </label>
      <select
        id={id}
        data-currency-choice
        defaultValue="KES"
        className={clsx(
          'mt-1.5 block h-11 w-full max-w-xs rounded-xl border px-3 text-base font-semibold',
          tone === 'dark'
            ? 'border-brand-700 bg-brand-900 text-white'
            : 'border-line text-ink bg-white',
        )}
      >
        {CURRENCY_CHOICES.map((code) => (
          <option key={code} value={code}>
            {code === 'KES' ? t.money.kesOnly : t.money.names[code]}
          </option>
        ))}
      </select>
      {note && (
        <p className={clsx('mt-1.5', tone === 'dark' ? 'text-stone-300' : 'text-muted')}>
          {fill(t.money.note, {
            date: formatDay(rates.asOf, t.listing.months),
            source: rates.source,
          })}
        </p>
      )}
    </div>
  );
}
