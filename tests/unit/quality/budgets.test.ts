// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeBudget } from '@/scripts/quality/gates/budgets';

describe('routeBudget', () => {
  const ownJs = { '/listings/': 15872, '/listings/[slug]/': 11264, default: 5632 };

  it("takes a route's own budget first", () => {
    expect(routeBudget(ownJs, '/listings/')).toBe(15872);
  });

  it('holds every page of a dynamic route to its pattern, one segment per [name]', () => {
    expect(routeBudget(ownJs, '/listings/penthouse-riverside/')).toBe(11264);
    expect(routeBudget(ownJs, '/listings/page/2/')).toBe(5632);
  });

  it('gives other pages the default', () => {
    expect(routeBudget(ownJs, '/safety/')).toBe(5632);
  });
});
