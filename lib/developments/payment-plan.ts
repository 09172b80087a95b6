import type { PlanPart, Stage } from './vocabulary';

/**
 * A payment plan's arithmetic: what a buyer of an off-plan unit pays, and when. Pure and
 * client-safe; the schema (schema.ts) rejects a plan whose parts do not add up, with the
 * messages of `planProblems`.
 *
 * A plan is stated either in percentages of a unit's price that add up to 100%, which fits
 * every unit type of a project, or in shillings that add up to one unit type's price (a
 * subdivision's plots, all one price). Amounts are whole shillings: percentages of a price are
 * rounded to the shilling, and what rounding leaves over is paid with the balance, so the parts
 * always add up to the price exactly.
 */

/** When a part falls due. `monthly` spreads the part over that many equal monthly instalments. */
export type PlanDue =
  | { at: 'booking' }
  | { at: 'signing' }
  | { at: 'stage'; stage: Stage }
  | { at: 'monthly'; months: number }
  | { at: 'completion' };

export interface PlanPartRecord {
  part: PlanPart;
  due: PlanDue;
  /** Percent of the price, to two decimals (percent plans). */
  percent?: number;
  /** Whole shillings (amount plans). */
  amount?: number;
}

export interface PaymentPlan {
  basis: 'percent' | 'amount';
  parts: readonly PlanPartRecord[];
}

/** One row of a worked example: a part, its share of the price and what it comes to. */
export interface ScheduleRow {
  part: PlanPart;
  due: PlanDue;
  /** Share of the price in hundredths of a percent (1,850 is 18.5%): exact for percent plans. */
  basisPoints: number;
  /** Whole shillings. */
  amount: number;
  /** For monthly parts: the monthly instalment, and the last one where rounding makes it differ. */
  monthly?: { count: number; each: number; last: number };
}

/** Percent to hundredths, as an integer: 18.5 → 1850. Floating point never decides a sum. */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

const FULL = 10_000;

/**
 * What is wrong with a plan's shape, as `[path, message]` pairs (empty when nothing is):
 * each part carries the figure its basis asks for and no other, percentages have at most two
 * decimals and add up to exactly 100%, a reservation comes first and a balance last, due on
 * completion, and monthly instalments run for 1 to 120 months. That amounts add up to the unit's
 * price is checked where the price is known (`amountProblem`).
 */
export function planProblems(plan: PaymentPlan): [string, string][] {
  const problems: [string, string][] = [];
  const { parts } = plan;
  if (parts.length === 0) return [['parts', 'must have at least one part']];
  parts.forEach((p, i) => {
    const at = `parts[${i}]`;
    if (plan.basis === 'percent') {
      if (p.percent === undefined)
        problems.push([`${at}.percent`, 'is missing (basis is percent)']);
      else if (p.percent <= 0 || p.percent > 100)
        problems.push([`${at}.percent`, 'must be more than 0 and at most 100']);
      else if (Math.abs(p.percent * 100 - basisPoints(p.percent)) > 1e-6)
        problems.push([`${at}.percent`, 'must have at most two decimals']);
      if (p.amount !== undefined) problems.push([`${at}.amount`, 'is not given in a percent plan']);
    } else {
      if (p.amount === undefined) problems.push([`${at}.amount`, 'is missing (basis is amount)']);
      else if (!Number.isInteger(p.amount) || p.amount <= 0)
        problems.push([`${at}.amount`, 'must be a whole number of shillings above 0']);
      if (p.percent !== undefined)
        problems.push([`${at}.percent`, 'is not given in an amount plan']);
    }
    if (p.part === 'reservation' && i !== 0)
      problems.push([`${at}.part`, 'a reservation is the first part']);
    if (p.part === 'balance' && (i !== parts.length - 1 || p.due.at !== 'completion'))
      problems.push([`${at}.part`, 'the balance is the last part, due on completion']);
    if (
      p.due.at === 'monthly' &&
      (!Number.isInteger(p.due.months) || p.due.months < 1 || p.due.months > 120)
    )
      problems.push([`${at}.due.months`, 'must be a whole number of months from 1 to 120']);
  });
  if (plan.basis === 'percent' && problems.length === 0) {
    const sum = parts.reduce((s, p) => s + basisPoints(p.percent!), 0);
    if (sum !== FULL) problems.push(['parts', `percentages add up to ${sum / 100}%, not 100%`]);
  }
  return problems;
}

/** Whether an amount plan's parts add up to `price`; the message says by how much they miss. */
export function amountProblem(plan: PaymentPlan, price: number): string | undefined {
  if (plan.basis !== 'amount') return undefined;
  const sum = plan.parts.reduce((s, p) => s + (p.amount ?? 0), 0);
  return sum === price ? undefined : `amounts add up to ${sum}, not the unit's price ${price}`;
}

/** Splits `amount` into `count` whole-shilling instalments, the last taking what rounding leaves. */
export function monthlySplit(amount: number, count: number): { each: number; last: number } {
  const each = Math.round(amount / count);
  return { each, last: amount - each * (count - 1) };
}

/**
 * The worked example of `plan` for a unit priced `price`: every part in shillings, rounded to
 * the shilling, adding up to `price` exactly (the balance, or the last part, takes the
 * rounding). For an amount plan the amounts are the plan's own and `price` must be their sum.
 */
export function planSchedule(plan: PaymentPlan, price: number): ScheduleRow[] {
  if (!Number.isInteger(price) || price <= 0) throw new RangeError(`not a price: ${price}`);
  const rows = plan.parts.map((p): ScheduleRow => {
    const amount =
      plan.basis === 'amount' ? p.amount! : Math.round((price * basisPoints(p.percent!)) / FULL);
    const points =
      plan.basis === 'amount' ? Math.round((p.amount! * FULL) / price) : basisPoints(p.percent!);
    return { part: p.part, due: p.due, basisPoints: points, amount };
  });
  const sum = rows.reduce((s, r) => s + r.amount, 0);
  if (sum !== price) {
    if (plan.basis === 'amount') throw new RangeError(amountProblem(plan, price));
    // At most half a shilling per part: the balance (the last part) absorbs it.
    const last = rows[rows.length - 1]!;
    last.amount += price - sum;
  }
  for (const row of rows) {
    if (row.due.at === 'monthly') {
      row.monthly = { count: row.due.months, ...monthlySplit(row.amount, row.due.months) };
    }
  }
  return rows;
}

/** What a buyer has paid by handover, before the balance: the money at risk if a project stalls. */
export function paidBeforeCompletion(rows: readonly ScheduleRow[]): number {
  return rows.filter((r) => r.due.at !== 'completion').reduce((s, r) => s + r.amount, 0);
}

/** What is due on signing the sale agreement, reservation included: the cash a buyer needs first. */
export function dueOnSigning(rows: readonly ScheduleRow[]): number {
  return rows
    .filter((r) => r.due.at === 'booking' || r.due.at === 'signing')
    .reduce((s, r) => s + r.amount, 0);
}
