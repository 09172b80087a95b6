import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MortgageCalculator } from '@/components/finance/mortgage-calculator';
import { MoveInCalculator } from '@/components/finance/move-in-calculator';
import {
  defaultMortgageInputs,
  defaultMoveInInputs,
  evaluateMortgage,
  evaluateMoveIn,
} from '@/lib/finance/calculator';
import {
  calculatorTexts,
  mortgageFigures,
  moveInFigures,
  MORTGAGE_TEXTS,
  MOVE_IN_TEXTS,
} from '@/lib/finance/calculator-props';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';
import { FIGURES } from './fixtures';

/*
 * What a listing page hands its calculators is written into the page: the figures' values and
 * the words each calculator shows, nothing else. With only that, they draw what they drew
 * with the whole figures file and the whole dictionary.
 */

describe('what the calculators are handed', () => {
  it('is the values of the figures, without their dates, sources and notes', () => {
    expect(mortgageFigures(FIGURES)).toEqual({
      buying: {
        stampDutyMunicipalPercent: { value: FIGURES.buying.stampDutyMunicipalPercent.value },
        stampDutyOtherPercent: { value: FIGURES.buying.stampDutyOtherPercent.value },
        legalFeesPercent: { value: FIGURES.buying.legalFeesPercent.value },
        valuationPercent: { value: FIGURES.buying.valuationPercent.value },
        otherFees: { value: FIGURES.buying.otherFees.value },
      },
    });
    expect(moveInFigures(FIGURES)).toEqual({
      renting: { incomeSharePercent: { value: FIGURES.renting.incomeSharePercent.value } },
    });
  });

  it('gives the same results as the whole figures', () => {
    const purchase = defaultMortgageInputs(12_500_000, FIGURES);
    expect(evaluateMortgage(purchase, mortgageFigures(FIGURES))).toEqual(
      evaluateMortgage(purchase, FIGURES),
    );
    const rental = defaultMoveInInputs(85_000, 3, FIGURES);
    expect(evaluateMoveIn(rental, moveInFigures(FIGURES))).toEqual(evaluateMoveIn(rental, FIGURES));
  });

  it("is each calculator's own words, not the other's nor the section's", () => {
    const mortgage = calculatorTexts(en.finance, MORTGAGE_TEXTS);
    const moveIn = calculatorTexts(en.finance, MOVE_IN_TEXTS);
    expect(mortgage.mortgageHeading).toBe(en.finance.mortgageHeading);
    expect(moveIn.moveInHeading).toBe(en.finance.moveInHeading);
    expect(Object.keys(mortgage)).not.toContain('moveInHeading');
    expect(Object.keys(moveIn)).not.toContain('mortgageHeading');
    for (const texts of [mortgage, moveIn]) {
      expect(Object.keys(texts)).not.toContain('costsHeading');
      expect(Object.keys(texts)).not.toContain('figuresNote');
    }
  });

  it.each([
    ['English', en],
    ['Swahili', sw],
  ])('draws the calculators as the whole texts and figures do, in %s', (_, t) => {
    const purchase = defaultMortgageInputs(12_500_000, FIGURES);
    expect(
      renderToString(
        <MortgageCalculator
          defaults={purchase}
          figures={mortgageFigures(FIGURES)}
          texts={calculatorTexts(t.finance, MORTGAGE_TEXTS)}
        />,
      ),
    ).toBe(
      renderToString(
        <MortgageCalculator defaults={purchase} figures={FIGURES} texts={t.finance} />,
      ),
    );
    for (const depositKnown of [true, false]) {
      const props = {
        defaults: defaultMoveInInputs(85_000, depositKnown ? 3 : undefined, FIGURES),
        depositKnown,
        perMonth: t.listing.perMonth,
      };
      expect(
        renderToString(
          <MoveInCalculator
            {...props}
            figures={moveInFigures(FIGURES)}
            texts={calculatorTexts(t.finance, MOVE_IN_TEXTS)}
          />,
        ),
      ).toBe(renderToString(<MoveInCalculator {...props} figures={FIGURES} texts={t.finance} />));
    }
  });
});
