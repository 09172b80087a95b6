// Reading PMTiles archives in tests as the browser does: the `pmtiles` reader over range reads.
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { PMTiles, type Source } from 'pmtiles';

/** The `pmtiles` reader over a file in memory, as it reads a file over HTTP range requests. */
export function reader(buffer: Buffer): PMTiles {
  const source: Source = {
    getKey: () => 'memory',
    getBytes: async (offset, length) => ({
      data: new Uint8Array(buffer.subarray(offset, offset + length)).buffer,
    }),
  };
  return new PMTiles(source);
}

export async function tileAt(archive: PMTiles, z: number, x: number, y: number) {
  const response = await archive.getZxy(z, x, y);
  return response && new VectorTile(new PbfReader(new Uint8Array(response.data)));
}

/** The tile of zoom z a position lies in. */
export function tileOf(lon: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [
    Math.floor(((lon + 180) / 360) * n),
    Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n),
  ];
}

export function layerFeatures(tile: VectorTile | undefined, layer: string) {
  const found = tile?.layers[layer];
  return found ? Array.from({ length: found.length }, (_, i) => found.feature(i)) : [];
}
