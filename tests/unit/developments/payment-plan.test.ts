// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  dueOnSigning,
  monthlySplit,
  paidBeforeCompletion,
  planProblems,
  planSchedule,
  type PaymentPlan,
} from '@/lib/developments/payment-plan';

const STAGED: PaymentPlan = {
  basis: 'percent',
  parts: [
    { part: 'reservation', percent: 2, due: { at: 'booking' } },
    { part: 'deposit', percent: 18, due: { at: 'signing' } },
    { part: 'instalment', percent: 20, due: { at: 'stage', stage: 'foundation' } },
    { part: 'instalment', percent: 20, due: { at: 'stage', stage: 'superstructure' } },
    { part: 'instalment', percent: 10, due: { at: 'stage', stage: 'finishes' } },
    { part: 'balance', percent: 30, due: { at: 'completion' } },
  ],
};

const MONTHLY: PaymentPlan = {
  basis: 'percent',
  parts: [
    { part: 'reservation', percent: 1, due: { at: 'booking' } },
    { part: 'deposit', percent: 19, due: { at: 'signing' } },
    { part: 'instalment', percent: 48, due: { at: 'monthly', months: 12 } },
    { part: 'balance', percent: 32, due: { at: 'completion' } },
  ],
};

const AMOUNTS: PaymentPlan = {
  basis: 'amount',
  parts: [
    { part: 'reservation', amount: 50_000, due: { at: 'booking' } },
    { part: 'deposit', amount: 200_000, due: { at: 'signing' } },
    { part: 'instalment', amount: 600_000, due: { at: 'monthly', months: 6 } },
    { part: 'balance', amount: 400_000, due: { at: 'completion' } },
  ],
};

describe('planSchedule: stages and percentages', () => {
  it('gives each part in shillings, by hand: 13,800,000 on a 2/18/20/20/10/30 plan', () => {
    const rows = planSchedule(STAGED, 13_800_000);
    expect(rows.map((r) => r.amount)).toEqual([
      276_000, 2_484_000, 2_760_000, 2_760_000, 1_380_000, 4_140_000,
    ]);
    expect(rows.map((r) => r.basisPoints)).toEqual([200, 1800, 2000, 2000, 1000, 3000]);
    expect(dueOnSigning(rows)).toBe(2_760_000);
    expect(paidBeforeCompletion(rows)).toBe(9_660_000);
  });

  it('rounds each part to the shilling and lets the balance take what rounding leaves', () => {
    // 2% of 8,900,001 is 178,000.02; 18% is 1,602,000.18; the balance takes the 0.8 left.
    const rows = planSchedule(STAGED, 8_900_001);
    expect(rows.slice(0, 5).map((r) => r.amount)).toEqual([
      178_000, 1_602_000, 1_780_000, 1_780_000, 890_000,
    ]);
    expect(rows[5]!.amount).toBe(2_670_001);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(8_900_001);
  });
});

describe('planSchedule: months', () => {
  it('splits a monthly part into equal payments, the last taking the rounding', () => {
    const rows = planSchedule(MONTHLY, 14_500_000);
    const monthly = rows[2]!;
    expect(monthly.amount).toBe(6_960_000);
    expect(monthly.monthly).toEqual({ count: 12, each: 580_000, last: 580_000 });
    // 48% of 14,500,001 is 6,960,000.48 → 6,960,000; 12 payments of 580,000.
    const odd = planSchedule(MONTHLY, 14_500_007).find((r) => r.due.at === 'monthly')!;
    expect(odd.amount).toBe(6_960_003);
    expect(odd.monthly).toEqual({ count: 12, each: 580_000, last: 580_003 });
  });

  it('monthlySplit keeps the sum for any amount and count', () => {
    expect(monthlySplit(100, 3)).toEqual({ each: 33, last: 34 });
    expect(monthlySplit(200, 3)).toEqual({ each: 67, last: 66 });
  });
});

describe('planSchedule: amounts', () => {
  it('takes the amounts as they are and gives their shares of the price', () => {
    const rows = planSchedule(AMOUNTS, 1_250_000);
    expect(rows.map((r) => r.amount)).toEqual([50_000, 200_000, 600_000, 400_000]);
    expect(rows.map((r) => r.basisPoints)).toEqual([400, 1600, 4800, 3200]);
    expect(rows[2]!.monthly).toEqual({ count: 6, each: 100_000, last: 100_000 });
  });

  it('refuses a price the amounts do not add up to', () => {
    expect(amountProblem(AMOUNTS, 1_250_000)).toBeUndefined();
    expect(amountProblem(AMOUNTS, 1_300_000)).toBe(
      "amounts add up to 1250000, not the unit's price 1300000",
    );
    expect(() => planSchedule(AMOUNTS, 1_300_000)).toThrow(RangeError);
  });
});

