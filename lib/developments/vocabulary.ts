/**
 * The closed lists of a development (a project sold off-plan) and its payment plan. Free of zod
 * so the search island can import them (the `offPlan` filter).
 */

/**
 * Where a project stands: sold before the ground is broken (`off_plan`), being built
 * (`under_construction`), or finished (`ready`). A ready project stays on the site as its
 * developer's track record.
 */
export const DEVELOPMENT_STATES = ['off_plan', 'under_construction', 'ready'] as const;
export type DevelopmentState = (typeof DEVELOPMENT_STATES)[number];

/** Whether units of a project in this state are bought before they exist: the 'Off-plan' badge. */
export const isBuilding = (state: DevelopmentState): boolean => state !== 'ready';

/**
 * The stages a progress photo is dated at, and an instalment may fall due on, in the order
 * buildings reach them. A subdivision has its own: roads, beacons, water and titles.
 */
export const STAGES = [
  'site_clearing',
  'excavation',
  'foundation',
  'superstructure',
  'walling',
  'roofing',
  'finishes',
  'roads',
  'services',
  'titles',
  'handover',
] as const;
export type Stage = (typeof STAGES)[number];

/** The parts of a payment plan, in the order a buyer pays them. */
export const PLAN_PARTS = ['reservation', 'deposit', 'instalment', 'balance'] as const;
export type PlanPart = (typeof PLAN_PARTS)[number];

/**
 * Where a buyer's money waits until the unit is handed over: an escrow account at a bank, an
 * advocate's client account, or neither (paid straight to the developer).
 */
export const DEPOSIT_HOLDERS = ['escrow', 'advocate', 'neither'] as const;
export type DepositHolder = (typeof DEPOSIT_HOLDERS)[number];

/** The `offPlan` search filter: only units of projects still being built, or none of them. */
export const OFF_PLAN_FILTERS = ['only', 'hide'] as const;
export type OffPlanFilter = (typeof OFF_PLAN_FILTERS)[number];

/** `offPlan=only|hide`, exactly; any other value (`<script>`, `yes`) is ignored. */
export function parseOffPlan(raw: string | null | undefined): OffPlanFilter | undefined {
  const value = raw?.trim().toLowerCase();
  return (OFF_PLAN_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as OffPlanFilter)
    : undefined;
}
