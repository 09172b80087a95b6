'use client';

import clsx from 'clsx';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import type { CardLayout } from '@/components/listing/listing-card';

const OPTIONS = [
  { value: 'grid', icon: 'layout-grid' },
  { value: 'list', icon: 'list' },
] as const;

export interface ViewToggleTexts {
  view: string;
  grid: string;
  list: string;
}

/** Grid/list switch: two toggle buttons, the pressed one is the current view. */
export function ViewToggle({
  value,
  texts,
  onChange,
}: {
  value: CardLayout;
  texts: ViewToggleTexts;
  onChange?: (layout: CardLayout) => void;
}) {
  return (
    <div
      role="group"
      aria-label={texts.view}
      className="border-line inline-flex rounded-xl border bg-white p-1"
    >
      {OPTIONS.map(({ value: option, icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange?.(option)}
          className={clsx(
            'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition',
            value === option
              ? 'bg-brand-700 text-white'
              : 'text-muted hover:bg-brand-50 hover:text-brand-800',
          )}
        >
          <SpriteIcon name={icon} className="size-4" />
          {texts[option]}
        </button>
      ))}
    </div>
  );
}
