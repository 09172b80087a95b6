import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultMortgageInputs,
  defaultMoveInInputs,
  depositInUnit,
  evaluateMortgage,
  evaluateMoveIn,
  MAX_INPUT_LENGTH,
  mortgageFromQuery,
  mortgageToQuery,
  moveInFromQuery,
  moveInToQuery,
  readNumber,
} from '@/lib/finance/calculator';
import { monthlyPayment } from '@/lib/finance/mortgage';
import { FIGURES } from './fixtures';

const ANY = { min: 0, max: 1e12 };

describe('readNumber', () => {
  it.each([
    ['2500000', 2_500_000],
    ['2,500,000', 2_500_000],
    [' 2 500 000 ', 2_500_000],
    ['Ksh 2,500,000', 2_500_000],
    ['KES2500000', 2_500_000],
    ['13.5', 13.5],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(readNumber(text, ANY)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'notNumber'],
    ['-5', 'notNumber'],
    ['1e9', 'notNumber'],
    ['12,5.3.1', 'notNumber'],
    ['<script>alert(1)</script>', 'notNumber'],
    ['NaN', 'notNumber'],
    ['Infinity', 'notNumber'],
  ])('refuses %j (%s)', (text, kind) => {
    expect(readNumber(text, ANY)).toEqual({ ok: false, problem: { kind } });
  });

  it('names the limit a number is outside of', () => {
    expect(readNumber('0', { min: 1, max: 10 })).toEqual({
      ok: false,
      problem: { kind: 'tooSmall', min: 1 },
    });
    expect(readNumber('99999999999999999999', { min: 1, max: 10 })).toEqual({
      ok: false,
      problem: { kind: 'tooLarge', max: 10 },
    });
    expect(readNumber('2.5', { min: 1, max: 10, whole: true })).toEqual({
      ok: false,
      problem: { kind: 'whole' },
    });
  });

  it('never throws, and gives a finite number within the limits or a problem', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const read = readNumber(text, { min: 1, max: 1000 });
        if (read.ok) {
          expect(Number.isFinite(read.value)).toBe(true);
          expect(read.value).toBeGreaterThanOrEqual(1);
          expect(read.value).toBeLessThanOrEqual(1000);
        }
      }),
    );
  });
});

