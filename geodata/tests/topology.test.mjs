// @ts-check
import { describe, expect, it } from 'vitest';
import { ringArea } from '../geometry.mjs';
import { buildTopology, dissolve } from '../topology.mjs';

/** @typedef {import('../geometry.mjs').Position} Position */

// Two squares of one degree sharing the edge x = 1, both counter-clockwise, as open rings.
const west = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];
const east = [
  [1, 0],
  [2, 0],
  [2, 1],
  [1, 1],
];
/** @param {Position[][]} rings */
const shapes = (...rings) => rings.map((ring) => ({ polygons: [[ring]] }));
const noSimplification = () => 0;
/** @param {Position[]} ring */
const vertices = (ring) => new Set(ring.map(([x, y]) => `${x},${y}`));

describe('buildTopology', () => {
  it('splits two neighbours into three arcs, the shared one used once by each, in opposite directions', () => {
    const topology = buildTopology(shapes(west, east), noSimplification);
    expect(topology.arcs).toHaveLength(3);
    const [westRefs] = topology.orientedRefs(0);
    const [eastRefs] = topology.orientedRefs(1);
    const shared = westRefs.filter((w) => eastRefs.some((e) => e.id === w.id));
    expect(shared).toHaveLength(1);
    const fromEast = eastRefs.find((e) => e.id === shared[0].id);
    expect(fromEast?.reversed).toBe(!shared[0].reversed);
    expect(topology.arcs[shared[0].id].coords).toEqual([
      [1, 0],
      [1, 1],
    ]);
  });

  it('gives each shape back as a closed counter-clockwise ring', () => {
    const topology = buildTopology(shapes(west, [...east].reverse()), noSimplification);
    for (const [s, square] of [west, east].entries()) {
      const [[ring]] = topology.polygons(s);
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      expect(ringArea(ring)).toBe(1);
      expect(vertices(ring)).toEqual(vertices(square));
    }
  });

  it('simplifies a shared border once, so both neighbours keep the same line', () => {
    // The shared border wobbles by a metre or so; the outer edges are straight.
    const border = [
      [1, 0],
      [1.00001, 0.25],
      [0.99999, 0.5],
      [1.00001, 0.75],
      [1, 1],
    ];
    const wobblyWest = [[0, 0], ...border, [0, 1]];
    const wobblyEast = [[2, 0], [2, 1], ...[...border].reverse()];
    const topology = buildTopology(shapes(wobblyWest, wobblyEast), () => 0.01);
    const [[westRing]] = topology.polygons(0);
    const [[eastRing]] = topology.polygons(1);
    const onBorder = (/** @type {Position[]} */ ring) =>
      [...vertices(ring)].filter((v) => Math.abs(Number(v.split(',')[0]) - 1) < 0.001).sort();
    expect(onBorder(westRing)).toEqual(['1,0', '1,1']);
    expect(onBorder(eastRing)).toEqual(onBorder(westRing));
  });

  it('gives an enclosed shape and the hole of its neighbour one arc, wherever their rings start', () => {
    const inner = [
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 2],
    ];
    // The hole runs clockwise and starts at another vertex.
    const hole = [
      [2, 2],
      [2, 1],
      [1, 1],
      [1, 2],
    ];
    const outer = [
      [0, 0],
      [3, 0],
      [3, 3],
      [0, 3],
    ];
    const topology = buildTopology(
      [{ polygons: [[outer, hole]] }, ...shapes(inner)],
      noSimplification,
    );
    expect(topology.arcs).toHaveLength(2);
    const [, holeRefs] = topology.orientedRefs(0);
    const [innerRefs] = topology.orientedRefs(1);
    expect(holeRefs).toHaveLength(1);
    expect(innerRefs).toEqual([{ id: holeRefs[0].id, reversed: !holeRefs[0].reversed }]);
    // Dissolved, the two are the outer square alone.
    const parts = dissolve(topology, [0, 1]);
    expect(parts).toHaveLength(1);
    expect(ringArea(parts[0][0])).toBe(9);
  });

  it('halves the tolerance of a ring until it keeps its shape', () => {
    // At a tolerance of 10 degrees the square would be a line; at 10/16 it keeps its corners.
    const topology = buildTopology(shapes(west), () => 10);
    const [[ring]] = topology.polygons(0);
    expect(ringArea(ring)).toBe(1);
    expect(topology.arcs[0].tolerance).toBe(10 / 16);
  });

  it('keeps an island as one closed arc and drops rings of a few square metres', () => {
    const island = [
      [5, 5],
      [5.1, 5],
      [5.1, 5.1],
    ];
    const debris = [
      [9, 9],
      [9.00001, 9],
      [9, 9.00001],
    ];
    const topology = buildTopology(shapes(island, debris), noSimplification);
    expect(topology.polygons(0)).toHaveLength(1);
    const refs = topology.orientedRefs(0)[0];
    expect(refs).toHaveLength(1);
    // Started and ended at its smallest vertex, so a neighbour that encloses it finds the same arc.
    const { coords } = topology.arcs[refs[0].id];
    expect(coords).toHaveLength(4);
    expect(coords[0]).toEqual([5, 5]);
    expect(coords[3]).toEqual([5, 5]);
    expect(topology.polygons(1)).toEqual([]);
  });
});

describe('dissolve', () => {
  it('gives the outer ring of two neighbours, without their shared edge', () => {
    const topology = buildTopology(shapes(west, east), noSimplification);
    const parts = dissolve(topology, [0, 1]);
    expect(parts).toHaveLength(1);
    const [[ring]] = parts;
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    expect(ringArea(ring)).toBe(2);
    expect(vertices(ring)).toEqual(vertices([...west, ...east]));
    // Both ends of the shared edge are on the outline, but the edge itself is not walked.
    const edges = ring.slice(1).map((p, i) => `${ring[i]}>${p}`);
    expect(edges).not.toContain('1,0>1,1');
    expect(edges).not.toContain('1,1>1,0');
  });

  it('drops parts under 2 km², and holes', () => {
    // A square of about 110 m, far from the others: a sliver at the scale of counties.
    const sliver = [
      [5, 5],
      [5.001, 5],
      [5.001, 5.001],
      [5, 5.001],
    ];
    const withHole = {
      polygons: [
        [
          [
            [0, 0],
            [3, 0],
            [3, 3],
            [0, 3],
          ],
          [
            [1, 1],
            [1, 2],
            [2, 2],
            [2, 1],
          ],
        ],
      ],
    };
    const topology = buildTopology([withHole, ...shapes(sliver)], noSimplification);
    const parts = dissolve(topology, [0, 1]);
    expect(parts).toHaveLength(1);
    expect(ringArea(parts[0][0])).toBe(9);
  });
});
