// The budgets of the weight and Lighthouse gates (budgets.json), read and checked in one place:
// a budget file with a typo stops the gate with the field it names, not with a quiet NaN.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ROOT } from '../../build/root';

const pageBudgetSchema = z.object({
  kb: z.number(),
  requests: z.number(),
  mainThreadMs: z.number(),
});
/** A Lighthouse page's budget: KB transferred, requests, main-thread work. */
export type PageBudget = z.infer<typeof pageBudgetSchema>;

const lighthouseBudgetsSchema = z.object({
  targetBenchmarkIndex: z.number().positive(),
  renderBlocking: z.number(),
  cls: z.number(),
  performanceFloor: z.number(),
  pages: z.record(z.string(), pageBudgetSchema),
});
/** budgets.json's `lighthouse`: the budgets every page shares, and each page's own. */
export type LighthouseBudgets = z.infer<typeof lighthouseBudgetsSchema>;

const keywordSearchSchema = z.object({
  /** The size the issue set the budgets at, in homes. */
  homes: z.number().int().positive(),
  /** KB gzip a keyword search may fetch, and its median time in ms, at `homes`. */
  kb: z.number().positive(),
  ms: z.number().positive(),
  /** What any search costs whatever the size (a vocabulary, a chunk; a timer's grain). */
  floorKb: z.number().nonnegative(),
  floorMs: z.number().nonnegative(),
});

/**
 * The keyword search's budgets for a build of `homes` homes: the budgets at the size,
 * scaled by the number of homes, but never below the floor, since a small index still has a
 * vocabulary and whole chunks, and a timer a grain.
 */
export function keywordSearchBudget(
  budget: z.infer<typeof keywordSearchSchema>,
  homes: number,
): { kb: number; ms: number } {
  const share = homes / budget.homes;
  return {
    kb: Math.max(budget.kb * share, budget.floorKb),
    ms: Math.max(budget.ms * share, budget.floorMs),
  };
}

/** Budgets by route: a route's own key, a `[segment]` key for a dynamic route, or the default. */
const routeBudgetsSchema = z.object({ default: z.number() }).catchall(z.number());
export type RouteBudgets = z.infer<typeof routeBudgetsSchema>;

const budgetsSchema = z.object({
  /** The framework runtime's first-load JS, gzip bytes: not ours, so not counted. */
  runtimeJs: z.number(),
  /** Our first-load JS per route, gzip bytes; `[segment]` keys hold a dynamic route. */
  ownJs: routeBudgetsSchema,
  /**
   * Each page type's HTML, raw bytes (what the phone parses; `html` holds the gzip), keyed as
   * `ownJs`. A page drawing a whole-home plan may add `htmlRawFloorPlan` for it.
   */
  htmlRaw: routeBudgetsSchema,
  htmlRawFloorPlan: z.number(),
  css: z.number(),
  html: z.number(),
  /** The HTML of a page that draws a whole-home floor plan: `html` and the plan's own share. */
  htmlFloorPlan: z.number(),
  /** The 360° tour's chunk, loaded on its button (Photo Sphere Viewer, three.js, the small plan). */
  tourJs: z.number(),
  /** What starting /map/'s interactive map fetches, bytes on the wire: its data saver button says it. */
  mapStart: z.number(),
  lighthouse: lighthouseBudgetsSchema,
  keywordSearch: keywordSearchSchema,
});
export type Budgets = z.infer<typeof budgetsSchema>;

export async function readBudgets(): Promise<Budgets> {
  const file = path.join(ROOT, 'budgets.json');
  const parsed = budgetsSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`budgets.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * A route's budget (the route without its language prefix): its own key, else a key such as
 * '/listings/[slug]/' that holds every page of a dynamic route to one budget (each [segment]
 * stands for one path segment), else the default.
 */
export function routeBudget(budgets: RouteBudgets, route: string): number {
  const exact = budgets[route];
  if (exact !== undefined) return exact;
  for (const [key, budget] of Object.entries(budgets)) {
    if (!key.includes('[')) continue;
    if (new RegExp(`^${key.replace(/\[[^\]]+\]/g, '[^/]+')}$`).test(route)) return budget;
  }
  return budgets.default;
}
