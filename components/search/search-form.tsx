import clsx from 'clsx';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Search, SlidersHorizontal } from '@/components/ui/icons';
import { NEAR_DEFAULT_KM, WITHIN_KM } from '@/lib/search/filter-options';
import type { Dictionary } from '@/lib/i18n/en';
import { fill, plural } from '@/lib/i18n/format';
import { FactsPanel } from './facts-panel';
import { KindFields } from './kind-fields';
import { fieldClass } from './field-class';
import { Field, SelectField } from './form-field';
import { NearField } from './near-field';
import { SearchFormStart } from './search-form-start';
import { typeLabel } from '@/lib/i18n/labels';
import { PROPERTY_TYPES } from '@/lib/listings/vocabulary';

/** The form's words, from the page's dictionary. */
export type SearchFormTexts = Dictionary['search'] &
  Pick<
    Dictionary['listing'],
    | 'forSale'
    | 'forRent'
    | 'apartment'
    | 'house'
    | 'land'
    | 'commercial'
    | 'styles'
    | 'acre'
    | 'acres'
  >;

/**
 * What a submission does, read from `data-in-place`:
 * - absent: the browser's own GET to `action` (the home page, the static result pages);
 * - 'listings': the page's island writes the query into the address in place, keeping the
 *   chosen sort (./search-in-place.ts);
 * - 'map': the same, keeping the area searched on the map (`bounds`).
 */
export type InPlace = 'listings' | 'map';

/**
 * The property search form, drawn by the server as plain HTML: a real GET form to /listings/
 * (or /map/), so it searches before, and without, JavaScript. A small plain-DOM runtime
 * (components/runtime/search-form-runtime.ts, started by ./search-form-start.tsx) opens
 * 'Filters' and 'More filters', suggests places and leaves empty fields out of the home page's
 * URL; on /listings/ and /map/ the page's island adds the search in place and fills the fields
 * from the address (./search-in-place.ts). Being markup, the form adds no rendering code to a
 * page's first-load script.
 *
 * Keywords, location and place come first; type, price and bedrooms next; the Key facts under
 * 'More filters'. On a phone the bar shows the keywords alone, and its 'Filters' button opens
 * everything else, the Key facts included. On a phone the home page's form keeps SPEC's fields
 * and the keywords in view, and folds the place, the distance and the type into 'More filters'
 * (with the style and the sizes, which are there on every screen).
 */
export function SearchForm({
  variant,
  action,
  placesPath,
  texts: t,
  inPlace,
  className,
}: {
  variant: 'hero' | 'bar';
  /** Where the search goes: /listings/ (or /map/) in the page's language. */
  action: string;
  /** The places' list the 'Near a place' field suggests from (lib/search/places.ts). */
  placesPath: string;
  texts: SearchFormTexts;
  /** Searches in place on the page's own island rather than loading `action`. */
  inPlace?: InPlace;
  className?: string;
}) {
  const id = useId();
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

  return (
    <form
      role="search"
      aria-label={t.label}
      action={action}
      method="get"
      data-search-form=""
      data-in-place={inPlace}
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
            defaultValue=""
            placeholder={t.keywordsPlaceholder}
            className={fieldClass}
          />
        </Field>
        {!hero && (
          <button
            type="button"
            aria-expanded="false"
            aria-controls={ids.filters}
            data-toggle="filters"
            className={buttonClass('secondary', 'compact', 'h-12 md:hidden')}
          >
            <SlidersHorizontal aria-hidden="true" className="size-5" />
            {t.filters}
          </button>
        )}
      </div>
      {/*
        One box on a phone, which 'Filters' opens; on wide screens its fields join the grid.
        `data-closed` names the classes the runtime takes off while the box is open.
      */}
      <div
        id={ids.filters}
        data-closed={hero ? undefined : 'max-md:hidden'}
        className={clsx(
          'col-span-2 grid grid-cols-2 gap-3 md:col-span-4 md:grid-cols-4 lg:contents',
          !hero && 'max-md:hidden',
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
            defaultValue=""
            placeholder={t.locationPlaceholder}
            className={fieldClass}
          />
        </Field>
        <Field
          label={t.near}
          htmlFor={ids.near}
          showLabel={hero}
          fold={hero}
          className="relative col-span-2 md:col-span-1 lg:col-span-3"
        >
          <NearField id={ids.near} placesPath={placesPath} texts={t} />
        </Field>
        <SelectField
          name="within"
          label={t.within}
          id={ids.within}
          showLabel={hero}
          fold={hero}
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
          fold={hero}
          options={[
            ['', t.anyType],
            ...PROPERTY_TYPES.map((type): [string, string] => [type, typeLabel(t, type)]),
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
              defaultValue=""
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
            aria-expanded="false"
            aria-controls={ids.more}
            data-toggle="more"
            className={clsx(
              'text-brand-800 hover:text-brand-900 focus-visible:outline-gold-500 rounded py-2 text-sm font-bold underline-offset-4 hover:underline focus-visible:outline-3',
              // On a phone, 'Filters' has opened the Key facts already.
              !hero && 'max-md:hidden',
            )}
          >
            {t.moreFilters} <span data-filter-count></span> <span aria-hidden="true">+</span>
          </button>
          {!hero && (
            <div className="flex items-center">
              <input
                id={ids.underOffer}
                name="underOffer"
                type="checkbox"
                value="hide"
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
          data-closed={hero ? 'hidden' : 'md:hidden'}
          className={clsx(
            'col-span-2 md:col-span-4 lg:order-last lg:col-span-12',
            hero ? 'hidden' : 'md:hidden',
          )}
        >
          <KindFields id={`${id}-kind`} texts={t} />
          <FactsPanel id={`${id}-facts`} texts={t} />
        </div>
      </div>
      <button
        type="submit"
        className={buttonClass('primary', 'lg', 'col-span-2 shadow-sm md:col-span-4 lg:col-span-2')}
      >
        <Search aria-hidden="true" className="size-5" />
        {t.submit}
      </button>
      <SearchFormStart />
    </form>
  );
}
