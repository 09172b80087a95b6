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

const budgetsSchema = z.object({
  /** The framework runtime's first-load JS, gzip bytes: not ours, so not counted. */
  runtimeJs: z.number(),
  /** Our first-load JS per route, gzip bytes; `[segment]` keys hold a dynamic route. */
  ownJs: z.object({ default: z.number() }).catchall(z.number()),
  css: z.number(),
  html: z.number(),
  lighthouse: lighthouseBudgetsSchema,
});
export type Budgets = z.infer<typeof budgetsSchema>;

export async function readBudgets(): Promise<Budgets> {
  const file = path.join(ROOT, 'budgets.json');
  const parsed = budgetsSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`budgets.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Our JS budget of a route (without its language prefix): its own key in `ownJs`, else a key
 * such as '/listings/[slug]/' that holds every page of a dynamic route to one budget (each
 * [segment] stands for one path segment), else the default.
 */
export function ownJsBudget(ownJs: Budgets['ownJs'], route: string): number {
  const exact = ownJs[route];
  if (exact !== undefined) return exact;
  for (const [key, budget] of Object.entries(ownJs)) {
    if (!key.includes('[')) continue;
    if (new RegExp(`^${key.replace(/\[[^\]]+\]/g, '[^/]+')}$`).test(route)) return budget;
  }
  return ownJs.default;
}
