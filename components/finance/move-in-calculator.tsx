import { TextField } from '@/components/forms/fields';
import { useHydrated } from '@/components/layout/use-client-pathname';
import {
  evaluateMoveIn,
  moveInFromQuery,
  moveInToQuery,
  type MoveInInputs,
} from '@/lib/finance/calculator';
import type { MoveInFigures, MoveInTexts } from '@/lib/finance/calculator-props';
import { problemText } from '@/lib/finance/calculator-text';
import { fill, plural } from '@/lib/i18n/format';
import { formatKes } from '@/lib/site/format';
import { Approx } from './approx';
import { CostRow, NoFigures } from './calculator-parts';
import { useSharedInputs } from './use-shared-inputs';

/**
 * A rental's calculator (docs/spec.md §10, item 29): rent, deposit months and agency fee give
 * what moving in costs and the monthly income that rent calls for. The inputs live
 * in the address (use-shared-inputs.ts); the figures and words come from lib/finance/. Client
 * code, reached through cost-calculators.tsx.
 */
export function MoveInCalculator({
  defaults,
  depositKnown,
  figures,
  texts,
  perMonth,
}: {
  defaults: MoveInInputs;
  /** The listing states its deposit (the field's label says so). */
  depositKnown: boolean;
  figures: MoveInFigures;
  texts: MoveInTexts;
  perMonth: string;
}) {
  const [inputs, set] = useSharedInputs(defaults, moveInFromQuery, moveInToQuery);
  const hydrated = useHydrated();
  const { problems, result } = evaluateMoveIn(inputs, figures);
  const id = (name: string) => `move-in-${name}`;
  return (
    <div data-calculator="move-in" data-ready={hydrated || undefined}>
      <h3 className="mt-6 text-lg font-bold">{texts.moveInHeading}</h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <TextField
          id={id('rent')}
          label={texts.rent}
          inputMode="numeric"
          value={inputs.rent}
          onChange={(rent) => set({ rent })}
          error={problemText(problems.rent, texts.errors)}
        />
        <TextField
          id={id('months')}
          label={depositKnown ? texts.depositMonthsKnown : texts.depositMonths}
          inputMode="decimal"
          value={inputs.depositMonths}
          onChange={(depositMonths) => set({ depositMonths })}
          error={problemText(problems.depositMonths, texts.errors)}
        />
        <TextField
          id={id('fee')}
          label={texts.agencyFee}
          inputMode="decimal"
          value={inputs.agencyFee}
          onChange={(agencyFee) => set({ agencyFee })}
          error={problemText(problems.agencyFee, texts.errors)}
        />
      </div>
      {result ? (
        <div className="rounded-card bg-brand-50 mt-5 p-5">
          <table className="w-full text-sm">
            <caption className="sr-only">{texts.moveInHeading}</caption>
            <tbody>
              <CostRow label={plural(result.months, texts.rentDeposit)} kes={result.deposit} />
              <CostRow label={texts.firstMonth} kes={result.firstMonth} />
              <CostRow label={texts.agencyFeeRow} kes={result.agencyFee} />
              <CostRow label={texts.moveInTotal} kes={result.total} strong />
            </tbody>
          </table>
          <p className="mt-3 text-sm leading-relaxed font-semibold">
            {fill(texts.incomeNeeded, {
              share: figures.renting.incomeSharePercent.value,
              income: formatKes(result.incomeNeeded),
            })}
          </p>
          <Approx kes={result.incomeNeeded} perMonth={perMonth} />
        </div>
      ) : (
        <NoFigures texts={texts} />
      )}
    </div>
  );
}
