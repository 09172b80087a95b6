import { describe, expect, it } from 'vitest';
import { withQuery } from '@/lib/url-state/address';

describe('withQuery', () => {
  const page = { pathname: '/sw/listings/family-home-karen/', hash: '' };

  it('keeps the path and puts the new query after it', () => {
    expect(withQuery(page, 'rent=90000&months=2')).toBe(
      '/sw/listings/family-home-karen/?rent=90000&months=2',
    );
  });

  it('keeps the fragment of a link to a section', () => {
    expect(withQuery({ ...page, hash: '#costs' }, 'rate=10')).toBe(
      '/sw/listings/family-home-karen/?rate=10#costs',
    );
  });

  it("writes no '?' for an empty query", () => {
    expect(withQuery({ ...page, hash: '#costs' }, '')).toBe(
      '/sw/listings/family-home-karen/#costs',
    );
  });
});
