import type { Dictionary } from '@/lib/i18n/en';
import { formatKes } from '@/lib/site/format';
import { Approx } from './approx';

/** The pieces both calculators draw their results with (mortgage-calculator.tsx, move-in-calculator.tsx). */

export type FinanceTexts = Dictionary['finance'];

/** One line of a table of costs; the `strong` one is the total, with its approximate price. */
export function CostRow({
  label,
  kes,
  strong,
  perMonth,
}: {
  label: string;
  kes: number;
  strong?: boolean;
  perMonth?: string;
}) {
  return (
    <tr className={strong ? 'border-line border-t-2 font-extrabold' : 'border-line border-t'}>
      <th scope="row" className="py-2.5 pr-4 text-left font-semibold">
        {label}
      </th>
      <td className="py-2.5 text-right tabular-nums">
        <span className="whitespace-nowrap">{formatKes(kes)}</span>
        {strong && (
          <Approx
            kes={kes}
            perMonth={perMonth}
            className="text-muted block text-xs font-semibold"
          />
        )}
      </td>
    </tr>
  );
}

/** In place of the figures while a field is wrong: never a NaN or a stale result. */
export function NoFigures({ texts }: { texts: Pick<FinanceTexts, 'invalidSummary'> }) {
  return (
    <p role="status" className="mt-5 rounded-xl bg-amber-50 px-4 py-3 font-semibold">
      {texts.invalidSummary}
    </p>
  );
}
