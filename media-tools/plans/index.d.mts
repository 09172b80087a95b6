// Types for plans/index.mjs, so TypeScript callers (the unit tests) are checked. Keep in sync.
import type { Plan } from '../scene.mjs';

export const PLANS: Record<string, Plan>;
export function planFor(slug: string): Plan;
