import type { ReactNode } from 'react';
import { FailedNotice } from '@/components/search/result-notices';
import type { Dictionary, PluralForms } from '@/lib/i18n/en';
import { fill, plural } from '@/lib/i18n/format';
import type { HomesParam } from '@/lib/saved/homes-param';
import { Notice } from './notice';

/*
 * The parts /saved/ and /compare/ draw the same way around their lists: the line shown while
 * they load, what they say when the index could not be loaded, a list's heading with its share
 * links, the panel of a list with nothing to show, and what a shared link named that is not
 * shown.
 */

/**
 * Shown until the lists are drawn; the lazy island's Suspense fallback (lazy-islands.tsx) is the
 * same element, so nothing on screen changes when the island's code arrives. `data-lists-only`
 * hides it until the lists runtime runs, so a page without JavaScript never shows a wait that
 * does not end.
 */
export function ListLoading({ text }: { text: string }) {
  return (
    <p role="status" data-lists-only className="text-muted py-16 text-center font-semibold">
      {text}
    </p>
  );
}

export type LoadFailedTexts = Pick<Dictionary['saved'], 'failed' | 'stale' | 'tryAgain' | 'reload'>;

/**
 * The homes could not be loaded. `stale`: the page is older than the site (its index is gone),
 * so only a reload helps. Otherwise 'Try Again' calls `retry`, or reloads the page when there
 * is nothing to retry on its own.
 */
export function LoadFailed({
  stale,
  retry,
  texts,
}: {
  stale: boolean;
  retry?: () => void;
  texts: LoadFailedTexts;
}) {
  return (
    <FailedNotice
      texts={{
        message: stale ? texts.stale : texts.failed,
        hint: '',
        action: stale ? texts.reload : texts.tryAgain,
      }}
      onAction={stale || !retry ? () => window.location.reload() : retry}
    />
  );
}

/**
 * A list's heading, with its share links (`children`) beside it. The heading takes focus from
 * script (focusHeading): after a removal the pressed button is gone, and focus goes back to
 * the list rather than to the start of the page.
 */
export function ListHeading({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h2 id={id} tabIndex={-1} className="text-2xl font-extrabold tracking-tight outline-none">
        {title}
      </h2>
      {children}
    </div>
  );
}

export function focusHeading(id: string): void {
  document.getElementById(id)?.focus();
}

/** A list with nothing to show: why, and the ways on (`children`). */
export function EmptyPanel({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="rounded-card mt-6 border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <p className="text-muted">{text}</p>
      {children}
    </div>
  );
}

/** What a shared link named and the page does not show, said calmly. */
export function LinkNotices({
  list,
  texts,
  max,
}: {
  list: HomesParam;
  texts: { ignored: PluralForms; overLimit: string };
  /** The most homes the page shows, which `overLimit` names. */
  max: number;
}) {
  return (
    <>
      {list.ignored > 0 && <Notice>{plural(list.ignored, texts.ignored)}</Notice>}
      {list.overLimit > 0 && <Notice>{fill(texts.overLimit, { max })}</Notice>}
    </>
  );
}
