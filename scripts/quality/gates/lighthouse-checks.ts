// What the Lighthouse gate (lighthouse.ts beside this file) decides from its runs of a page,
// apart from running Lighthouse: the CPU calibration, the medians and each budget's check.
import type { LighthouseBudgets, PageBudget } from './budgets';
import { type Cell, kb } from './common';

/** The categories Lighthouse scores; the first is performance, the others must be 100. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A figure for each category. */
export function byCategory<T>(figure: (category: Category) => T): Record<Category, T> {
  return {
    performance: figure('performance'),
    accessibility: figure('accessibility'),
    'best-practices': figure('best-practices'),
    seo: figure('seo'),
  };
}

/** What the gate reads from one Lighthouse run of a page. */
export interface LighthouseRun {
  benchmarkIndex: number;
  slowdown: number;
  /**
   * Each category's score, 0 to 100; null for a category this run did not measure (the gate
   * measures accessibility, best practices and SEO in a page's first run only: they do not vary
   * with the host's speed, and each costs about 2 s a run).
   */
  scores: Record<Category, number | null>;
  bytes: number;
  requests: number;
  /** The URLs of the render-blocking resources. */
  blocking: string[];
  cls: number;
  mainThread: number;
  tbt: number;
  lcp: number;
  /** The weighted audits that did not pass, as `category/audit-id`. */
  failed: string[];
  /**
   * Audits Lighthouse could not run this time (an error, not a finding), which leave their
   * category with no score: such a run is measured again (lighthouse.ts).
   */
  errored: string[];
}

/** The multiplier that makes a host of `benchmarkIndex` emulate the target phone. */
export function calibratedSlowdown(benchmarkIndex: number, targetBenchmarkIndex: number): number {
  const multiplier = benchmarkIndex / targetBenchmarkIndex;
  // Lighthouse's own sanity range: below 1 would speed the page up, and a host measured as
  // absurdly fast or slow (a benchmark disturbed by other work) should not swing the figures.
  return Math.min(Math.max(multiplier, 1), 20);
}

/** The middle value (the upper one of an even count), as the gate has always taken it. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

type Figure = 'bytes' | 'requests' | 'cls' | 'mainThread' | 'tbt' | 'lcp';

/** What a page's runs come to: its problems against the budgets, and its row in the table. */
export interface PageVerdict {
  over: string[];
  row: Cell[];
}

/** Checks a page's runs (one or more) against its budget and the budgets all pages share. */
export function pageVerdict(
  page: string,
  runs: readonly LighthouseRun[],
  budget: PageBudget,
  budgets: LighthouseBudgets,
): PageVerdict {
  const m = (key: Figure) => median(runs.map((r) => r[key]));
  // The lowest and highest of the runs, to show how steady a figure is.
  const spread = (key: Figure, format: (value: number) => Cell = Math.round) =>
    `${format(Math.min(...runs.map((r) => r[key])))}-${format(Math.max(...runs.map((r) => r[key])))}`;
  const scores = byCategory((c) =>
    median(runs.flatMap((r) => (r.scores[c] === null ? [] : [r.scores[c]]))),
  );
  const best = Math.max(...runs.map((r) => r.scores.performance ?? 0));
  const blocking = median(runs.map((r) => r.blocking.length));
  const over: string[] = [];
  if (m('bytes') > budget.kb * 1024) over.push(`${kb(m('bytes'))} KB > ${budget.kb} KB`);
  if (m('requests') > budget.requests) over.push(`${m('requests')} requests > ${budget.requests}`);
  if (m('mainThread') > budget.mainThreadMs)
    over.push(`main-thread work ${Math.round(m('mainThread'))} ms > ${budget.mainThreadMs} ms`);
  if (blocking > budgets.renderBlocking)
    over.push(
      `${blocking} render-blocking resources > ${budgets.renderBlocking} (${[...new Set(runs.flatMap((r) => r.blocking))].join(', ')})`,
    );
  if (m('cls') > budgets.cls) over.push(`CLS ${m('cls').toFixed(3)} > ${budgets.cls}`);
  if (scores.performance < budgets.performanceFloor)
    over.push(`performance ${scores.performance} (median) < floor ${budgets.performanceFloor}`);
  for (const category of CATEGORIES.slice(1)) {
    // NaN (no run measured it) fails too.
    if (!(scores[category] >= 100)) {
      const audits = new Set(runs.flatMap((r) => r.failed).filter((a) => a.startsWith(category)));
      over.push(`${category} ${scores[category]} < 100 (${[...audits].join(', ')})`);
    }
  }
  return {
    over,
    row: [
      page,
      `${kb(m('bytes'))} (${spread('bytes', kb)}) / ${budget.kb}`,
      `${m('requests')} (${spread('requests')}) / ${budget.requests}`,
      `${Math.round(m('mainThread'))} (${spread('mainThread')}) / ${budget.mainThreadMs}`,
      blocking,
      m('cls').toFixed(3),
      `${Math.round(m('tbt'))} ms`,
      `${(m('lcp') / 1000).toFixed(2)} s`,
      `${scores.performance} (best ${best})`,
      `${scores.accessibility}/${scores['best-practices']}/${scores.seo}`,
      over.length ? 'OVER' : 'ok',
    ],
  };
}
