'use client';

import clsx from 'clsx';
import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { hasFactFilters, NEAR_DEFAULT_KM, WITHIN_KM } from '@/lib/search/filter-options';
import type { SearchFilters } from '@/lib/search/filters';
import type { Dictionary } from '@/lib/i18n/en';
import { fill, plural } from '@/lib/i18n/format';
import { NearField } from './near-field';

// The Key facts fields load when 'More filters' is first opened (or a search uses them): most
// searches never need them, and they stay out of the page's first load.
const FactsPanel = lazy(() => import('./facts-panel'));

/** The form's words, from the page's dictionary (plain strings: this is a client island). */
export type SearchFormTexts = Dictionary['search'] &
  Pick<Dictionary['listing'], 'forSale' | 'forRent' | 'apartment' | 'house'>;

export const fieldClass =
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

/** A select of the form, in the second row's width on wide screens. */
function SelectField({
  name,
  label,
  id,
  showLabel,
  value,
  options,
}: {
  name: string;
  label: string;
  id: string;
  showLabel: boolean;
  value: string | number | undefined;
  /** [value, text] of each option; '' is the 'any' choice. */
  options: [string, string][];
}) {
  return (
    <Field label={label} htmlFor={id} showLabel={showLabel} className="lg:col-span-2">
      <select id={id} name={name} defaultValue={value ?? ''} className={fieldClass}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * The property search form. On the home page ('hero') it is a real GET form to /listings/, so it
 * works before JavaScript loads; with JavaScript it leaves empty fields out of the URL. On
 * /listings/ and /map/ ('bar') it writes the query string in place, as a new history entry.
 *
 * Keywords, location and place come first; type, price and bedrooms next; the Key facts under
 * 'More filters'. On a phone the bar shows the keywords alone, and its 'Filters' button opens
 * everything else, the Key facts included.
 */
export function SearchForm({
  variant,
  action,
  placesPath,
  texts: t,
  initial = {},
  icons,
  onSearch,
  className,
}: {
  variant: 'hero' | 'bar';
  /** Where the search goes: /listings/ in the page's language. */
  action: string;
  /** The places' list the 'Near a place' field suggests from (lib/search/places.ts). */
  placesPath: string;
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
  const [moreOpen, setMoreOpen] = useState(() => hasFactFilters(initial));
  // Once shown, the Key facts fields stay in the form (hidden when closed), so what was ticked
  // is still searched for.
  const [factsUsed, setFactsUsed] = useState(moreOpen);
  if ((moreOpen || filtersOpen) && !factsUsed) setFactsUsed(true);
  const hero = variant === 'hero';
  const ids = {
    q: `${id}-q`,
    location: `${id}-location`,
    near: `${id}-near`,
    within: `${id}-within`,
    status: `${id}-status`,
    type: `${id}-type`,
    minPrice: `${id}-min`,
    maxPrice: `${id}-max`,
    bedrooms: `${id}-bedrooms`,
    underOffer: `${id}-under-offer`,
    filters: `${id}-filters`,
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
        // Twelve columns on wide screens: keywords, location, place and distance on the first
        // row; buy or rent, type, prices, bedrooms and Search on the second.
        'grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-12 lg:items-end',
        hero && 'shadow-panel rounded-2xl bg-white p-4 sm:p-5',
        className,
      )}
    >
      <div className="col-span-2 flex items-end gap-2 md:col-span-4">
        <Field label={t.keywords} htmlFor={ids.q} showLabel={hero} className="flex-1">
          <input
            id={ids.q}
            name="q"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            defaultValue={initial.q ?? ''}
            placeholder={t.keywordsPlaceholder}
            className={fieldClass}
          />
        </Field>
        {!hero && (
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={ids.filters}
            onClick={() => setFiltersOpen((open) => !open)}
            className={buttonClass('secondary', 'compact', 'h-12 md:hidden')}
          >
            {icons?.filters}
            {t.filters}
          </button>
        )}
      </div>
      {/* One box on a phone, which 'Filters' opens; on wide screens its fields join the grid. */}
      <div
        id={ids.filters}
        className={clsx(
          'col-span-2 grid grid-cols-2 gap-3 md:col-span-4 md:grid-cols-4 lg:contents',
          !hero && !filtersOpen && 'max-md:hidden',
        )}
      >
        <Field
          label={t.location}
          htmlFor={ids.location}
          showLabel={hero}
          className="col-span-2 lg:col-span-3"
        >
          <input
            id={ids.location}
            name="location"
            type="search"
            autoComplete="off"
            maxLength={100}
            defaultValue={initial.location ?? ''}
            placeholder={t.locationPlaceholder}
            className={fieldClass}
          />
        </Field>
        <Field
          label={t.near}
          htmlFor={ids.near}
          showLabel={hero}
          className="relative col-span-2 md:col-span-1 lg:col-span-3"
        >
          <NearField
            id={ids.near}
            initial={initial.near}
            placesPath={placesPath}
            texts={t}
            className={fieldClass}
          />
        </Field>
        <SelectField
          name="within"
          label={t.within}
          id={ids.within}
          showLabel={hero}
          value={initial.within}
          options={WITHIN_KM.map((km) => [
            km === NEAR_DEFAULT_KM ? '' : String(km),
            fill(t.withinOption, { n: km }),
          ])}
        />
        <SelectField
          name="status"
          label={t.buyOrRent}
          id={ids.status}
          showLabel={hero}
          value={initial.status}
          options={[
            ['', t.buyOrRent],
            ['for_sale', t.forSale],
            ['for_rent', t.forRent],
          ]}
        />
        <SelectField
          name="type"
          label={t.propertyType}
          id={ids.type}
          showLabel={hero}
          value={initial.type}
          options={[
            ['', t.anyType],
            ['apartment', t.apartment],
            ['house', t.house],
          ]}
        />
        {(['minPrice', 'maxPrice'] as const).map((name) => (
          <Field
            key={name}
            label={name === 'minPrice' ? t.minPriceLabel : t.maxPriceLabel}
            htmlFor={ids[name]}
            showLabel={hero}
            className="lg:col-span-2"
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
        <SelectField
          name="bedrooms"
          label={t.bedrooms}
          id={ids.bedrooms}
          showLabel={hero}
          value={initial.bedrooms}
          options={[
            ['', t.anyBedrooms],
            ...[1, 2, 3].map((n): [string, string] => [String(n), plural(n, t.bedroomOption)]),
            ['4', fill(t.bedroomsOrMore, { n: 4 })],
          ]}
        />
        {/* After Search on wide screens, where the fields and the button share a row. */}
        <div className="col-span-2 flex flex-wrap items-center gap-x-6 gap-y-1 md:col-span-4 lg:order-last lg:col-span-12">
          <button
            type="button"
            aria-expanded={moreOpen}
            aria-controls={ids.more}
            onClick={() => setMoreOpen((open) => !open)}
            className={clsx(
              'text-brand-800 hover:text-brand-900 focus-visible:outline-gold-500 rounded py-2 text-sm font-bold underline-offset-4 hover:underline focus-visible:outline-3',
              // On a phone, 'Filters' has opened the Key facts already.
              !hero && 'max-md:hidden',
            )}
          >
            {t.moreFilters} <span aria-hidden="true">{moreOpen ? '−' : '+'}</span>
          </button>
          {!hero && (
            <div className="flex items-center">
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
        {/* The same panel opens with 'More filters', and on a phone with 'Filters'. */}
        <div
          id={ids.more}
          className={clsx(
            'col-span-2 md:col-span-4 lg:order-last lg:col-span-12',
            !moreOpen && (hero ? 'hidden' : 'md:hidden'),
          )}
        >
          {factsUsed && (
            <Suspense>
              <FactsPanel initial={initial} texts={t} />
            </Suspense>
          )}
        </div>
      </div>
      <button
        type="submit"
        className={buttonClass('primary', 'lg', 'col-span-2 shadow-sm md:col-span-4 lg:col-span-2')}
      >
        {icons?.search}
        {t.submit}
      </button>
    </form>
  );
}
