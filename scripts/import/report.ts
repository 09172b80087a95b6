import { inChangeOrder } from './merge';
import type { Change } from './plan';
import { describeRejected, type RejectedRow } from './read-listings';

/**
 * What an import prints: what it ignored, every rejected row ('Row 7, column "ref": …'), each
 * home created, updated (with the fields that changed) and withdrawn, and always, last, one
 * line of counts:
 *
 *   Created 3, updated 2 (price, description), unchanged 5, rejected 2, withdrawn 1.
 *
 * Unchanged homes are counted, not listed: a full feed of thousands repeats most of them. Pure.
 */

export interface ReportInput {
  notices: readonly string[];
  rejected: readonly RejectedRow[];
  changes: readonly Change[];
  /** Why nothing was written, when nothing was (a dry run, or --strict with rejections). */
  unwritten?: string;
}

export function reportLines({ notices, rejected, changes, unwritten }: ReportInput): string[] {
  const lines: string[] = [];
  if (unwritten !== undefined) lines.push(unwritten);
  lines.push(...notices, ...describeRejected(rejected));
  const kinds: readonly Change['kind'][] = ['created', 'updated', 'withdrawn'];
  const listed = kinds.flatMap((kind) => changes.filter((c) => c.kind === kind));
  for (const change of listed) {
    const row = change.row === undefined ? '' : ` (row ${change.row})`;
    const fields = change.fields.length > 0 ? `: ${change.fields.join(', ')}` : '';
    if (change.kind === 'created') lines.push(`Created ${change.slug}${row}`);
    if (change.kind === 'updated') lines.push(`Updated ${change.slug}${row}${fields}`);
    if (change.kind === 'withdrawn')
      lines.push(`Withdrawn ${change.slug} (no longer in the file)${fields}`);
  }
  lines.push(summaryLine(changes, rejected.length));
  return lines;
}

/** The last line of every report, a refused file's too (all counts 0). */
export function summaryLine(changes: readonly Change[], rejected: number): string {
  const count = (kind: Change['kind']) => changes.filter((c) => c.kind === kind).length;
  const fields = inChangeOrder(
    changes.filter((c) => c.kind === 'updated').flatMap((c) => c.fields),
  );
  const which = fields.length > 0 ? ` (${fields.join(', ')})` : '';
  return (
    `Created ${count('created')}, updated ${count('updated')}${which}, ` +
    `unchanged ${count('unchanged')}, rejected ${rejected}, withdrawn ${count('withdrawn')}.`
  );
}

/** A file refused whole: its one message, then the counts, all 0. */
export function refusedLines(problem: string): string[] {
  return [problem, summaryLine([], 0)];
}
