import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { Dictionary } from '@/lib/i18n/en';
import { MAX_SEARCH_NAME } from '@/lib/saved/limits';
import type { SearchNameTexts } from '@/lib/saved/searches';

export interface SaveSearchTexts {
  words: Dictionary['saveSearch'];
  names: SearchNameTexts;
}

/** The words 'Save this search' needs from a dictionary: its own and those of a default name. */
export function saveSearchTexts(t: Dictionary): SaveSearchTexts {
  const { anywhere, bedsAtLeast, priceFrom, priceTo, mapArea, noUnderOffer, near, keyFacts } =
    t.saveSearch;
  const { offPlanOnly, offPlanHidden } = t.saveSearch;
  const { forSale, forRent, apartment, house, land, commercial, styles, acre, acres, floorArea } =
    t.listing;
  return {
    words: t.saveSearch,
    names: {
      anywhere,
      forSale,
      forRent,
      apartment,
      house,
      land,
      commercial,
      styles,
      acre,
      acres,
      floorArea,
      bedsAtLeast,
      priceFrom,
      priceTo,
      mapArea,
      noUnderOffer,
      offPlanOnly,
      offPlanHidden,
      near,
      keyFacts,
      sorted: t.results.sort,
    },
  };
}

/**
 * 'Save this search' on /listings/: a button that opens a small form to name the search. The markup
 * is the server's, handed to the search island as an element (like the List / Map switch), so it
 * adds nothing to the page's first-load script; components/runtime/save-search-runtime.ts, loaded
 * by the lists runtime only on a page that has this control, makes it work. Hidden until then
 * (app/globals.css), so it is never pressed before it can do anything.
 */
export function SaveSearchControl({
  texts,
  indexPath,
  icon,
}: {
  texts: SaveSearchTexts;
  /** The search index the page searches, to note the newest listing the search finds now. */
  indexPath: string;
  icon: ReactNode;
}) {
  const t = texts.words;
  return (
    <div
      data-save-search
      data-index={indexPath}
      data-texts={JSON.stringify(texts)}
      className="flex flex-wrap items-center gap-2"
    >
      <button type="button" data-save-search-open className={buttonClass('secondary', 'md')}>
        {icon}
        {t.button}
      </button>
      <form data-save-search-form hidden className="flex flex-wrap items-end gap-2">
        <label className="text-sm font-semibold">
          {t.nameLabel}
          <input
            name="name"
            maxLength={MAX_SEARCH_NAME}
            className="border-line text-ink mt-1 block h-11 w-64 max-w-full rounded-xl border bg-white px-3 text-base font-normal"
          />
        </label>
        <button type="submit" className={buttonClass('primary', 'md')}>
          {t.save}
        </button>
        <button type="button" data-save-search-cancel className={buttonClass('secondary', 'md')}>
          {t.cancel}
        </button>
      </form>
      {/* A live region, not role=status: the results already have the page's search status. */}
      <p
        aria-live="polite"
        data-save-search-message
        className="text-brand-800 text-sm font-semibold empty:sr-only"
      />
    </div>
  );
}