describe('planProblems', () => {
  it('accepts the sample plans', () => {
    for (const plan of [STAGED, MONTHLY, AMOUNTS]) expect(planProblems(plan)).toEqual([]);
  });

  it('names a plan whose percentages do not add up to 100%', () => {
    const short = { ...STAGED, parts: STAGED.parts.slice(0, 5) };
    expect(planProblems(short)).toEqual([['parts', 'percentages add up to 70%, not 100%']]);
  });

  it('names the part and field of a malformed part', () => {
    expect(
      planProblems({
        basis: 'percent',
        parts: [
          { part: 'deposit', percent: 20.005, due: { at: 'signing' } },
          { part: 'reservation', percent: 10, due: { at: 'booking' } },
          { part: 'balance', percent: 50, due: { at: 'signing' } },
          { part: 'instalment', amount: 5, percent: 20, due: { at: 'monthly', months: 0 } },
        ],
      }),
    ).toEqual([
      ['parts[0].percent', 'must have at most two decimals'],
      ['parts[1].part', 'a reservation is the first part'],
      ['parts[2].part', 'the balance is the last part, due on completion'],
      ['parts[3].amount', 'is not given in a percent plan'],
      ['parts[3].due.months', 'must be a whole number of months from 1 to 120'],
    ]);
    expect(
      planProblems({
        basis: 'amount',
        parts: [{ part: 'deposit', percent: 100, due: { at: 'signing' } }],
      }),
    ).toEqual([
      ['parts[0].amount', 'is missing (basis is amount)'],
      ['parts[0].percent', 'is not given in an amount plan'],
    ]);
    expect(planProblems({ basis: 'percent', parts: [] })).toEqual([
      ['parts', 'must have at least one part'],
    ]);
  });
});

describe('planSchedule: properties', () => {
  // Any split of 100% into parts of whole hundredths, any price: the schedule adds up to the
  // price exactly, every amount is a whole shilling, and no part is off by more than a shilling
  // per part from its exact share.
  const plans = fc
    .array(fc.integer({ min: 1, max: 4000 }), { minLength: 1, maxLength: 8 })
    .map((weights) => {
      const total = weights.reduce((s, w) => s + w, 0);
      const points = weights.map((w) => Math.floor((w * 10_000) / total));
      points[points.length - 1]! += 10_000 - points.reduce((s, p) => s + p, 0);
      return points.filter((p) => p > 0);
    })
    .chain((points) =>
      fc.tuple(
        fc.constant(points),
        fc.array(fc.integer({ min: 1, max: 60 }), {
          minLength: points.length,
          maxLength: points.length,
        }),
      ),
    )
    .map(([points, months]): PaymentPlan => ({
      basis: 'percent',
      parts: points.map((p, i) => ({
        part: i === points.length - 1 ? 'balance' : 'instalment',
        percent: p / 100,
        due:
          i === points.length - 1
            ? { at: 'completion' }
            : months[i]! % 2
              ? { at: 'monthly', months: months[i]! }
              : { at: 'signing' },
      })),
    }));

  it('adds up to the price in whole shillings, each part within a shilling of its share', () => {
    fc.assert(
      fc.property(plans, fc.integer({ min: 45_000, max: 25_000_000 }), (plan, price) => {
        expect(planProblems(plan)).toEqual([]);
        const rows = planSchedule(plan, price);
        expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(price);
        rows.forEach((row, i) => {
          expect(Number.isInteger(row.amount)).toBe(true);
          const exact = (price * row.basisPoints) / 10_000;
          expect(Math.abs(row.amount - exact)).toBeLessThanOrEqual(
            i === rows.length - 1 ? rows.length : 0.5,
          );
          if (row.monthly) {
            expect(row.monthly.each * (row.monthly.count - 1) + row.monthly.last).toBe(row.amount);
            expect(Math.abs(row.monthly.last - row.monthly.each)).toBeLessThanOrEqual(
              row.monthly.count,
            );
          }
        });
      }),
    );
  });
});
