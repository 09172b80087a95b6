'use client';

import clsx from 'clsx';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { SearchFilters } from '@/lib/search/filters';
import type { Dictionary } from '@/lib/i18n/en';
import { fill, plural } from '@/lib/i18n/format';

/** The form's words, from the page's dictionary (plain strings: this is a client island). */
export type SearchFormTexts = Dictionary['search'] &
  Pick<Dictionary['listing'], 'forSale' | 'forRent' | 'apartment' | 'house'>;

const fieldClass =
  'h-12 w-full min-w-0 rounded-xl border border-line bg-white px-3.5 text-base text-ink placeholder:text-stone-500 transition hover:border-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none';

function Field({
  label,
  htmlFor,
  showLabel,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  showLabel: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1.5', className)}>
      <label
        htmlFor={htmlFor}
        className={showLabel ? 'text-muted text-xs font-bold tracking-wide uppercase' : 'sr-only'}
      >
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The property search form. On the home page ('hero') it is a real GET form to /listings/, so it
 * works before JavaScript loads; with JavaScript it leaves empty fields out of the URL. On
 * /listings/ ('bar') it writes the query string in place, as a new history entry.
 */
export function SearchForm({
  variant,
  action,
  texts: t,
  initial = {},
  icons,
  onSearch,
  className,
}: {
  variant: 'hero' | 'bar';
  /** Where the search goes: /listings/ in the page's language. */
  action: string;
  texts: SearchFormTexts;
  initial?: SearchFilters;
  /** Rendered by the caller, so this form carries no icon code to pages that only need it. */
  icons?: { search?: ReactNode; filters?: ReactNode };
  /** Takes over the search in place (on /listings/); without it the form submits natively. */
  onSearch?: (form: HTMLFormElement) => void;
  className?: string;
}) {
  const id = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const hero = variant === 'hero';
  const ids = {
    location: `${id}-location`,
    status: `${id}-status`,
    type: `${id}-type`,
    minPrice: `${id}-min`,
    maxPrice: `${id}-max`,
    bedrooms: `${id}-bedrooms`,
    underOffer: `${id}-under-offer`,
    more: `${id}-more`,
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (onSearch) {
      event.preventDefault();
      onSearch(form);
      setFiltersOpen(false);
      return;
    }
    // A plain GET submission, so the home page needs no router code. Empty fields are
    // disabled for the moment the browser builds the URL, which leaves them out of it; they
    // are enabled again straight after, for a page restored with Back.
    const empty = [...form.elements].filter(
      (el): el is HTMLInputElement | HTMLSelectElement =>
        (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) &&
        el.name !== '' &&
        el.value.trim() === '',
    );
    for (const el of empty) el.disabled = true;
    setTimeout(() => {
      for (const el of empty) el.disabled = false;
    });
  }

  return (
    <form
      role="search"
      aria-label={t.label}
      action={action}
      method="get"
      onSubmit={onSubmit}
      className={clsx(
        hero
          ? 'shadow-panel grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 sm:p-5 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.1fr)_minmax(0,0.95fr)_repeat(2,minmax(0,0.8fr))_minmax(0,1.15fr)_auto] lg:items-end'
          : 'flex flex-col gap-3 lg:grid lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.1fr)_minmax(0,0.95fr)_repeat(2,minmax(0,0.8fr))_minmax(0,1.15fr)_auto] lg:items-end',
        className,
      )}
    >
      <div className={clsx(hero ? 'contents' : 'flex items-end gap-2 lg:contents')}>
        <Field
          label={t.location}
          htmlFor={ids.location}
          showLabel={hero}
          className={clsx(hero ? 'col-span-2 lg:col-span-1' : 'flex-1')}
        >
          <input
            id={ids.location}
            name="location"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            defaultValue={initial.location ?? ''}
            placeholder={t.locationPlaceholder}
            className={fieldClass}
          />
        </Field>
        {!hero && (
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={ids.more}
            onClick={() => setFiltersOpen((open) => !open)}
            className={buttonClass('secondary', 'compact', 'md:hidden')}
          >
            {icons?.filters}
            {t.filters}
          </button>
        )}
      </div>
      <div
        id={ids.more}
        className={clsx(
          hero ? 'contents' : 'grid grid-cols-2 gap-3 md:grid-cols-3 lg:contents',
          !hero && !filtersOpen && 'max-md:hidden',
        )}
      >
        <Field label={t.buyOrRent} htmlFor={ids.status} showLabel={hero}>
          <select
            id={ids.status}
            name="status"
            defaultValue={initial.status ?? ''}
            className={fieldClass}
          >
            <option value="">{t.buyOrRent}</option>
            <option value="for_sale">{t.forSale}</option>
            <option value="for_rent">{t.forRent}</option>
          </select>
        </Field>
        <Field label={t.propertyType} htmlFor={ids.type} showLabel={hero}>
          <select
            id={ids.type}
            name="type"
            defaultValue={initial.type ?? ''}
            className={fieldClass}
          >
            <option value="">{t.anyType}</option>
            <option value="apartment">{t.apartment}</option>
            <option value="house">{t.house}</option>
          </select>
        </Field>
        {(['minPrice', 'maxPrice'] as const).map((name) => (
          <Field
            key={name}
            label={name === 'minPrice' ? t.minPriceLabel : t.maxPriceLabel}
            htmlFor={ids[name]}
            showLabel={hero}
          >
            <input
              id={ids[name]}
              name={name}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={initial[name] ?? ''}
              placeholder={name === 'minPrice' ? t.minPrice : t.maxPrice}
              className={fieldClass}
            />
          </Field>
        ))}
        <Field
          label={t.bedrooms}
          htmlFor={ids.bedrooms}
          showLabel={hero}
          className={clsx(hero && 'col-span-2 lg:col-span-1')}
        >
          <select
            id={ids.bedrooms}
            name="bedrooms"
            defaultValue={initial.bedrooms === undefined ? '' : String(initial.bedrooms)}
            className={fieldClass}
          >
            <option value="">{t.anyBedrooms}</option>
            {[1, 2, 3].map((n) => (
              <option key={n} value={n}>
                {plural(n, t.bedroomOption)}
              </option>
            ))}
            <option value="4">{fill(t.bedroomsOrMore, { n: 4 })}</option>
          </select>
        </Field>
        {!hero && (
          // A row of its own under the fields (after Search on wide screens, where the fields and
          // the button share one row); before Search in the tab order, like the other filters.
          <div className="col-span-2 flex items-center md:col-span-3 lg:order-last lg:col-span-full">
            <input
              id={ids.underOffer}
              name="underOffer"
              type="checkbox"
              value="hide"
              defaultChecked={initial.underOffer === 'hide'}
              className="accent-brand-700 size-5 shrink-0 cursor-pointer"
            />
            <label
              htmlFor={ids.underOffer}
              className="text-ink cursor-pointer py-2 pl-2.5 text-sm font-semibold"
            >
              {t.hideUnderOffer}
            </label>
          </div>
        )}
      </div>
      <button
        type="submit"
        className={buttonClass(
          'primary',
          'lg',
          clsx('shadow-sm', hero && 'col-span-2 lg:col-span-1'),
        )}
      >
        {icons?.search}
        {t.submit}
      </button>
    </form>
  );
}
