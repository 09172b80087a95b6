// @ts-check
// The seeded hashes and PRNG behind every "random" choice in the renders and the placeholder
// SVGs. The committed files depend on these exact sequences: if one of the pinned values below
// changes, every photo, panorama and placeholder changes with it.

import { describe, expect, it } from 'vitest';

import { fbm2, hash3, hashString, mulberry32, valueNoise2 } from '../rng.mjs';

/** @param {import('../rng.mjs').Rng} rng @param {number} n */
const take = (rng, n) => Array.from({ length: n }, () => rng.next());

describe('hashString', () => {
  it('is 32-bit FNV-1a (published test vectors)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });
});

describe('mulberry32', () => {
  it('gives the same sequence for the same seed, and the reference values for seed 1', () => {
    expect(take(mulberry32(42), 20)).toEqual(take(mulberry32(42), 20));
    expect(take(mulberry32(1), 3)).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ]);
  });

  it('seeds from a string through hashString, and different seeds give different sequences', () => {
    expect(take(mulberry32('agent:/images/agents/x.svg'), 5)).toEqual(
      take(mulberry32(hashString('agent:/images/agents/x.svg')), 5),
    );
    expect(take(mulberry32('a'), 5)).not.toEqual(take(mulberry32('b'), 5));
  });

  it('keeps next, range, int and pick in range', () => {
    const rng = mulberry32('range check');
    const ints = new Set();
    for (let i = 0; i < 2000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const r = rng.range(-2.5, 4);
      expect(r).toBeGreaterThanOrEqual(-2.5);
      expect(r).toBeLessThan(4);
      const n = rng.int(3, 6);
      expect(Number.isInteger(n)).toBe(true);
      ints.add(n);
      expect(['x', 'y', 'z']).toContain(rng.pick(['x', 'y', 'z']));
    }
    // int's bounds are both inclusive, and every value in between comes up.
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
  });
});

describe('hash3 and noise', () => {
  it('is a pure function of the integer parts of its arguments, in [0, 1)', () => {
    expect(hash3(1, 2, 3)).toBe(hash3(1, 2, 3));
    expect(hash3(1.9, 2.2, 3.7)).toBe(hash3(1, 2, 3));
    expect(hash3(1, 2, 3)).not.toBe(hash3(3, 2, 1));
    for (let i = -50; i < 50; i++) {
      const h = hash3(i, i * 7, i * 13);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThan(1);
    }
  });

  it('value noise hits the lattice values at integer points and stays in [0, 1)', () => {
    expect(valueNoise2(4, -7, 11)).toBe(hash3(4, -7, 11));
    for (let i = 0; i < 500; i++) {
      const x = i * 0.173 - 40;
      const y = i * 0.311 - 70;
      for (const v of [valueNoise2(x, y, 5), fbm2(x, y, 4, 5)]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThan(1);
      }
    }
  });
});
