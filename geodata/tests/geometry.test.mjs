// @ts-check
import { describe, expect, it } from 'vitest';
import {
  km,
  openRing,
  polygonCentre,
  ringArea,
  round,
  simplifyArc,
  simplifyPath,
} from '../geometry.mjs';

/** One degree of a great circle on the mean Earth radius the distances use. */
const DEGREE_KM = (6371.0088 * Math.PI) / 180;

describe('km', () => {
  it('is one degree of a great circle along a meridian and along the equator', () => {
    expect(km([36.8, -1], [36.8, 0])).toBeCloseTo(DEGREE_KM, 9);
    expect(km([36, 0], [37, 0])).toBeCloseTo(DEGREE_KM, 9);
  });

  it('is zero for one point, symmetric, and shorter across a degree of longitude away from the equator', () => {
    const nairobi = [36.82, -1.29];
    const mombasa = [39.67, -4.04];
    expect(km(nairobi, nairobi)).toBe(0);
    expect(km(nairobi, mombasa)).toBe(km(mombasa, nairobi));
    expect(km(nairobi, mombasa)).toBeGreaterThan(435);
    expect(km(nairobi, mombasa)).toBeLessThan(445);
    expect(km([36, 60], [37, 60])).toBeCloseTo(DEGREE_KM / 2, 1);
  });
});

describe('ringArea', () => {
  const square = [
    [0, 0],
    [2, 0],
    [2, 2],
    [0, 2],
  ];

  it('is positive counter-clockwise and negative clockwise', () => {
    expect(ringArea(square)).toBe(4);
    expect(ringArea([...square].reverse())).toBe(-4);
  });

  it('is the same for an open and a closed ring', () => {
    expect(ringArea([...square, square[0]])).toBe(4);
  });
});

describe('round', () => {
  it('keeps five decimals and never gives -0', () => {
    expect(round(36.123456789)).toBe(36.12346);
    expect(Object.is(round(-0.000001), 0)).toBe(true);
  });
});

describe('openRing', () => {
  it('drops the closing vertex, repeated vertices and any third coordinate', () => {
    const ring = [
      [0, 0, 5],
      [1, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    expect(openRing(ring)).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
  });

  it('leaves an open ring as it is', () => {
    const ring = [
      [0, 0],
      [1, 0],
      [1, 1],
    ];
    expect(openRing(ring)).toEqual(ring);
  });
});

describe('simplifyPath and simplifyArc', () => {
  // A bumpy line from (0, 0) to (4, 0): no bump is more than 0.01 off the straight line.
  const bumpy = [
    [0, 0],
    [1, 0.01],
    [2, -0.01],
    [3, 0.005],
    [4, 0],
  ];

  it('keeps the endpoints and drops what is within the tolerance', () => {
    expect(simplifyPath(bumpy, 0.1)).toEqual([
      [0, 0],
      [4, 0],
    ]);
  });

  it('keeps what is farther off than the tolerance', () => {
    // A peak at (2, 1), its slopes within 0.01 of straight.
    const peak = [
      [0, 0],
      [1, 0.51],
      [2, 1],
      [3, 0.49],
      [4, 0],
    ];
    expect(simplifyPath(peak, 0.1)).toEqual([
      [0, 0],
      [2, 1],
      [4, 0],
    ]);
  });

  it('changes nothing with no tolerance or two points', () => {
    expect(simplifyPath(bumpy, 0)).toBe(bumpy);
    expect(simplifyPath(bumpy.slice(0, 2), 10)).toEqual(bumpy.slice(0, 2));
  });

  it('keeps at least a triangle of a closed path, and its start', () => {
    const closed = [
      [0, 0],
      [1, 0],
      [2, 0.001],
      [2, 1],
      [1, 1],
      [0, 1],
      [0, 0],
    ];
    const out = simplifyArc(closed, 100);
    expect(out[0]).toEqual([0, 0]);
    expect(out[out.length - 1]).toEqual([0, 0]);
    expect(out.length).toBeGreaterThanOrEqual(3);
    // Cut at the vertex farthest from the start, which both halves keep.
    expect(out).toContainEqual([2, 1]);
  });

  it('simplifies an open arc as a path', () => {
    expect(simplifyArc(bumpy, 0.1)).toEqual([
      [0, 0],
      [4, 0],
    ]);
  });
});

describe('polygonCentre', () => {
  it('is the centroid of the largest part', () => {
    const big = [
      [
        [10, 10],
        [14, 10],
        [14, 12],
        [10, 12],
        [10, 10],
      ],
    ];
    const small = [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ],
    ];
    expect(polygonCentre({ type: 'MultiPolygon', coordinates: [small, big] })).toEqual([12, 11]);
  });
});
