import { SpriteIcon } from '@/components/ui/sprite-icon';
import { buttonClass } from '@/components/ui/button';
import type { Dictionary } from '@/lib/i18n/en';

/*
 * The notices under a search's results, shared by /listings/ and /map/: the search index could
 * not be loaded (or a newer build replaced it), and nothing matches.
 */

/** What a failed or stale index notice says and offers. */
export function failedTexts(
  t: Dictionary['results'],
  notice: 'stale' | 'search-failed' | 'load-failed',
): { message: string; hint: string; action: string } {
  if (notice === 'stale') return { message: t.staleMessage, hint: t.staleHint, action: t.reload };
  const message = notice === 'search-failed' ? t.searchFailed : t.loadFailed;
  return { message, hint: t.failedHint, action: t.tryAgain };
}

/** The search index could not be fetched: say why, and offer a reload or another try. */
export function FailedNotice({
  texts: text,
  onAction,
}: {
  texts: { message: string; hint: string; action: string };
  onAction: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-card mt-6 flex flex-col items-center border border-amber-300 bg-amber-50 px-6 py-8 text-center"
    >
      <p className="font-semibold">{text.message}</p>
      <p className="text-muted mt-1">{text.hint}</p>
      <button type="button" onClick={onAction} className={buttonClass('primary', 'md', 'mt-6')}>
        {text.action}
      </button>
    </div>
  );
}

/** Nothing matches the search (docs/spec.md §8). */
export function EmptyResults({
  texts,
  onClear,
}: {
  texts: Pick<Dictionary['results'], 'emptyTitle' | 'emptyText' | 'clearFilters'>;
  onClear: () => void;
}) {
  return (
    <div className="rounded-card mt-6 flex flex-col items-center border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
      <SpriteIcon name="search-x" className="size-12 text-stone-400" />
      <h2 className="mt-4 text-xl font-bold">{texts.emptyTitle}</h2>
      <p className="text-muted mt-2 max-w-md">{texts.emptyText}</p>
      <button type="button" onClick={onClear} className={buttonClass('primary', 'md', 'mt-6')}>
        {texts.clearFilters}
      </button>
    </div>
  );
}
