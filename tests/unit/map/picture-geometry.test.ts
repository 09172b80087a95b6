// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { areaFrame } from '@/lib/map/frame';
import { boundsOf, xy, type XY } from '@/scripts/build/map/bounds';
import { outlines, type GeoFeature } from '@/scripts/build/map-pictures/geo';
import {
  clipLine,
  clipRing,
  drawer,
  ringArea,
  thin,
  visibleMiddle,
  type Box,
} from '@/scripts/build/map-pictures/geometry';
import { pathData } from '@/scripts/build/map-pictures/svg';

const BOX: Box = [0, 0, 10, 10];
/** A closed ring, as GeoJSON writes one: the first point again at the end. */
const square = (x0: number, y0: number, x1: number, y1: number): XY[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
];

describe('GeoJSON positions and bounds', () => {
  it('finds the bounds of coordinates nested to any depth', () => {
    expect(boundsOf([3, -1])).toEqual([3, -1, 3, -1]);
    expect(boundsOf([[square(0, 0, 2, 1)], [square(-5, 4, -4, 6)]])).toEqual([-5, 0, 2, 6]);
  });

  it('reads a position as x and y, and stops on one without both', () => {
    expect(xy([36.8, -1.3, 1700])).toEqual([36.8, -1.3]);
    expect(() => xy([36.8])).toThrow(/not a position: \[36\.8\]/);
  });
});

describe('clipping to the frame', () => {
  it('keeps a ring inside the frame as it is', () => {
    expect(clipRing(square(2, 2, 4, 4), BOX)).toEqual(square(2, 2, 4, 4));
  });

  it('cuts a ring at the frame, along its edge', () => {
    const clipped = clipRing(square(5, 2, 15, 4), BOX);
    // Cut open by the frame: it starts on the edge, and the path's `z` closes it.
    expect(clipped).toEqual([
      [5, 2],
      [10, 2],
      [10, 4],
      [5, 4],
      [5, 2],
    ]);
    expect(clipRing(square(-5, 2, 5, 4), BOX)).toEqual([
      [0, 2],
      [5, 2],
      [5, 4],
      [0, 4],
    ]);
  });

  it('drops a ring outside the frame', () => {
    expect(clipRing(square(20, 20, 30, 30), BOX)).toEqual([]);
  });

  it('keeps the frame of a ring around it', () => {
    const clipped = clipRing(square(-5, -5, 15, 15), BOX);
    expect(new Set(clipped.map((p) => p.join()))).toEqual(
      new Set(['0,0', '10,0', '10,10', '0,10']),
    );
  });

  it('cuts a line into the runs inside the frame', () => {
    const line: XY[] = [
      [-5, 5],
      [5, 5],
      [5, 15],
      [8, 15],
      [8, 5],
      [20, 5],
    ];
    expect(clipLine(line, BOX)).toEqual([
      [
        [0, 5],
        [5, 5],
        [5, 10],
      ],
      [
        [8, 10],
        [8, 5],
        [10, 5],
      ],
    ]);
    expect(clipLine(square(2, 2, 4, 4), BOX)).toEqual([square(2, 2, 4, 4)]);
    expect(clipLine(square(20, 20, 30, 30), BOX)).toEqual([]);
  });
});

describe('thinning', () => {
  it('rounds to integer tenths and drops points nearer than the step to the last one kept', () => {
    const points: XY[] = [
      [0, 0],
      [0.02, 0.01],
      [1, 0.04],
      [1.2, 0.5],
      [3, 0.5],
    ];
    // 0.02 lies within the step; 1.2 is kept for the turn it makes (beyond the tolerance).
    expect(thin(points, { step: 0.5, tolerance: 0.25 })).toEqual([
      [0, 0],
      [10, 0],
      [12, 5],
      [30, 5],
    ]);
  });

  it('keeps the last point exact, so lines still meet where they met', () => {
    const points: XY[] = [
      [0, 0],
      [5, 0],
      [5.2, 0],
    ];
    expect(thin(points, { step: 0.5, tolerance: 0.25 })).toEqual([
      [0, 0],
      [52, 0],
    ]);
  });

  it('drops points within the tolerance of a straight line through their neighbours', () => {
    const zigzag = (height: number) =>
      [0, 1, 2, 3, 4, 5, 6].map((x): XY => [x, x % 2 ? height : 0]);
    expect(thin(zigzag(0.2), { step: 0.5, tolerance: 0.25 })).toEqual([
      [0, 0],
      [60, 0],
    ]);
    // Beyond it, the first point farthest from the chord is kept, and the rest judged from it.
    expect(thin(zigzag(0.3), { step: 0.5, tolerance: 0.25 })).toEqual([
      [0, 0],
      [10, 3],
      [60, 0],
    ]);
    expect(thin(zigzag(0.3), { step: 0.5, tolerance: 0.35 })).toHaveLength(2);
    const spike: XY[] = [
      [0, 0],
      [3, 0],
      [3.5, 2],
      [4, 0],
      [7, 0],
    ];
    expect(thin(spike, { step: 0.5, tolerance: 0.25 })).toEqual([
      [0, 0],
      [30, 0],
      [35, 20],
      [40, 0],
      [70, 0],
    ]);
  });

  it('measures the area of a ring of tenths in square units', () => {
    expect(ringArea(square(0, 0, 100, 50))).toBe(50);
    expect(ringArea(square(0, 0, 100, 50).reverse())).toBe(50);
  });
});

