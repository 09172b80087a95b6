import { describe, expect, it } from 'vitest';
import { buyingCosts, moveInCost } from '@/lib/finance/costs';
import { FIGURES } from './fixtures';

describe('buyingCosts', () => {
  const b = FIGURES.buying;

  it('takes stamp duty at the municipal rate inside a municipality, the other rate outside', () => {
    const inside = buyingCosts(10_000_000, 2_000_000, true, b);
    const outside = buyingCosts(10_000_000, 2_000_000, false, b);
    expect(inside.stampDuty).toBe((10_000_000 * b.stampDutyMunicipalPercent.value) / 100);
    expect(outside.stampDuty).toBe((10_000_000 * b.stampDutyOtherPercent.value) / 100);
    // The data file's figures today: 4% and 2% (Stamp Duty Act).
    expect(inside.stampDuty).toBe(400_000);
    expect(outside.stampDuty).toBe(200_000);
  });

  it('adds up the one-off costs, and the deposit for the cash needed', () => {
    const costs = buyingCosts(12_500_000, 2_500_000, true, b);
    expect(costs.legalFees).toBe(Math.round((12_500_000 * b.legalFeesPercent.value) / 100));
    expect(costs.valuation).toBe(Math.round((12_500_000 * b.valuationPercent.value) / 100));
    expect(costs.otherFees).toBe(b.otherFees.value);
    expect(costs.total).toBe(costs.stampDuty + costs.legalFees + costs.valuation + costs.otherFees);
    expect(costs.cashNeeded).toBe(2_500_000 + costs.total);
  });
});

describe('moveInCost', () => {
  it('is the deposit, the first month and the agency fee', () => {
    const cost = moveInCost(85_000, 2, 50, 30);
    expect(cost).toEqual({
      deposit: 170_000,
      firstMonth: 85_000,
      agencyFee: 42_500,
      total: 297_500,
      incomeNeeded: 283_333,
    });
  });

  it('needs the income at which the rent is the given share', () => {
    expect(moveInCost(30_000, 1, 0, 30).incomeNeeded).toBe(100_000);
    expect(moveInCost(30_000, 0, 0, 100).incomeNeeded).toBe(30_000);
  });
});
