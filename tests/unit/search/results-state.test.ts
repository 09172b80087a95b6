import { describe, expect, it } from 'vitest';
import { resultsState, type ResultsInput } from '@/lib/search/results-state';

const base: ResultsInput = {
  filtered: false,
  index: { status: 'loading' },
  matches: undefined,
  firstPage: 12,
  total: 30,
  count: 12,
};
const state = (input: Partial<ResultsInput>) => resultsState({ ...base, ...input });

describe('resultsState', () => {
  it('shows the first page and the known total before the index, without waiting', () => {
    expect(state({})).toEqual({
      known: 30,
      cards: 'first-page',
      busy: false,
      status: '',
      notice: 'more',
    });
  });

  it('keeps the first page on screen, dimmed, while a filtered search waits', () => {
    expect(state({ filtered: true })).toEqual({
      known: undefined,
      cards: 'first-page',
      busy: true,
      status: 'searching',
      notice: 'none',
    });
  });

  it('says it is loading more when the visitor asked for more than the first page', () => {
    expect(state({ count: 24 })).toMatchObject({ status: 'loading-more', busy: false });
  });

  it('shows the matches once the index is here', () => {
    expect(state({ filtered: true, index: { status: 'ready' }, matches: 5 })).toEqual({
      known: 5,
      cards: 'matches',
      busy: false,
      status: '',
      notice: 'none',
    });
    expect(state({ index: { status: 'ready' }, matches: 30, count: 24 }).notice).toBe('more');
  });

  it('offers Clear Filters when nothing matches', () => {
    expect(state({ filtered: true, index: { status: 'ready' }, matches: 0 }).notice).toBe('empty');
  });

  it('names the failure: a search, more of the list, or a site that changed', () => {
    const failed = { status: 'failed' as const, stale: false };
    expect(state({ filtered: true, index: failed })).toMatchObject({
      cards: 'none',
      notice: 'search-failed',
    });
    expect(state({ index: failed, count: 24 })).toMatchObject({
      cards: 'first-page',
      notice: 'load-failed',
    });
    expect(state({ filtered: true, index: { status: 'failed', stale: true } }).notice).toBe(
      'stale',
    );
  });

  it('does not bother a visitor with a failure that does not affect what they see', () => {
    expect(state({ index: { status: 'failed', stale: false } })).toMatchObject({
      cards: 'first-page',
      notice: 'more',
    });
  });
});
