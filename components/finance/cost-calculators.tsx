'use client';

import { useState } from 'react';
import { ChoiceGroup, TextField } from '@/components/forms/fields';
import type { Dictionary } from '@/lib/i18n/en';
import { fill, plural } from '@/lib/i18n/format';
import {
  evaluateMortgage,
  evaluateMoveIn,
  mortgageFromQuery,
  mortgageToQuery,
  moveInFromQuery,
  moveInToQuery,
  type MortgageInputs,
  type MoveInInputs,
  type NumberProblem,
} from '@/lib/finance/calculator';
import { groupThousands } from '@/lib/finance/currency';
import type { FinanceFigures } from '@/lib/finance/schema';
import { formatKes } from '@/lib/site/format';
import { useHydrated } from '@/components/layout/use-client-pathname';
import { useUrlState } from '@/components/url-state/use-url-state';
import { withQuery } from '@/lib/url-state/address';
import { Approx } from './approx';
import { BalanceChart } from './balance-chart';

/*
 * The calculators of a listing page (docs/spec.md §10, item 29), a client island: the server renders them
 * with the default inputs, so the static HTML already holds correct figures; after hydration a
 * shared link's query string (if any) is read, and each change is written back to it.
 *
 * Imported directly, not with React.lazy: a lazy island suspends while the page is prerendered,
 * and Next then writes its HTML as a hidden segment that only a script reveals, so a visitor
 * without JavaScript would see no figures at all.
 */

export type FinanceTexts = Dictionary['finance'];

function problemText(problem: NumberProblem | undefined, texts: FinanceTexts): string | undefined {
  if (!problem) return undefined;
  const e = texts.errors;
  switch (problem.kind) {
    case 'tooSmall':
      return fill(e.tooSmall, { min: groupThousands(problem.min) });
    case 'tooLarge':
      return fill(e.tooLarge, { max: groupThousands(problem.max) });
    default:
      return e[problem.kind];
  }
}

/**
 * Inputs that start as `defaults` (what the server rendered), take a shared link's values once
 * the page runs, and write every change back to the address without a new history entry. Once
 * the visitor has typed, the inputs are what they typed: the address only follows them.
 */
function useSharedInputs<T>(
  defaults: T,
  fromQuery: (search: string, defaults: T) => T,
  toQuery: (search: string, inputs: T) => string,
): [T, (next: T) => void] {
  // Replaced, not pushed: typing does not flood the history. The query is '' while hydrating,
  // so the first render matches the static HTML; a shared link's arrives in the render after.
  const [query, replaceAddress] = useUrlState('replace');
  const [typed, setTyped] = useState<T>();
  const inputs = typed ?? fromQuery(query, defaults);
  const update = (next: T) => {
    setTyped(next);
    replaceAddress(withQuery(window.location, toQuery(query, next)));
  };
  return [inputs, update];
}

