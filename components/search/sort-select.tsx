'use client';

import { SpriteIcon } from '@/components/ui/sprite-icon';
import { DEFAULT_SORT, SORT_KEYS, type SortKey } from '@/lib/search/sort';
import type { Dictionary } from '@/lib/i18n/en';

export type SortTexts = Pick<Dictionary['results'], 'sortLabel' | 'sort'>;

/** The order of the results: a native select, so keyboards and screen readers know it. */
export function SortSelect({
  value,
  texts,
  defaultLabel,
  onChange,
}: {
  value: SortKey;
  texts: SortTexts;
  /** The first choice's name when the search orders itself: 'Best match', 'Nearest first'. */
  defaultLabel?: string;
  onChange: (sort: SortKey) => void;
}) {
  return (
    <label className="border-line text-muted focus-within:outline-gold-500 inline-flex h-11 items-center gap-2 rounded-xl border bg-white pr-1 pl-3 text-sm font-semibold focus-within:outline-3">
      <SpriteIcon name="arrow-down-up" className="size-4" />
      <span>{texts.sortLabel}</span>
      <select
        name="sort"
        value={value}
        onChange={(event) => {
          const chosen = SORT_KEYS.find((key) => key === event.target.value);
          if (chosen) onChange(chosen);
        }}
        className="text-ink h-9 cursor-pointer rounded-lg bg-transparent pr-1 font-bold outline-none"
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {key === DEFAULT_SORT && defaultLabel ? defaultLabel : texts.sort[key]}
          </option>
        ))}
      </select>
    </label>
  );
}
