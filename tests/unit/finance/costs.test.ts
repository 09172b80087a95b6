import { describe, expect, it } from 'vitest';
import { buyingCosts, landCosts, moveInCost } from '@/lib/finance/costs';
import { citations, figuresFor } from '@/lib/finance/citations';
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

describe('landCosts', () => {
  const b = FIGURES.buying;

  it('is stamp duty, legal and other fees, and no valuation for a bank (no mortgage for land)', () => {
    const plot = landCosts(1_450_000, true, false, b);
    expect(plot.stampDuty).toBe(58_000);
    expect(plot.legalFees).toBe(Math.round((1_450_000 * b.legalFeesPercent.value) / 100));
    expect(plot.otherFees).toBe(b.otherFees.value);
    expect(plot.lcbConsent).toBeUndefined();
    expect(plot.total).toBe(plot.stampDuty + plot.legalFees + plot.otherFees);
    expect(landCosts(1_450_000, false, false, b).stampDuty).toBe(29_000);
  });

  it("adds the Land Control Board's fee where its consent is needed (agricultural land)", () => {
    const farm = landCosts(7_500_000, false, true, b);
    expect(farm.lcbConsent).toBe(b.lcbConsentFee.value);
    expect(farm.lcbConsent).toBe(1_000);
    expect(farm.total).toBe(farm.stampDuty + farm.legalFees + farm.otherFees + 1_000);
  });

  it("cites the Land Control Act on land's pages only", () => {
    const sources = (kind: 'sale' | 'land' | 'rent') =>
      citations(figuresFor(FIGURES, kind)).sources;
    expect(sources('land')).toContain('Land Control Act (Cap. 302)');
    expect(sources('land')).not.toContain(b.valuationPercent.source);
    expect(sources('sale')).not.toContain('Land Control Act (Cap. 302)');
    expect(sources('sale')).toContain(b.valuationPercent.source);
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
