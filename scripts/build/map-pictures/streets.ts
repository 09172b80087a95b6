// The streets of an area's picture, read from the street archive (data/geo/streets.pmtiles) with
// the `pmtiles` reader, as the interactive map reads it: the zoom-13 tiles under the frame,
// their roads, railways, parks, land use and water, and the names of the main roads. Each tile's
// shapes are cut to the tile itself (its buffer belongs to its neighbours, so nothing is drawn
// twice), then placed in the picture's units.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { VectorTile, type VectorTileFeature } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { PMTiles, type Source } from 'pmtiles';
import { project, type Frame } from '@/lib/map/frame';
import type { XY } from '../map/bounds';
import { GEO } from './geo';
import { clipLine, clipRing, type Box } from './geometry';

export const STREETS_FILE = 'streets.pmtiles';
/** The tiles a picture is drawn from: zoom 13 has every street, and the pictures' scale. */
const TILE_ZOOM = 13;
const EXTENT = 4096;

/** How a road is drawn in a picture, from its class. */
export type RoadRank = 'highway' | 'major' | 'street' | 'minor' | 'rail';
const RANK: Readonly<Record<string, RoadRank>> = {
  motorway: 'highway',
  trunk: 'highway',
  primary: 'major',
  secondary: 'major',
  tertiary: 'street',
  minor: 'minor',
  rail: 'rail',
  transit: 'rail',
};

/** The fills of a picture, by what they are. */
export type FillKind = 'green' | 'institution' | 'water';

/** A named road's lines, for its label. */
export interface RoadName {
  name: string;
  rank: RoadRank;
  runs: XY[][];
}

/** What a picture draws of the streets, in its own units, not yet thinned. */
export interface Streets {
  fills: Record<FillKind, XY[][]>;
  roads: Record<RoadRank, XY[][]>;
  names: RoadName[];
}

/** The archive, read once (8 MB in memory) and only when a picture is drawn. */
let archive: PMTiles | undefined;
async function open(): Promise<PMTiles> {
  if (archive) return archive;
  const buffer = await readFile(path.join(GEO, STREETS_FILE));
  const source: Source = {
    getKey: () => STREETS_FILE,
    getBytes: async (offset, length) => ({
      data: new Uint8Array(buffer.subarray(offset, offset + length)).buffer,
    }),
  };
  return (archive = new PMTiles(source));
}

const fillOf = (layer: string, cls: string): FillKind | undefined =>
  layer === 'water'
    ? 'water'
    : layer === 'park' || (layer === 'landcover' && (cls === 'wood' || cls === 'grass'))
      ? 'green'
      : layer === 'landuse'
        ? ['cemetery', 'stadium', 'pitch'].includes(cls)
          ? 'green'
          : ['school', 'university', 'college', 'hospital'].includes(cls)
            ? 'institution'
            : undefined
        : undefined;

/** The streets under a frame. */
export async function streetsIn(frame: Frame): Promise<Streets> {
  const tiles = await open();
  const streets: Streets = {
    fills: { green: [], institution: [], water: [] },
    roads: { highway: [], major: [], street: [], minor: [], rail: [] },
    names: [],
  };
  const named = new Map<string, RoadName>();
  // One tile unit in picture units, and where the frame's top left lies in tile units.
  const scale = 2 ** (frame.zoom - TILE_ZOOM) * (256 / EXTENT);
  const middle = project(frame.centre, TILE_ZOOM);
  const originX = (middle.x / 256) * EXTENT - frame.width / 2 / scale;
  const originY = (middle.y / 256) * EXTENT - frame.height / 2 / scale;
  const first = [Math.floor(originX / EXTENT), Math.floor(originY / EXTENT)];
  const last = [
    Math.floor((originX + frame.width / scale) / EXTENT),
    Math.floor((originY + frame.height / scale) / EXTENT),
  ];
  const own: Box = [0, 0, EXTENT, EXTENT];
  for (let x = first[0]!; x <= last[0]!; x++)
    for (let y = first[1]!; y <= last[1]!; y++) {
      const found = await tiles.getZxy(TILE_ZOOM, x, y);
      if (!found) continue;
      const tile = new VectorTile(new PbfReader(new Uint8Array(found.data)));
      const toPicture = ([px, py]: XY): XY => [
        (x * EXTENT + px - originX) * scale,
        (y * EXTENT + py - originY) * scale,
      ];
      const geometry = (feature: VectorTileFeature) =>
        feature.loadGeometry().map((ring) => ring.map((p): XY => [p.x, p.y]));
      for (const [name, layer] of Object.entries(tile.layers))
        for (let i = 0; i < layer.length; i++) {
          const feature = layer.feature(i);
          const cls = String(feature.properties.class ?? '');
          if (feature.type === 3) {
            const kind = fillOf(name, cls);
            if (!kind) continue;
            for (const ring of geometry(feature)) {
              const cut = clipRing(ring, own);
              if (cut.length >= 3) streets.fills[kind].push(cut.map(toPicture));
            }
          } else if (feature.type === 2 && (name === 'roads' || name === 'road_names')) {
            const rank = RANK[cls];
            if (!rank) continue;
            const runs = geometry(feature)
              .flatMap((line) => clipLine(line, own))
              .map((run) => run.map(toPicture));
            if (name === 'roads') streets.roads[rank].push(...runs);
            const label = feature.properties.name;
            if (name === 'road_names' && typeof label === 'string' && rank !== 'rail') {
              const entry = named.get(label) ?? { name: label, rank, runs: [] };
              entry.runs.push(...runs);
              named.set(label, entry);
            }
          }
        }
    }
  streets.names = [...named.values()];
  return streets;
}
