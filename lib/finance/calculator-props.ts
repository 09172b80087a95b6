import 'server-only';
import type { Dictionary } from '@/lib/i18n/en';
import type { FigureValues, FinanceFigures } from './schema';

/**
 * What a listing page hands its calculators (components/finance/cost-section.tsx): the
 * calculators are a client island, so whatever they are handed is written into every listing
 * page, in the payload React hydrates them from. Each gets the figures' values it computes with
 * and the words it shows, and nothing else: not the figures' dates, sources and notes (the
 * page's citations, drawn by the server), nor the other calculator's words, nor those the
 * server shows around them. Run on the server only; the calculators import the types.
 */

type FinanceTexts = Dictionary['finance'];

/** What the mortgage calculator computes with: the buying costs' values (a home's: no land fees). */
export interface MortgageFigures {
  buying: FigureValues<Omit<FinanceFigures['buying'], 'lcbConsentFee'>>;
}

/** What the moving-in calculator computes with: the income share's value. */
export interface MoveInFigures {
  renting: Pick<FigureValues<FinanceFigures['renting']>, 'incomeSharePercent'>;
}

const valuesOf = <Group extends Record<string, { value: number }>>(group: Group) =>
  Object.fromEntries(
    Object.entries(group).map(([name, { value }]) => [name, { value }]),
  ) as FigureValues<Group>;

/** The figures each calculator is handed, from the page's. */
export const mortgageFigures = (figures: FinanceFigures): MortgageFigures => {
  // The Land Control Board's fee is land's (land-costs.tsx), never a home's calculator's.
  const homes: Partial<FinanceFigures['buying']> = { ...figures.buying };
  delete homes.lcbConsentFee;
  return { buying: valuesOf(homes as Omit<FinanceFigures['buying'], 'lcbConsentFee'>) };
};
export const moveInFigures = (figures: FinanceFigures): MoveInFigures => ({
  renting: { incomeSharePercent: { value: figures.renting.incomeSharePercent.value } },
});

/** The words the mortgage calculator shows: the page hands it these and no others. */
export const MORTGAGE_TEXTS = [
  'mortgageHeading',
  'price',
  'deposit',
  'depositUnit',
  'depositPercent',
  'depositAmount',
  'rate',
  'years',
  'monthly',
  'loan',
  'totalInterest',
  'totalPaid',
  'summary',
  'summaryNoLoan',
  'chartTitle',
  'chartBalance',
  'chartInterest',
  'chartYears',
  'buyingHeading',
  'where',
  'municipal',
  'outside',
  'stampDuty',
  'legalFees',
  'valuation',
  'otherFees',
  'oneOffTotal',
  'depositRow',
  'cashNeeded',
  'cashNote',
  'invalidSummary',
  'errors',
] as const satisfies readonly (keyof FinanceTexts)[];
export type MortgageTexts = Pick<FinanceTexts, (typeof MORTGAGE_TEXTS)[number]>;

/** The words the moving-in calculator shows. */
export const MOVE_IN_TEXTS = [
  'moveInHeading',
  'rent',
  'depositMonths',
  'depositMonthsKnown',
  'agencyFee',
  'rentDeposit',
  'firstMonth',
  'agencyFeeRow',
  'moveInTotal',
  'incomeNeeded',
  'invalidSummary',
  'errors',
] as const satisfies readonly (keyof FinanceTexts)[];
export type MoveInTexts = Pick<FinanceTexts, (typeof MOVE_IN_TEXTS)[number]>;

/** The words of one calculator, from the page's dictionary. */
export function calculatorTexts<Name extends keyof FinanceTexts>(
  texts: FinanceTexts,
  names: readonly Name[],
): Pick<FinanceTexts, Name> {
  return Object.fromEntries(names.map((name) => [name, texts[name]])) as Pick<FinanceTexts, Name>;
}
