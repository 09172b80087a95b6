import { ChoiceGroup, TextField } from '@/components/forms/fields';
import { useHydrated } from '@/components/layout/use-client-pathname';
import {
  depositInUnit,
  evaluateMortgage,
  mortgageFromQuery,
  mortgageToQuery,
  type MortgageEstimate,
  type MortgageInputs,
} from '@/lib/finance/calculator';
import type { MortgageFigures, MortgageTexts } from '@/lib/finance/calculator-props';
import { mortgageSummary, problemText } from '@/lib/finance/calculator-text';
import { fill } from '@/lib/i18n/format';
import { formatKes } from '@/lib/site/format';
import { Approx } from './approx';
import { BalanceChart } from './balance-chart';
import { CostRow, NoFigures } from './calculator-parts';
import { useSharedInputs } from './use-shared-inputs';

/**
 * A home for sale's calculator (docs/spec.md §10, item 29): price, deposit, rate and term give
 * the monthly repayment and its chart; where the property is gives the buying costs in Kenya and
 * the cash needed. The inputs live in the address (use-shared-inputs.ts); the figures and words
 * come from lib/finance/. Client code, reached through cost-calculators.tsx.
 */
export function MortgageCalculator({
  defaults,
  figures,
  texts,
}: {
  defaults: MortgageInputs;
  figures: MortgageFigures;
  texts: MortgageTexts;
}) {
  const [inputs, set] = useSharedInputs(defaults, mortgageFromQuery, mortgageToQuery);
  const hydrated = useHydrated();
  const { problems, result } = evaluateMortgage(inputs, figures);
  const id = (name: string) => `mortgage-${name}`;

  return (
    // `data-ready` tells tests (and anyone scripting the page) the inputs now respond.
    <div data-calculator="mortgage" data-ready={hydrated || undefined}>
      <h3 className="mt-6 text-lg font-bold">{texts.mortgageHeading}</h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('price')}
          label={texts.price}
          inputMode="numeric"
          value={inputs.price}
          onChange={(price) => set({ price })}
          error={problemText(problems.price, texts.errors)}
        />
        <div>
          <TextField
            id={id('deposit')}
            label={`${texts.deposit} (${inputs.depositUnit === 'percent' ? texts.depositPercent : texts.depositAmount})`}
            inputMode="decimal"
            value={inputs.deposit}
            onChange={(deposit) => set({ deposit })}
            error={problemText(problems.deposit, texts.errors)}
          />
          <ChoiceGroup
            id={id('deposit-unit')}
            label={texts.depositUnit}
            kind="radio"
            className="mt-2"
            columns={2}
            values={[inputs.depositUnit]}
            onToggle={(unit) => {
              // The same deposit in the other unit, so switching never changes the result.
              if (unit !== inputs.depositUnit) set(depositInUnit(unit, result));
            }}
            options={[
              { value: 'percent', label: texts.depositPercent },
              { value: 'amount', label: texts.depositAmount },
            ]}
          />
        </div>
        <TextField
          id={id('rate')}
          label={texts.rate}
          inputMode="decimal"
          value={inputs.rate}
          onChange={(rate) => set({ rate })}
          error={problemText(problems.rate, texts.errors)}
        />
        <TextField
          id={id('years')}
          label={texts.years}
          inputMode="numeric"
          value={inputs.years}
          onChange={(years) => set({ years })}
          error={problemText(problems.years, texts.errors)}
        />
      </div>

      {result ? <Repayment result={result} id={id} texts={texts} /> : <NoFigures texts={texts} />}

      <h3 className="mt-8 text-lg font-bold">{texts.buyingHeading}</h3>
      <ChoiceGroup
        id={id('stamp')}
        label={texts.where}
        kind="radio"
        className="mt-3"
        columns={2}
        values={[inputs.municipal ? 'municipal' : 'outside']}
        onToggle={(where) => set({ municipal: where === 'municipal' })}
        options={[
          {
            value: 'municipal',
            label: fill(texts.municipal, { rate: figures.buying.stampDutyMunicipalPercent.value }),
          },
          {
            value: 'outside',
            label: fill(texts.outside, { rate: figures.buying.stampDutyOtherPercent.value }),
          },
        ]}
      />
      {result ? (
        <>
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">{texts.buyingHeading}</caption>
            <tbody>
              <CostRow label={texts.stampDuty} kes={result.costs.stampDuty} />
              <CostRow
                label={fill(texts.legalFees, { rate: figures.buying.legalFeesPercent.value })}
                kes={result.costs.legalFees}
              />
              <CostRow
                label={fill(texts.valuation, { rate: figures.buying.valuationPercent.value })}
                kes={result.costs.valuation}
              />
              <CostRow label={texts.otherFees} kes={result.costs.otherFees} />
              <CostRow label={texts.oneOffTotal} kes={result.costs.total} />
              <CostRow label={texts.depositRow} kes={result.deposit} />
              <CostRow label={texts.cashNeeded} kes={result.costs.cashNeeded} strong />
            </tbody>
          </table>
          <p className="text-muted mt-2 text-sm">{texts.cashNote}</p>
        </>
      ) : null}
    </div>
  );
}

/** The monthly repayment, the loan's totals, and the same in a sentence and a chart. */
function Repayment({
  result,
  id,
  texts,
}: {
  result: MortgageEstimate;
  /** The id of each field, which the repayment is the output of. */
  id: (name: string) => string;
  texts: MortgageTexts;
}) {
  const m = result.mortgage;
  const summary = mortgageSummary(result, texts);
  const totals: [label: string, kes: number][] = [
    [texts.loan, result.loan],
    [texts.totalInterest, m.totalInterest],
    [texts.totalPaid, m.totalPaid],
  ];
  return (
    <div className="rounded-card bg-brand-50 mt-5 p-5">
      <p className="text-sm font-bold">{texts.monthly}</p>
      <output
        htmlFor={[id('price'), id('deposit'), id('rate'), id('years')].join(' ')}
        className="text-brand-900 block text-3xl font-extrabold tracking-tight tabular-nums"
      >
        {formatKes(Math.round(m.monthly))}
      </output>
      <Approx kes={m.monthly} />
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {totals.map(([label, kes]) => (
          <div key={label}>
            <dt className="text-muted font-semibold">{label}</dt>
            <dd className="font-bold tabular-nums">{formatKes(Math.round(kes))}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm leading-relaxed">{summary}</p>
      <BalanceChart principal={result.loan} years={m.years} texts={texts} summary={summary} />
    </div>
  );
}
