import { collectAgents } from '@/lib/agents/collect';
import { keepSampleDatesCurrent } from '@/lib/listings/sample-dates';
import { ListingDataError, parseListings, withTours } from '@/lib/listings/schema';

/**
 * The whole site, as it would be after the import, checked by the build's own rules: the
 * records (parseListings), the tours (withTours) and the agents, each described one way by
 * every listing that names them (collectAgents). Each problem is given back by the listing it
 * names, so the import can reject the row that caused it, in the build's words. Pure.
 */

export interface SiteProblem {
  /** The listing the problem names, when it names one. */
  slug?: string;
  /** The field it names ('price', 'agent.phone'). */
  field?: string;
  /** What is wrong, as the build says it: 'must be at least 1'. */
  message: string;
  /** The whole line, as the build prints it. */
  line: string;
}

/**
 * Every problem of `records` (the stored form: no tours, sample dates as written) as the build
 * would find them on `today`; none when the build would take them. The agents are checked once
 * the records are sound, as the build does.
 */
export function checkSite(
  records: readonly unknown[],
  tours: unknown,
  today: string,
): SiteProblem[] {
  try {
    const joined = keepSampleDatesCurrent(withTours(records, tours), today);
    collectAgents(parseListings(joined, 'the imported data'));
    return [];
  } catch (error) {
    if (!(error instanceof ListingDataError)) throw error;
    return problemLines(error.message);
  }
}

const NAMED = /^listing "([a-z0-9-]+)", field "([^"]*)": ([\s\S]*)$/;

/** The lines of a build error ('  - listing "x", field "price": must be …'), one problem each. */
export function problemLines(message: string): SiteProblem[] {
  const lines = message.split('\n').filter((l) => l.startsWith('  - '));
  // A message of one line names its problem in the line itself.
  const items = lines.length > 0 ? lines.map((l) => l.slice(4)) : [message];
  return items.map((line) => {
    const named = NAMED.exec(line);
    return named
      ? { slug: named[1]!, field: named[2]!, message: named[3]!, line }
      : { message: line, line };
  });
}
