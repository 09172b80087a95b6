import { buyingCosts, moveInCost, type BuyingCosts, type MoveInCost } from './costs';
import { mortgage, type MortgageResult } from './mortgage';
import type { MortgageFigures, MoveInFigures } from './calculator-props';
import type { FinanceFigures } from './schema';

/**
 * The calculators' inputs as the visitor typed them (or a shared link carried them), checked
 * into numbers or messages. Pure and client-safe: the server renders the defaults' results into
 * the static HTML with the same functions the island runs.
 */

export type NumberProblem =
  | { kind: 'required' }
  | { kind: 'notNumber' }
  | { kind: 'whole' }
  | { kind: 'tooSmall'; min: number }
  | { kind: 'tooLarge'; max: number }
  | { kind: 'overPrice' };

export type Checked = { ok: true; value: number } | { ok: false; problem: NumberProblem };

/** Longer text than this is no number anyone typed: it is cut before it is read or shown. */
export const MAX_INPUT_LENGTH = 24;

/**
 * A number as people type money and rates: '2,500,000', '2 500 000', 'Ksh 2,500,000', '13.5',
 * '13,5' is not accepted (ambiguous); checked against [min, max].
 */
export function readNumber(
  text: string,
  { min, max, whole = false }: { min: number; max: number; whole?: boolean },
): Checked {
  const cleaned = text
    .slice(0, MAX_INPUT_LENGTH)
    .trim()
    .replace(/^(ksh|kes)\.?\s*/i, '')
    .replace(/[\s,\u00a0]/g, '');
  if (cleaned === '') return { ok: false, problem: { kind: 'required' } };
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return { ok: false, problem: { kind: 'notNumber' } };
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return { ok: false, problem: { kind: 'tooLarge', max } };
  if (whole && !Number.isInteger(value)) return { ok: false, problem: { kind: 'whole' } };
  if (value < min) return { ok: false, problem: { kind: 'tooSmall', min } };
  if (value > max) return { ok: false, problem: { kind: 'tooLarge', max } };
  return { ok: true, value };
}

/** What each field accepts. Prices match the listing rules' scale: up to 10 billion shillings. */
export const FIELD_LIMITS = {
  price: { min: 1, max: 10_000_000_000, whole: true },
  depositPercent: { min: 0, max: 100 },
  rate: { min: 0, max: 50 },
  years: { min: 1, max: 40, whole: true },
  rent: { min: 1, max: 100_000_000, whole: true },
  depositMonths: { min: 0, max: 12 },
  agencyFee: { min: 0, max: 200 },
} as const;

export type DepositUnit = 'percent' | 'amount';

export interface MortgageInputs {
  price: string;
  deposit: string;
  depositUnit: DepositUnit;
  rate: string;
  years: string;
  municipal: boolean;
}

export type MortgageField = 'price' | 'deposit' | 'rate' | 'years';

/** What a purchase comes to once every field is valid. */
export interface MortgageEstimate {
  price: number;
  deposit: number;
  loan: number;
  years: number;
  mortgage: MortgageResult;
  costs: BuyingCosts;
}

export interface MortgageEvaluation {
  problems: Partial<Record<MortgageField, NumberProblem>>;
  /** Present when every field is valid. */
  result?: MortgageEstimate;
}

export function evaluateMortgage(
  inputs: MortgageInputs,
  figures: MortgageFigures,
): MortgageEvaluation {
  const problems: MortgageEvaluation['problems'] = {};
  const price = readNumber(inputs.price, FIELD_LIMITS.price);
  const rate = readNumber(inputs.rate, FIELD_LIMITS.rate);
  const years = readNumber(inputs.years, FIELD_LIMITS.years);
  let deposit: Checked;
  if (inputs.depositUnit === 'percent') {
    deposit = readNumber(inputs.deposit, FIELD_LIMITS.depositPercent);
    if (deposit.ok && price.ok) deposit = { ok: true, value: (price.value * deposit.value) / 100 };
  } else {
    deposit = readNumber(inputs.deposit, { min: 0, max: FIELD_LIMITS.price.max });
    if (deposit.ok && price.ok && deposit.value > price.value)
      deposit = { ok: false, problem: { kind: 'overPrice' } };
  }
  if (!price.ok) problems.price = price.problem;
  if (!deposit.ok) problems.deposit = deposit.problem;
  if (!rate.ok) problems.rate = rate.problem;
  if (!years.ok) problems.years = years.problem;
  if (!price.ok || !deposit.ok || !rate.ok || !years.ok) return { problems };
  const depositKes = Math.round(deposit.value);
  const loan = price.value - depositKes;
  return {
    problems,
    result: {
      price: price.value,
      deposit: depositKes,
      loan,
      years: years.value,
      mortgage: mortgage({ principal: loan, ratePercent: rate.value, months: years.value * 12 }),
      costs: buyingCosts(price.value, depositKes, inputs.municipal, figures.buying),
    },
  };
}

