/**
 * Where an approximate price in the visitor's currency goes, beside a KES price. Empty and hidden
 * in the HTML; the currency runtime (components/runtime/currency-runtime.ts) fills it in when the
 * device has chosen USD, GBP or EUR, and again whenever `data-approx` changes (the calculators). No
 * hooks, so server cards and islands draw the same markup.
 *
 * The runtime may fill it before a lazily loaded island hydrates. Its content is therefore
 * `dangerouslySetInnerHTML` (always empty): React does not hydrate or reconcile such children,
 * so the runtime's text neither breaks hydration (error #418) nor is wiped on a re-render.
 */
const EMPTY = { __html: '' };

export function Approx({
  kes,
  perMonth,
  className,
}: {
  kes: number;
  /** The page's '/month' for rents, so the converted amount reads the same way. */
  perMonth?: string;
  className?: string;
}) {
  return (
    <span
      data-approx={Math.round(kes)}
      data-approx-suffix={perMonth}
      hidden
      dangerouslySetInnerHTML={EMPTY}
      suppressHydrationWarning
      className={className ?? 'text-muted block text-sm font-semibold'}
    />
  );
}