describe('evaluateMortgage', () => {
  const defaults = defaultMortgageInputs(12_500_000, FIGURES);

  it('starts from the data file: 20% deposit, its rate and term', () => {
    expect(defaults).toEqual({
      price: '12500000',
      deposit: String(FIGURES.mortgage.depositPercent.value),
      depositUnit: 'percent',
      rate: String(FIGURES.mortgage.ratePercent.value),
      years: String(FIGURES.mortgage.termYears.value),
      municipal: true,
    });
    const { result } = evaluateMortgage(defaults, FIGURES);
    expect(result!.deposit).toBe(2_500_000);
    expect(result!.loan).toBe(10_000_000);
    expect(result!.mortgage.monthly).toBeCloseTo(
      monthlyPayment({ principal: 10_000_000, ratePercent: 13.5, months: 240 }),
      6,
    );
    expect(result!.costs.cashNeeded).toBe(2_500_000 + result!.costs.total);
  });

  it('takes a deposit in shillings, and refuses one above the price', () => {
    const amount = { ...defaults, depositUnit: 'amount' as const, deposit: '5,000,000' };
    expect(evaluateMortgage(amount, FIGURES).result!.loan).toBe(7_500_000);
    const over = { ...amount, deposit: '13000000' };
    expect(evaluateMortgage(over, FIGURES)).toEqual({
      problems: { deposit: { kind: 'overPrice' } },
    });
  });

  it('gives a message per wrong field, and no result, never NaN', () => {
    const bad = { ...defaults, price: '-1', rate: 'abc', years: '0', deposit: '150' };
    const { problems, result } = evaluateMortgage(bad, FIGURES);
    expect(result).toBeUndefined();
    expect(problems).toEqual({
      price: { kind: 'notNumber' },
      rate: { kind: 'notNumber' },
      years: { kind: 'tooSmall', min: 1 },
      deposit: { kind: 'tooLarge', max: 100 },
    });
  });

  it('gives finite figures for any input that passes', () => {
    const field = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer({ min: -5, max: 1e12 }).map(String),
    );
    fc.assert(
      fc.property(field, field, field, field, fc.boolean(), (price, deposit, rate, years, pct) => {
        const { result } = evaluateMortgage(
          { price, deposit, rate, years, depositUnit: pct ? 'percent' : 'amount', municipal: true },
          FIGURES,
        );
        if (!result) return;
        for (const n of [
          result.mortgage.monthly,
          result.mortgage.totalPaid,
          result.costs.cashNeeded,
        ])
          expect(Number.isFinite(n)).toBe(true);
        expect(result.loan).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('depositInUnit (switching the deposit between percent and shillings)', () => {
  const defaults = defaultMortgageInputs(12_500_000, FIGURES);

  it('writes the same deposit in the unit picked', () => {
    const { result } = evaluateMortgage(defaults, FIGURES);
    expect(depositInUnit('amount', result)).toEqual({ depositUnit: 'amount', deposit: '2500000' });
    expect(depositInUnit('percent', result)).toEqual({ depositUnit: 'percent', deposit: '20' });
  });

  it('keeps the result exactly from a percentage to shillings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (price, tenths) => {
          const inPercent = { ...defaults, price: String(price), deposit: String(tenths / 10) };
          const before = evaluateMortgage(inPercent, FIGURES).result!;
          const inAmount = { ...inPercent, ...depositInUnit('amount', before) };
          expect(evaluateMortgage(inAmount, FIGURES).result).toEqual(before);
        },
      ),
    );
  });

  it('rounds shillings to a tenth of a percent of the price', () => {
    const amount = { ...defaults, depositUnit: 'amount' as const, deposit: '3,333,333' };
    const { result } = evaluateMortgage(amount, FIGURES);
    expect(depositInUnit('percent', result).deposit).toBe('26.7');
  });

  it('leaves the field empty when the inputs give no result', () => {
    const { result } = evaluateMortgage({ ...defaults, price: 'abc' }, FIGURES);
    expect(depositInUnit('amount', result)).toEqual({ depositUnit: 'amount', deposit: '' });
    expect(depositInUnit('percent', result)).toEqual({ depositUnit: 'percent', deposit: '' });
  });
});

describe('evaluateMoveIn', () => {
  it("uses the listing's deposit months when it states them, the data file's otherwise", () => {
    expect(defaultMoveInInputs(85_000, 3, FIGURES).depositMonths).toBe('3');
    expect(defaultMoveInInputs(85_000, undefined, FIGURES).depositMonths).toBe(
      String(FIGURES.renting.depositMonths.value),
    );
    const { result } = evaluateMoveIn(defaultMoveInInputs(85_000, 3, FIGURES), FIGURES);
    expect(result!.deposit).toBe(255_000);
    expect(result!.total).toBe(255_000 + 85_000 + result!.agencyFee);
  });

  it('names wrong fields', () => {
    expect(evaluateMoveIn({ rent: '0', depositMonths: '13', agencyFee: 'x' }, FIGURES)).toEqual({
      problems: {
        rent: { kind: 'tooSmall', min: 1 },
        depositMonths: { kind: 'tooLarge', max: 12 },
        agencyFee: { kind: 'notNumber' },
      },
    });
  });
});

describe('the query string', () => {
  const defaults = defaultMortgageInputs(12_500_000, FIGURES);

  it('round-trips the inputs and keeps other keys', () => {
    const inputs = { ...defaults, deposit: '30', rate: '12.25', years: '15', municipal: false };
    const query = mortgageToQuery('utm_source=whatsapp', inputs);
    expect(new URLSearchParams(query).get('utm_source')).toBe('whatsapp');
    expect(new URLSearchParams(query).get('deposit')).toBe('30%');
    expect(mortgageFromQuery(query, defaults)).toEqual(inputs);
    const amount = { ...defaults, depositUnit: 'amount' as const, deposit: '4000000' };
    expect(mortgageFromQuery(mortgageToQuery('', amount), defaults)).toEqual(amount);
    const rent = { rent: '85000', depositMonths: '3', agencyFee: '50' };
    expect(moveInFromQuery(moveInToQuery('', rent), rent)).toEqual(rent);
  });

  it('keeps the defaults for keys a link leaves out', () => {
    expect(mortgageFromQuery('', defaults)).toEqual(defaults);
    expect(mortgageFromQuery('?rate=11', defaults)).toEqual({ ...defaults, rate: '11' });
  });

  it('cuts hostile values to a short text that the checks then refuse', () => {
    const inputs = mortgageFromQuery(`rate=${'9'.repeat(10_000)}&years=%3Cscript%3E`, defaults);
    expect(inputs.rate).toHaveLength(MAX_INPUT_LENGTH);
    expect(inputs.years).toBe('<script>');
    const { problems } = evaluateMortgage(inputs, FIGURES);
    expect(problems.rate).toEqual({ kind: 'tooLarge', max: 50 });
    expect(problems.years).toEqual({ kind: 'notNumber' });
  });
});
