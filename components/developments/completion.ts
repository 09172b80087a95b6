import type { Dictionary } from '@/lib/i18n/en';
import { fill, formatMonth } from '@/lib/i18n/format';
import type { Development } from '@/lib/developments/schema';

/** 'Expected completion September 2028', or 'Completed June 2026' for a ready project. */
export function completionText(
  development: Pick<Development, 'state' | 'completion'>,
  t: Dictionary['developments'],
): string {
  const date = formatMonth(development.completion, t.monthNames);
  return fill(development.state === 'ready' ? t.completed : t.expected, { date });
}
