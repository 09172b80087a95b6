import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, pageWindow } from '@/lib/search/pagination';
import { resultsPagePath } from '@/lib/site/routes';

describe('result pages', () => {
  it('counts pages of 12, with at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(6)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(10_000)).toBe(834);
  });

  it('puts page 1 at /listings/ and the rest under /listings/page/', () => {
    expect(resultsPagePath(1)).toBe('/listings/');
    expect(resultsPagePath(2)).toBe('/listings/page/2/');
    expect(resultsPagePath(834)).toBe('/listings/page/834/');
  });

  it('gives each page its own rows, the last one short', () => {
    expect(pageRange(1, 30)).toEqual({ start: 0, end: 12 });
    expect(pageRange(3, 30)).toEqual({ start: 24, end: 30 });
  });

  it('covers every listing exactly once across the pages', () => {
    for (const total of [1, 11, 12, 13, 200, 1001]) {
      const seen: number[] = [];
      for (let page = 1; page <= pageCount(total); page++) {
        const { start, end } = pageRange(page, total);
        for (let row = start; row < end; row++) seen.push(row);
      }
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });

  it('shows first, last and two either side, with gaps only where pages are left out', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 17)).toEqual([1, 2, 3, 'gap', 17]);
    expect(pageWindow(9, 17)).toEqual([1, 'gap', 7, 8, 9, 10, 11, 'gap', 17]);
    // A single missing page is shown rather than replaced by a gap.
    expect(pageWindow(4, 17)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 17]);
    expect(pageWindow(17, 17)).toEqual([1, 'gap', 15, 16, 17]);
  });
});