/**
 * The deposit's fields after the visitor picks `unit` (the radio's value): the same deposit in
 * shillings, or as a percentage of the price to one decimal, so switching the unit never changes
 * the result. The field is left empty when the inputs give no result: there is no deposit to
 * carry over.
 */
export function depositInUnit(
  unit: string,
  result: MortgageEstimate | undefined,
): Pick<MortgageInputs, 'depositUnit' | 'deposit'> {
  if (unit === 'amount')
    return { depositUnit: 'amount', deposit: result ? String(result.deposit) : '' };
  return {
    depositUnit: 'percent',
    deposit: result ? String(Math.round((result.deposit / result.price) * 1000) / 10) : '',
  };
}

export interface MoveInInputs {
  rent: string;
  depositMonths: string;
  agencyFee: string;
}

export type MoveInField = keyof MoveInInputs;

export interface MoveInEvaluation {
  problems: Partial<Record<MoveInField, NumberProblem>>;
  result?: MoveInCost & { months: number };
}

export function evaluateMoveIn(inputs: MoveInInputs, figures: MoveInFigures): MoveInEvaluation {
  const rent = readNumber(inputs.rent, FIELD_LIMITS.rent);
  const months = readNumber(inputs.depositMonths, FIELD_LIMITS.depositMonths);
  const fee = readNumber(inputs.agencyFee, FIELD_LIMITS.agencyFee);
  const problems: MoveInEvaluation['problems'] = {};
  if (!rent.ok) problems.rent = rent.problem;
  if (!months.ok) problems.depositMonths = months.problem;
  if (!fee.ok) problems.agencyFee = fee.problem;
  if (!rent.ok || !months.ok || !fee.ok) return { problems };
  return {
    problems,
    result: {
      months: months.value,
      ...moveInCost(rent.value, months.value, fee.value, figures.renting.incomeSharePercent.value),
    },
  };
}

/** A figure as an input shows it: no trailing zeros, no grouping ('13.5', '20'). */
export const asInput = (n: number) => String(Math.round(n * 1000) / 1000);

export function defaultMortgageInputs(price: number, figures: FinanceFigures): MortgageInputs {
  return {
    price: asInput(price),
    deposit: asInput(figures.mortgage.depositPercent.value),
    depositUnit: 'percent',
    rate: asInput(figures.mortgage.ratePercent.value),
    years: asInput(figures.mortgage.termYears.value),
    municipal: true,
  };
}

export function defaultMoveInInputs(
  rent: number,
  listingDepositMonths: number | undefined,
  figures: FinanceFigures,
): MoveInInputs {
  return {
    rent: asInput(rent),
    depositMonths: asInput(listingDepositMonths ?? figures.renting.depositMonths.value),
    agencyFee: asInput(figures.renting.agencyFeePercent.value),
  };
}

/*
 * Query-string state, so a result can be shared: `?price=…&deposit=20%25&rate=…&years=…&stamp=
 * outside` for a purchase, `?rent=…&months=…&fee=…` for a rental. Unknown keys are kept; values
 * are taken as typed text (cut to MAX_INPUT_LENGTH) and checked like typing, so a hostile link
 * shows a message beside the field instead of a wrong number.
 */

const text = (params: URLSearchParams, key: string) => params.get(key)?.slice(0, MAX_INPUT_LENGTH);

export function mortgageFromQuery(search: string, defaults: MortgageInputs): MortgageInputs {
  const params = new URLSearchParams(search);
  const deposit = text(params, 'deposit');
  const percent = deposit?.trim().endsWith('%');
  return {
    price: text(params, 'price') ?? defaults.price,
    deposit: deposit === undefined ? defaults.deposit : deposit.trim().replace(/%$/, ''),
    depositUnit: deposit === undefined ? defaults.depositUnit : percent ? 'percent' : 'amount',
    rate: text(params, 'rate') ?? defaults.rate,
    years: text(params, 'years') ?? defaults.years,
    municipal: params.get('stamp') === 'outside' ? false : defaults.municipal,
  };
}

export function mortgageToQuery(search: string, inputs: MortgageInputs): string {
  const params = new URLSearchParams(search);
  params.set('price', inputs.price);
  params.set('deposit', inputs.depositUnit === 'percent' ? `${inputs.deposit}%` : inputs.deposit);
  params.set('rate', inputs.rate);
  params.set('years', inputs.years);
  if (inputs.municipal) params.delete('stamp');
  else params.set('stamp', 'outside');
  return params.toString();
}

export function moveInFromQuery(search: string, defaults: MoveInInputs): MoveInInputs {
  const params = new URLSearchParams(search);
  return {
    rent: text(params, 'rent') ?? defaults.rent,
    depositMonths: text(params, 'months') ?? defaults.depositMonths,
    agencyFee: text(params, 'fee') ?? defaults.agencyFee,
  };
}

export function moveInToQuery(search: string, inputs: MoveInInputs): string {
  const params = new URLSearchParams(search);
  params.set('rent', inputs.rent);
  params.set('months', inputs.depositMonths);
  params.set('fee', inputs.agencyFee);
  return params.toString();
}
