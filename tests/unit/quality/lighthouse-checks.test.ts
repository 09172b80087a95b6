// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LighthouseBudgets, PageBudget } from '@/scripts/quality/gates/budgets';
import {
  calibratedSlowdown,
  type LighthouseRun,
  median,
  pageVerdict,
} from '@/scripts/quality/gates/lighthouse-checks';

const budgets: LighthouseBudgets = {
  targetBenchmarkIndex: 1000,
  renderBlocking: 1,
  cls: 0.05,
  performanceFloor: 80,
  pages: {},
};
const budget: PageBudget = { kb: 300, requests: 20, mainThreadMs: 2000 };

/** A run well inside every budget, with some figures changed. */
function run(change: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    benchmarkIndex: 2000,
    slowdown: 2,
    scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
    bytes: 250 * 1024,
    requests: 18,
    blocking: ['http://localhost:4182/_next/static/chunks/site.css'],
    cls: 0,
    mainThread: 1200,
    tbt: 40,
    lcp: 2100,
    failed: [],
    errored: [],
    ...change,
  };
}

describe('pageVerdict', () => {
  it('passes a page inside its budgets, and shows its figures', () => {
    const { over, row } = pageVerdict('/safety/', [run()], budget, budgets);
    expect(over).toEqual([]);
    expect(row).toEqual([
      '/safety/',
      '250.0 (250.0-250.0) / 300',
      '18 (18-18) / 20',
      '1200 (1200-1200) / 2000',
      1,
      '0.000',
      '40 ms',
      '2.10 s',
      '97 (best 97)',
      '100/100/100',
      'ok',
    ]);
  });

  it('names each budget a page goes over', () => {
    const { over, row } = pageVerdict(
      '/',
      [
        run({
          bytes: 341 * 1024,
          requests: 22,
          mainThread: 2400.4,
          blocking: ['/a.css', '/b.js'],
          cls: 0.12,
          scores: { performance: 70, accessibility: 96, 'best-practices': 100, seo: 92 },
          failed: ['accessibility/color-contrast', 'seo/meta-description'],
        }),
      ],
      budget,
      budgets,
    );
    expect(over).toEqual([
      '341.0 KB > 300 KB',
      '22 requests > 20',
      'main-thread work 2400 ms > 2000 ms',
      '2 render-blocking resources > 1 (/a.css, /b.js)',
      'CLS 0.120 > 0.05',
      'performance 70 (median) < floor 80',
      'accessibility 96 < 100 (accessibility/color-contrast)',
      'seo 92 < 100 (seo/meta-description)',
    ]);
    expect(row.at(-1)).toBe('OVER');
  });

  it('judges the median of several runs, so one slow run does not fail a page', () => {
    const runs = [run({ mainThread: 1100 }), run({ mainThread: 5200 }), run({ mainThread: 1300 })];
    const { over, row } = pageVerdict('/map/', runs, budget, budgets);
    expect(over).toEqual([]);
    expect(row[3]).toBe('1300 (1100-5200) / 2000');
  });

  it('reports the best performance score beside the median', () => {
    const scores = (performance: number) => ({
      performance,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    });
    const runs = [
      run({ scores: scores(77) }),
      run({ scores: scores(95) }),
      run({ scores: scores(85) }),
    ];
    const { over, row } = pageVerdict('/', runs, budget, budgets);
    expect(over).toEqual([]);
    expect(row[8]).toBe('85 (best 95)');
  });
});

describe('pageVerdict with categories measured in the first run only', () => {
  const later = (performance: number) =>
    run({ scores: { performance, accessibility: null, 'best-practices': null, seo: null } });

  it('takes accessibility, best practices and SEO from the run that measured them', () => {
    const first = run({
      scores: { performance: 90, accessibility: 96, 'best-practices': 100, seo: 100 },
      failed: ['accessibility/color-contrast'],
    });
    const { over, row } = pageVerdict('/', [first, later(99), later(98)], budget, budgets);
    expect(row[8]).toBe('98 (best 99)');
    expect(row[9]).toBe('96/100/100');
    expect(over).toEqual(['accessibility 96 < 100 (accessibility/color-contrast)']);
  });

  it('fails a category no run measured', () => {
    const { over } = pageVerdict('/', [later(99)], budget, budgets);
    expect(over).toEqual([
      'accessibility NaN < 100 ()',
      'best-practices NaN < 100 ()',
      'seo NaN < 100 ()',
    ]);
  });
});

describe('calibratedSlowdown', () => {
  it("emulates the target phone: the host's benchmark index over the phone's", () => {
    expect(calibratedSlowdown(2500, 1000)).toBe(2.5);
  });

  it('never speeds a page up, and ignores an absurd measurement of the host', () => {
    expect(calibratedSlowdown(400, 1000)).toBe(1);
    expect(calibratedSlowdown(90_000, 1000)).toBe(20);
  });
});

describe('median', () => {
  it('takes the middle value, the upper one of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});