describe('outlines', () => {
  it('draws an edge two polygons share once, and none a stronger line draws', () => {
    const feature = (ring: XY[]): GeoFeature => ({
      geometry: { type: 'Polygon', coordinates: [ring] },
      properties: {},
      bounds: boundsOf(ring),
    });
    const left = feature(square(0, 0, 1, 1));
    const right = feature(square(1, 0, 2, 1));
    const { lines, edges } = outlines([left, right]);
    const segments = lines.flatMap(({ line }) => line.slice(1).map((b, i) => [line[i], b]));
    expect(segments).toHaveLength(7);
    expect(edges.size).toBe(7);
    expect(lines[0]!.bounds).toEqual([0, 0, 1, 1]);
    // The wards' lines without the county's: here the county is the left square.
    const inner = outlines([right], outlines([left]).edges).lines.map(({ line }) => line);
    expect(inner).toEqual([
      [
        [1, 0],
        [2, 0],
        [2, 1],
        [1, 1],
      ],
    ]);
  });
});

describe('path data', () => {
  it('writes relative moves in tenths, with separators only where needed', () => {
    const run: XY[] = [
      [0, 0],
      [15, -5],
      [20, 0],
    ];
    expect(pathData([run], true)).toBe('M0 0l1.5-.5.5.5z');
    expect(
      pathData(
        [
          [
            [-12, 30],
            [-2, 30],
          ],
          [[5, 5]],
        ],
        false,
      ),
    ).toBe('M-1.2 3l1 0M.5.5');
  });
});

describe('a frame’s drawing kit', () => {
  // About 8.6 by 5.4 km around Kilimani.
  const frame = areaFrame({ latitude: -1.29, longitude: 36.79 });
  const draw = drawer(frame);
  const around = (margin: number) => [
    [frame.west - margin, frame.north + margin],
    [frame.east + margin, frame.north + margin],
    [frame.east + margin, frame.south - margin],
    [frame.west - margin, frame.south - margin],
    [frame.west - margin, frame.north + margin],
  ];
  const polygon = (ring: number[][]): GeoFeature => ({
    geometry: { type: 'Polygon', coordinates: [ring] },
    properties: {},
    bounds: boundsOf(ring),
  });

  it('puts the frame’s corners at the picture’s corners', () => {
    const [x0, y0] = draw.toXY([frame.west, frame.north]);
    const [x1, y1] = draw.toXY([frame.east, frame.south]);
    [x0, y0, x1, y1].forEach((n, i) => expect(n).toBeCloseTo([0, 0, 640, 400][i]!, 6));
  });

  it('clips a shape larger than the picture a little beyond its edges', () => {
    // The ring starts outside the picture, so its path starts where the clipping leaves it.
    expect(draw.polygonPath([polygon(around(1))])).toBe('M-4 404l0-408 648 0 0 408z');
  });

  it('leaves out shapes that do not touch the frame, or are too small to see', () => {
    const far = around(1).map(([x = 0, y = 0]) => [x + 3, y]);
    expect(draw.polygonPath([polygon(far)])).toBe('');
    const [x, y] = [frame.centre.longitude, frame.centre.latitude];
    expect(
      draw.polygonPath([
        polygon([
          [x, y],
          [x + 1e-6, y],
          [x, y + 1e-6],
          [x, y],
        ]),
      ]),
    ).toBe('');
  });

  it('finds the middle of the visible part of a shape, when it is big enough to name', () => {
    expect(visibleMiddle(polygon(around(1)).geometry, draw)).toEqual([320, 200]);
    const [x, y] = [frame.centre.longitude, frame.centre.latitude];
    const small = polygon([
      [x, y],
      [x + 0.001, y],
      [x + 0.001, y + 0.001],
      [x, y],
    ]);
    expect(visibleMiddle(small.geometry, draw)).toBeNull();
  });

  it('tells which points lie inside the picture, less a margin', () => {
    expect(draw.inside([frame.centre.longitude, frame.centre.latitude])).not.toBeNull();
    const corner = draw.inside([frame.west + 1e-9, frame.north - 1e-9]);
    expect(corner?.map((n) => Math.round(n))).toEqual([0, 0]);
    expect(draw.inside([frame.west, frame.north], 2)).toBeNull();
  });
});
