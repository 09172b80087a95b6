import type { Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import { formatKes } from '@/lib/site/format';
import type { MortgageEstimate, NumberProblem } from './calculator';
import { groupThousands } from './currency';

/**
 * What the calculators say in words, in the page's language: the message beside a field the
 * visitor got wrong, and the loan's result in a sentence (shown under the figures and given to
 * the chart as its description). Pure and client-safe, like the figures they describe.
 */

type FinanceTexts = Dictionary['finance'];

/** The message beside a field, or undefined when the field is fine. */
export function problemText(
  problem: NumberProblem | undefined,
  errors: FinanceTexts['errors'],
): string | undefined {
  if (!problem) return undefined;
  switch (problem.kind) {
    case 'tooSmall':
      return fill(errors.tooSmall, { min: groupThousands(problem.min) });
    case 'tooLarge':
      return fill(errors.tooLarge, { max: groupThousands(problem.max) });
    default:
      return errors[problem.kind];
  }
}

/**
 * The loan in a sentence: what is repaid over the term, of which interest, and what is still
 * owed halfway through (the loan itself when the term is one year: no year ends before half).
 * With nothing to borrow, says so.
 */
export function mortgageSummary(
  result: MortgageEstimate,
  texts: Pick<FinanceTexts, 'summary' | 'summaryNoLoan'>,
): string {
  if (result.loan <= 0) return texts.summaryNoLoan;
  const m = result.mortgage;
  const half = Math.floor(result.years / 2);
  return fill(texts.summary, {
    years: result.years,
    totalPaid: formatKes(m.totalPaid),
    loan: formatKes(result.loan),
    interest: formatKes(m.totalInterest),
    half,
    halfBalance: formatKes(m.years[half - 1]?.balance ?? result.loan),
  });
}
