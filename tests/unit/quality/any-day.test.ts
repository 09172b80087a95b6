// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { logProblems, pageProblems } from '@/scripts/quality/any-day';

const warning =
  'Warning: Exchange rates of 2026-11-20 are 1829 days old at the build date 2031-11-23 (more ' +
  'than 14): the site shows prices in KES only. Update them with ' +
  '`npm run rates -- --date YYYY-MM-DD USD=… GBP=… EUR=…`';

describe('logProblems', () => {
  it("accepts a log with the one stale-rates warning naming the rates' date", () => {
    expect(logProblems(`finance-data: checked\n${warning}\nnext: done`, '2026-11-20')).toEqual([]);
  });

  it('wants exactly one warning', () => {
    expect(logProblems('finance-data: checked', '2026-11-20')).toEqual([
      'expected one stale-rates warning in the build log, found 0',
    ]);
    expect(logProblems(`${warning}\n${warning}`, '2026-11-20')).toEqual([
      'expected one stale-rates warning in the build log, found 2',
    ]);
  });

  it("wants the warning to name the rates' date", () => {
    expect(logProblems(warning, '2026-11-21')).toEqual([
      "the stale-rates warning must name the rates' date 2026-11-21 and the command",
    ]);
  });

  it('fails a build that left curated listings out as stale', () => {
    expect(logProblems(`${warning}\nLeft out 2 listings older than`, '2026-11-20')).toEqual([
      'the build left out curated listings as stale',
    ]);
  });
});

describe('pageProblems', () => {
  const cards = (n: number) => '<article class="card"></article>'.repeat(n);

  it('accepts the curated listings without a currency menu', () => {
    expect(pageProblems('listings/index.html', `<main>${cards(12)}</main>`, 12)).toEqual([]);
  });

  it('names a missing home and a currency menu', () => {
    expect(
      pageProblems('sw/listings/index.html', `${cards(5)}<div data-currency-choice></div>`, 12),
    ).toEqual([
      'sw/listings/index.html: 5 cards, expected the 12 curated listings',
      'sw/listings/index.html: has a currency menu',
    ]);
  });
});