function Row({
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

export function MortgageCalculator({
  idPrefix = 'mortgage',
  defaults,
  figures,
  texts,
}: {
  idPrefix?: string;
  defaults: MortgageInputs;
  figures: FinanceFigures;
  texts: FinanceTexts;
}) {
  const [inputs, setInputs] = useSharedInputs(defaults, mortgageFromQuery, mortgageToQuery);
  const hydrated = useHydrated();
  const { problems, result } = evaluateMortgage(inputs, figures);
  const set = (change: Partial<MortgageInputs>) => setInputs({ ...inputs, ...change });
  const id = (name: string) => `${idPrefix}-${name}`;
  const b = figures.buying;
  const m = result?.mortgage;
  const half = result ? Math.floor(result.years / 2) : 0;
  const summary =
    result && m && result.loan > 0
      ? fill(texts.summary, {
          years: result.years,
          totalPaid: formatKes(m.totalPaid),
          loan: formatKes(result.loan),
          interest: formatKes(m.totalInterest),
          half,
          halfBalance: formatKes(m.years[half - 1]?.balance ?? result.loan),
        })
      : texts.summaryNoLoan;

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
          error={problemText(problems.price, texts)}
        />
        <div>
          <TextField
            id={id('deposit')}
            label={`${texts.deposit} (${inputs.depositUnit === 'percent' ? texts.depositPercent : texts.depositAmount})`}
            inputMode="decimal"
            value={inputs.deposit}
            onChange={(deposit) => set({ deposit })}
            error={problemText(problems.deposit, texts)}
          />
          <ChoiceGroup
            id={id('deposit-unit')}
            label={texts.depositUnit}
            kind="radio"
            className="mt-2"
            columns={2}
            values={[inputs.depositUnit]}
            onToggle={(unit) => {
              if (unit === inputs.depositUnit) return;
              // The same deposit in the other unit, so switching never changes the result.
              const value =
                result &&
                (unit === 'amount'
                  ? String(result.deposit)
                  : String(Math.round((result.deposit / result.price) * 1000) / 10));
              set({ depositUnit: unit === 'amount' ? 'amount' : 'percent', deposit: value || '' });
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
          error={problemText(problems.rate, texts)}
        />
        <TextField
          id={id('years')}
          label={texts.years}
          inputMode="numeric"
          value={inputs.years}
          onChange={(years) => set({ years })}
          error={problemText(problems.years, texts)}
        />
      </div>

      {result && m ? (
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
            {[
              [texts.loan, result.loan],
              [texts.totalInterest, m.totalInterest],
              [texts.totalPaid, m.totalPaid],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted font-semibold">{label}</dt>
                <dd className="font-bold tabular-nums">{formatKes(Math.round(Number(value)))}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm leading-relaxed">{summary}</p>
          <BalanceChart principal={result.loan} years={m.years} texts={texts} summary={summary} />
        </div>
      ) : (
        <p role="status" className="mt-5 rounded-xl bg-amber-50 px-4 py-3 font-semibold">
          {texts.invalidSummary}
        </p>
      )}

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
            label: fill(texts.municipal, { rate: b.stampDutyMunicipalPercent.value }),
          },
          { value: 'outside', label: fill(texts.outside, { rate: b.stampDutyOtherPercent.value }) },
        ]}
      />
      {result ? (
        <>
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">{texts.buyingHeading}</caption>
            <tbody>
              <Row label={texts.stampDuty} kes={result.costs.stampDuty} />
              <Row
                label={fill(texts.legalFees, { rate: b.legalFeesPercent.value })}
                kes={result.costs.legalFees}
              />
              <Row
                label={fill(texts.valuation, { rate: b.valuationPercent.value })}
                kes={result.costs.valuation}
              />
              <Row label={texts.otherFees} kes={result.costs.otherFees} />
              <Row label={texts.oneOffTotal} kes={result.costs.total} />
              <Row label={texts.depositRow} kes={result.deposit} />
              <Row label={texts.cashNeeded} kes={result.costs.cashNeeded} strong />
            </tbody>
          </table>
          <p className="text-muted mt-2 text-sm">{texts.cashNote}</p>
        </>
      ) : null}
    </div>
  );
}

export function MoveInCalculator({
  idPrefix = 'move-in',
  defaults,
  depositKnown,
  figures,
  texts,
  perMonth,
}: {
  idPrefix?: string;
  defaults: MoveInInputs;
  /** The listing states its deposit (the field's label says so). */
  depositKnown: boolean;
  figures: FinanceFigures;
  texts: FinanceTexts;
  perMonth: string;
}) {
  const [inputs, setInputs] = useSharedInputs(defaults, moveInFromQuery, moveInToQuery);
  const hydrated = useHydrated();
  const { problems, result } = evaluateMoveIn(inputs, figures);
  const set = (change: Partial<MoveInInputs>) => setInputs({ ...inputs, ...change });
  const id = (name: string) => `${idPrefix}-${name}`;
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
          error={problemText(problems.rent, texts)}
        />
        <TextField
          id={id('months')}
          label={depositKnown ? texts.depositMonthsKnown : texts.depositMonths}
          inputMode="decimal"
          value={inputs.depositMonths}
          onChange={(depositMonths) => set({ depositMonths })}
          error={problemText(problems.depositMonths, texts)}
        />
        <TextField
          id={id('fee')}
          label={texts.agencyFee}
          inputMode="decimal"
          value={inputs.agencyFee}
          onChange={(agencyFee) => set({ agencyFee })}
          error={problemText(problems.agencyFee, texts)}
        />
      </div>
      {result ? (
        <div className="rounded-card bg-brand-50 mt-5 p-5">
          <table className="w-full text-sm">
            <caption className="sr-only">{texts.moveInHeading}</caption>
            <tbody>
              <Row label={plural(result.months, texts.rentDeposit)} kes={result.deposit} />
              <Row label={texts.firstMonth} kes={result.firstMonth} />
              <Row label={texts.agencyFeeRow} kes={result.agencyFee} />
              <Row label={texts.moveInTotal} kes={result.total} strong />
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
        <p role="status" className="mt-5 rounded-xl bg-amber-50 px-4 py-3 font-semibold">
          {texts.invalidSummary}
        </p>
      )}
    </div>
  );
}
