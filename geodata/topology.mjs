// @ts-check
// Shared-border simplification. Neighbouring polygons in each source share their border vertices
// exactly; simplifying each polygon on its own would leave slivers and double lines along every
// border. Instead each border stretch between junctions (an arc) is simplified once and used by
// both neighbours, as TopoJSON does. Arcs are also what the county outlines are dissolved from.
import {
  KM2_PER_SQUARE_DEGREE,
  ringArea,
  roundPoint,
  samePoint,
  simplifyArc,
  vertexKey,
} from './geometry.mjs';

/** @typedef {import('./geometry.mjs').Position} Position */
/** @typedef {import('./geometry.mjs').Ring} Ring */
/** @typedef {{ id: number, reversed: boolean }} ArcRef an arc of `arcs`, walked end to start when reversed */
/**
 * @typedef {object} Arc
 * @property {Position[]} coords the source vertices, in the direction both users agree on
 * @property {number} tolerance degrees, the smallest its rings asked for, halved while a ring fails
 * @property {number} initial the tolerance first given, which the halving gives up well below
 * @property {Position[]} simplified `coords` simplified at `tolerance`
 */
/**
 * @typedef {object} TopologyRing
 * @property {number} shape index of the shape in the input
 * @property {number} polygon index of the polygon in the shape
 * @property {boolean} hole
 * @property {Ring} coords the open source ring
 * @property {number} area signed, in square degrees
 * @property {ArcRef[]} refs the ring as arcs
 */
/** @typedef {ReturnType<typeof buildTopology>} Topology */

/** Counties and the country keep islands (Mombasa Island is 15 km²) but not sub-km² slivers. */
export const MIN_PART_KM2 = 2;

/**
 * @param {{ polygons: Ring[][] }[]} shapes polygons of open rings (outer ring first)
 * @param {(ringArea: number) => number} toleranceOf degrees, from a ring's area in square degrees;
 *   an arc takes the smallest tolerance of the rings that use it
 */
export function buildTopology(shapes, toleranceOf) {
  /** @type {TopologyRing[]} */
  const rings = [];
  shapes.forEach((shape, s) =>
    shape.polygons.forEach((polygon, p) =>
      polygon.forEach((coords, r) => {
        if (coords.length < 3) return;
        rings.push({ shape: s, polygon: p, hole: r > 0, coords, area: ringArea(coords), refs: [] });
      }),
    ),
  );

  // A junction is a vertex whose neighbours differ between the rings that pass through it.
  /** @type {Map<string, string>} */
  const neighbours = new Map();
  const junctions = new Set();
  for (const { coords } of rings) {
    const n = coords.length;
    for (let i = 0; i < n; i++) {
      const k = vertexKey(coords[i]);
      const a = vertexKey(coords[(i + n - 1) % n]);
      const b = vertexKey(coords[(i + 1) % n]);
      const pair = a < b ? `${a};${b}` : `${b};${a}`;
      const seen = neighbours.get(k);
      if (seen === undefined) neighbours.set(k, pair);
      else if (seen !== pair) junctions.add(k);
    }
  }

  /** @type {Arc[]} */
  const arcs = [];
  /** @type {Map<string, number>} */
  const arcIds = new Map();
  /** @returns {ArcRef} */
  const addArc = (/** @type {Position[]} */ coords) => {
    const forward = coords.map(vertexKey).join('|');
    const backward = coords.map(vertexKey).reverse().join('|');
    const reversed = backward < forward;
    const canonical = reversed ? backward : forward;
    let id = arcIds.get(canonical);
    if (id === undefined) {
      id = arcs.length;
      arcIds.set(canonical, id);
      const path = reversed ? [...coords].reverse() : coords;
      arcs.push({ coords: path, tolerance: Infinity, initial: Infinity, simplified: path });
    }
    return { id, reversed };
  };

  for (const ring of rings) {
    const { coords } = ring;
    const n = coords.length;
    /** @type {number[]} */
    const cuts = [];
    for (let i = 0; i < n; i++) if (junctions.has(vertexKey(coords[i]))) cuts.push(i);
    if (cuts.length === 0) {
      // A ring with no junction (an island, or a ward enclosed by one neighbour) is one closed
      // arc, started at its smallest vertex so that both rings that use it find the same arc.
      let start = 0;
      for (let i = 1; i < n; i++) {
        const [a, b] = [coords[i], coords[start]];
        if (a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])) start = i;
      }
      const path = [...coords.slice(start), ...coords.slice(0, start), coords[start]];
      ring.refs = [addArc(path)];
      continue;
    }
    ring.refs = cuts.map((from, j) => {
      const to = cuts[(j + 1) % cuts.length];
      const path = [];
      for (let i = from; ; i = (i + 1) % n) {
        path.push(coords[i]);
        if (path.length > 1 && i === to) break;
      }
      return addArc(path);
    });
  }

  for (const ring of rings) {
    const tolerance = toleranceOf(Math.abs(ring.area));
    for (const { id } of ring.refs) arcs[id].tolerance = Math.min(arcs[id].tolerance, tolerance);
  }
  for (const arc of arcs) {
    arc.initial = arc.tolerance;
    arc.simplified = simplifyArc(arc.coords, arc.tolerance);
  }

  /**
   * A closed ring of rounded vertices from its arcs.
   * @param {ArcRef[]} refs
   * @returns {Ring}
   */
  const assemble = (refs) => {
    /** @type {Ring} */
    const out = [];
    for (const { id, reversed } of refs) {
      const path = reversed ? [...arcs[id].simplified].reverse() : arcs[id].simplified;
      for (let i = out.length ? 1 : 0; i < path.length; i++) {
        const p = roundPoint(path[i]);
        if (!out.length || !samePoint(out[out.length - 1], p)) out.push(p);
      }
    }
    if (out.length && !samePoint(out[0], out[out.length - 1])) out.push(out[0]);
    return out;
  };
  // A simplified ring must keep its orientation and roughly its area; where it does not, the
  // tolerance of its arcs is halved (for its neighbours too) until it does.
  const valid = (/** @type {TopologyRing} */ ring, /** @type {Ring} */ coords) => {
    if (coords.length < 4) return false;
    const ratio = ringArea(coords) / ring.area;
    return ratio > 0.5 && ratio < 2;
  };
  // Rings below a few square metres are digitising debris that rounding to 1 m would collapse.
  const live = rings.filter((ring) => Math.abs(ring.area) > 1e-9);
  for (let attempt = 0; ; attempt++) {
    const bad = live.filter((ring) => !valid(ring, assemble(ring.refs)));
    if (!bad.length) break;
    if (attempt === 40) throw new Error(`prepare: ${bad.length} rings stay degenerate`);
    const dirty = new Set(bad.flatMap((ring) => ring.refs.map((ref) => ref.id)));
    for (const id of dirty) {
      const arc = arcs[id];
      arc.tolerance = arc.tolerance > arc.initial / 1e3 ? arc.tolerance / 2 : 0;
      arc.simplified = simplifyArc(arc.coords, arc.tolerance);
    }
  }

  const rewound = (/** @type {Ring} */ coords, /** @type {boolean} */ counterClockwise) =>
    ringArea(coords) > 0 === counterClockwise ? coords : [...coords].reverse();
  return {
    arcs,
    assemble,
    /**
     * The simplified polygons of a shape, outer rings counter-clockwise (RFC 7946).
     * @param {number} s
     */
    polygons(s) {
      /** @type {Map<number, Ring[]>} */
      const byPolygon = new Map();
      for (const ring of live) {
        if (ring.shape !== s) continue;
        let polygon = byPolygon.get(ring.polygon);
        if (!polygon) byPolygon.set(ring.polygon, (polygon = []));
        polygon.push(rewound(assemble(ring.refs), !ring.hole));
      }
      return [...byPolygon.values()].filter((rings) => ringArea(rings[0]) > 0);
    },
    /**
     * A shape's rings as arc references, outer rings counter-clockwise, holes clockwise.
     * @param {number} s
     */
    orientedRefs(s) {
      return live
        .filter((ring) => ring.shape === s)
        .map((ring) =>
          ring.area > 0 === !ring.hole
            ? ring.refs
            : [...ring.refs].reverse().map(({ id, reversed }) => ({ id, reversed: !reversed })),
        );
    },
  };
}

