import type { Locale } from '@/lib/i18n/locales';
import { PREPAINT_ID, prepaintScript } from '@/lib/saved/prepaint';

// Empty in the HTML and in React's tree: the script below fills it, and React neither hydrates
// nor reconciles the children of a `dangerouslySetInnerHTML` element (lib/saved/prepaint.ts).
const EMPTY = { __html: '' };

/**
 * Where /saved/ paints a shared shortlist's first cards before its scripts arrive, and the
 * inline script that does it. It sits before the island, whose loading line CSS hides while
 * the painted copy shows.
 */
export function ListPrepaint({ locale }: { locale: Locale }) {
  return (
    <>
      <div id={PREPAINT_ID} className="prepaint" dangerouslySetInnerHTML={EMPTY} />
      <script dangerouslySetInnerHTML={{ __html: prepaintScript(locale) }} />
    </>
  );
}
