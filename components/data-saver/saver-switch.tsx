import clsx from 'clsx';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The data saver's switch (lib/data-saver/saver.ts), in the footer and in the mobile menu. Server
 * markup, driven by the saver runtime (components/runtime/saver-runtime.ts), which keeps every
 * switch of the page in step; until it runs, app/globals.css draws the knob from `<html
 * data-saver>`, which the body's first script set before the first paint.
 */
export function SaverSwitch({
  id,
  locale,
  tone = 'light',
}: {
  /** Unique on the page: the footer and the menu each have one. */
  id: string;
  locale: Locale;
  tone?: 'light' | 'dark';
}) {
  const t = dictionary(locale).saver;
  return (
    <div className="flex items-start gap-3 text-sm">
      <button
        type="button"
        role="switch"
        aria-checked="false"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        data-saver-switch
        className={clsx(
          'saver-switch mt-0.5 shrink-0',
          tone === 'dark' ? 'saver-switch-dark' : 'saver-switch-light',
        )}
      >
        <span className="saver-knob" />
      </button>
      <span>
        <span id={`${id}-label`} className="block font-bold">
          {t.switchLabel}
        </span>
        <span
          id={`${id}-hint`}
          className={clsx('mt-0.5 block', tone === 'dark' ? 'text-stone-300' : 'text-muted')}
        >
          {t.switchHint}
        </span>
      </span>
    </div>
  );
}
