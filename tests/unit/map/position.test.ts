import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approximatePosition,
  CELL_DEGREES,
  distanceKm,
  inKenyaBounds,
  MAX_OFFSET_KM,
} from '@/lib/map/position';

const kenyan = fc.record({
  latitude: fc.double({ min: -4.6, max: 4.9, noNaN: true }),
  longitude: fc.double({ min: 34, max: 41.8, noNaN: true }),
});
const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);

describe('approximatePosition', () => {
  it('is deterministic: the same listing always gets the same point', () => {
    const exact = { latitude: -1.2935, longitude: 36.7862 };
    expect(approximatePosition('luxury-apartment-kilimani', exact)).toEqual(
      approximatePosition('luxury-apartment-kilimani', { ...exact }),
    );
    expect(approximatePosition('luxury-apartment-kilimani', exact)).toMatchInlineSnapshot(`
      {
        "latitude": -1.2937,
        "longitude": 36.7881,
      }
    `);
  });

  it('stays within the cell of the real position', () => {
    fc.assert(
      fc.property(slug, kenyan, (s, exact) => {
        const shown = approximatePosition(s, exact);
        expect(distanceKm(exact, shown)).toBeLessThanOrEqual(MAX_OFFSET_KM + 0.02);
        // Same cell: snapping the shown point gives the real point's cell (`+ 0`: -0 is 0).
        const cell = (degrees: number) => Math.floor(degrees / CELL_DEGREES) + 0;
        expect(cell(shown.latitude)).toBe(cell(exact.latitude));
        expect(cell(shown.longitude)).toBe(cell(exact.longitude));
      }),
    );
  });

  it('gives every home of a cell the same information: the real point cannot be recovered', () => {
    // Two homes of one cell, same slug: the same shown point, wherever they are in the cell.
    const a = approximatePosition('x', { latitude: -1.2901, longitude: 36.7801 });
    const b = approximatePosition('x', { latitude: -1.2949, longitude: 36.7849 });
    expect(a).toEqual(b);
  });

  it('spreads neighbours of one cell apart by slug', () => {
    const exact = { latitude: -1.2935, longitude: 36.7862 };
    const points = new Set(
      ['a', 'b', 'c', 'd', 'e'].map((s) => JSON.stringify(approximatePosition(s, exact))),
    );
    expect(points.size).toBe(5);
  });

  it('rounds to 4 decimals and writes no negative zero', () => {
    fc.assert(
      fc.property(slug, kenyan, (s, exact) => {
        const { latitude, longitude } = approximatePosition(s, exact);
        expect(Math.round(latitude * 1e4) / 1e4).toBe(latitude);
        expect(Math.round(longitude * 1e4) / 1e4).toBe(longitude);
        expect(Object.is(latitude, -0)).toBe(false);
      }),
    );
  });
});

describe('inKenyaBounds and distanceKm', () => {
  it('knows Nairobi from London', () => {
    expect(inKenyaBounds({ latitude: -1.29, longitude: 36.82 })).toBe(true);
    expect(inKenyaBounds({ latitude: 51.5, longitude: -0.12 })).toBe(false);
    // Latitude and longitude swapped.
    expect(inKenyaBounds({ latitude: 36.82, longitude: -1.29 })).toBe(false);
  });

  it('measures Nairobi to Mombasa at about 440 km', () => {
    const km = distanceKm(
      { latitude: -1.2864, longitude: 36.8172 },
      { latitude: -4.0435, longitude: 39.6682 },
    );
    expect(km).toBeGreaterThan(430);
    expect(km).toBeLessThan(450);
  });
});