/**
 * The outline of a group of shapes of one topology: the arcs on its border, chained into rings.
 * Holes are dropped: Kenya's counties have no enclaves, so a hole is a gap between source wards.
 * So are parts under MIN_PART_KM2, slivers that the source wards leave behind.
 * @param {Topology} topology
 * @param {number[]} shapeIndexes
 * @returns {Ring[][]} one polygon (its outer ring alone) per part
 */
export function dissolve(topology, shapeIndexes) {
  // With outer rings counter-clockwise, an arc between two members is used once each way and
  // cancels out; what is left over is the border, in the direction it runs. Counting directions,
  // not uses, also copes with the few places where the source wards overlap.
  /** @type {Map<number, number>} */
  const net = new Map();
  for (const { id, reversed } of shapeIndexes.flatMap((s) => topology.orientedRefs(s).flat())) {
    net.set(id, (net.get(id) ?? 0) + (reversed ? -1 : 1));
  }
  const border = [...net]
    .filter(([, n]) => n !== 0)
    .sort(([a], [b]) => a - b)
    .map(([id, n]) => ({ id, reversed: n < 0 }));
  /** The vertex an arc reference starts from, or with `last` the one it ends at. */
  const end = (/** @type {ArcRef} */ { id, reversed }, /** @type {boolean} */ last) => {
    const { coords } = topology.arcs[id];
    return vertexKey(reversed === last ? coords[0] : coords[coords.length - 1]);
  };
  /** @type {Map<string, number[]>} */
  const byStart = new Map();
  border.forEach((ref, i) => {
    const k = end(ref, false);
    let starting = byStart.get(k);
    if (!starting) byStart.set(k, (starting = []));
    starting.push(i);
  });
  const used = new Set();
  const rings = [];
  for (let i = 0; i < border.length; i++) {
    if (used.has(i)) continue;
    const loop = [];
    const start = end(border[i], false);
    for (let j = /** @type {number | undefined} */ (i); j !== undefined;) {
      used.add(j);
      loop.push(border[j]);
      const next = end(border[j], true);
      if (next === start) {
        rings.push(topology.assemble(loop));
        break;
      }
      j = (byStart.get(next) ?? []).find((k) => !used.has(k));
    }
  }
  return rings
    .filter((ring) => ring.length >= 4 && ringArea(ring) * KM2_PER_SQUARE_DEGREE >= MIN_PART_KM2)
    .map((ring) => [ring]);
}
