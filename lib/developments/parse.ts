import 'server-only';
import type { z } from 'zod';
import type { StoredRecord } from './folder';
import { DevelopmentDataError } from './schema';

/**
 * Validates stored records against `schema`, or throws one error naming, for every problem,
 * its file and field: `data/developments/amani-heights-kilimani.json, field
 * "paymentPlan.parts": percentages add up to 95%, not 100%`.
 */
export function parseRecords<T>(
  stored: readonly StoredRecord[],
  schema: z.ZodType<T>,
  what: string,
  prepare: (record: unknown) => unknown = (r) => r,
): { file: string; record: T }[] {
  const problems: string[] = [];
  const out: { file: string; record: T }[] = [];
  for (const { file, record } of stored) {
    const result = schema.safeParse(prepare(record));
    if (result.success) {
      out.push({ file, record: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
      problems.push(`${file}, field "${field}": ${missing ? 'is missing' : issue.message}`);
    }
  }
  if (problems.length > 0) throw new DevelopmentDataError(dataMessage(what, problems));
  return out;
}

export function dataMessage(what: string, problems: readonly string[]): string {
  return `Invalid ${what} data (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}
