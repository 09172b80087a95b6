// Writes a PMTiles v3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md):
// one file holding every tile of a tile set, which a browser reads with HTTP range requests, so
// the site serves its basemap as a plain static file with no tile server.
//
// Layout: header (127 bytes) | root directory | JSON metadata | leaf directories | tile data.
// Tiles are ordered by their Hilbert tile id and stored once per distinct content (the inside of
// a county is the same tile many times over); directories and tiles are gzip-compressed, which is
// what the `pmtiles` reader decompresses without help in every browser.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Compression, TileType, zxyToTileId } from 'pmtiles';
import type { BoundingBox } from './bounds';

export const HEADER_BYTES = 127;
/** The reader fetches the first 16 KB and expects the header and the whole root directory in it. */
export const ROOT_MAX_BYTES = 16_384 - HEADER_BYTES;

// gzip as the reader expects it; Node's gzip header has no time stamp, so equal input gives equal
// bytes and the archive's content hash only changes when a tile does.
const gzip = (data: Uint8Array): Buffer => gzipSync(data, { level: 9 });

/** A tile of the set, uncompressed (the writer gzips it). */
export interface Tile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

/** A directory entry: `runLength` tiles from `tileId` on, or a leaf directory when it is 0. */
export interface DirectoryEntry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

/** The archive's figures, for the build log. */
export interface ArchiveStats {
  addressedTiles: number;
  tileEntries: number;
  tileContents: number;
  leafDirectories: number;
  minZoom: number;
  maxZoom: number;
}

/** Appends a varint (7 bits a byte, low bits first) of a whole number below 2^53. */
function writeVarint(out: number[], value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`pmtiles: cannot encode ${value} as a varint`);
  // Division, not bit shifts: offsets and tile ids may pass 2^32.
  while (value >= 0x80) {
    out.push((value % 0x80) | 0x80);
    value = Math.floor(value / 0x80);
  }
  out.push(value);
}

/**
 * A directory's bytes before compression: the entry count, then the tile ids as deltas, the run
 * lengths, the lengths and the offsets, each column on its own (they compress best that way). An
 * offset that follows straight on from the previous entry's data is written as 0, others as
 * offset + 1.
 */
export function serializeDirectory(entries: readonly DirectoryEntry[]): Uint8Array {
  const out: number[] = [];
  writeVarint(out, entries.length);
  let lastId = 0;
  for (const { tileId } of entries) {
    writeVarint(out, tileId - lastId);
    lastId = tileId;
  }
  for (const { runLength } of entries) writeVarint(out, runLength);
  for (const { length } of entries) writeVarint(out, length);
  entries.forEach(({ offset }, i) => {
    const previous = entries[i - 1];
    if (previous && offset === previous.offset + previous.length) writeVarint(out, 0);
    else writeVarint(out, offset + 1);
  });
  return Uint8Array.from(out);
}

/**
 * The root directory and the leaf directories for `entries`. All entries go in the root when it
 * fits in the first 16 KB; otherwise they are cut into leaves the root points to (run length 0),
 * with leaves made larger until the root fits.
 */
export function buildDirectories(entries: readonly DirectoryEntry[]): {
  root: Buffer;
  leaves: Buffer;
  leafCount: number;
} {
  const root = gzip(serializeDirectory(entries));
  if (root.length <= ROOT_MAX_BYTES) return { root, leaves: Buffer.alloc(0), leafCount: 0 };
  // go-pmtiles starts at 4096 entries a leaf: about 10 KB compressed, a fair range request.
  for (let leafSize = 4096; ; leafSize *= 2) {
    const rootEntries: DirectoryEntry[] = [];
    const leafParts: Buffer[] = [];
    let offset = 0;
    // A leaf starts at every leafSize-th entry.
    entries.forEach(({ tileId }, i) => {
      if (i % leafSize !== 0) return;
      const leaf = gzip(serializeDirectory(entries.slice(i, i + leafSize)));
      rootEntries.push({ tileId, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    });
    const rootBytes = gzip(serializeDirectory(rootEntries));
    if (rootBytes.length <= ROOT_MAX_BYTES)
      return { root: rootBytes, leaves: Buffer.concat(leafParts), leafCount: leafParts.length };
  }
}

/** Whole degrees times 10^7, as the header stores positions. */
const e7 = (degrees: number) => Math.round(degrees * 1e7);

interface HeaderFields {
  rootOffset: number;
  rootLength: number;
  metadataOffset: number;
  metadataLength: number;
  leafOffset: number;
  leafLength: number;
  dataOffset: number;
  dataLength: number;
  addressedTiles: number;
  tileEntries: number;
  tileContents: number;
  tileType: TileType;
  minZoom: number;
  maxZoom: number;
  bounds: BoundingBox;
  center: [longitude: number, latitude: number, zoom: number];
}

function header(fields: HeaderFields): Buffer {
  const buffer = Buffer.alloc(HEADER_BYTES);
  buffer.write('PMTiles', 0, 'latin1');
  buffer.writeUInt8(3, 7);
  const u64 = (offset: number, value: number) => buffer.writeBigUInt64LE(BigInt(value), offset);
  u64(8, fields.rootOffset);
  u64(16, fields.rootLength);
  u64(24, fields.metadataOffset);
  u64(32, fields.metadataLength);
  u64(40, fields.leafOffset);
  u64(48, fields.leafLength);
  u64(56, fields.dataOffset);
  u64(64, fields.dataLength);
  u64(72, fields.addressedTiles);
  u64(80, fields.tileEntries);
  u64(88, fields.tileContents);
  buffer.writeUInt8(1, 96); // clustered: tile data in tile id order
  buffer.writeUInt8(Compression.Gzip, 97);
  buffer.writeUInt8(Compression.Gzip, 98);
  buffer.writeUInt8(fields.tileType, 99);
  buffer.writeUInt8(fields.minZoom, 100);
  buffer.writeUInt8(fields.maxZoom, 101);
  const [west, south, east, north] = fields.bounds;
  buffer.writeInt32LE(e7(west), 102);
  buffer.writeInt32LE(e7(south), 106);
  buffer.writeInt32LE(e7(east), 110);
  buffer.writeInt32LE(e7(north), 114);
  const [lon, lat, zoom] = fields.center;
  buffer.writeUInt8(zoom, 118);
  buffer.writeInt32LE(e7(lon), 119);
  buffer.writeInt32LE(e7(lat), 123);
  return buffer;
}

/** What an archive is made of. */
export interface PmtilesOptions {
  /** Uncompressed tiles (the writer gzips them); empty tiles are best left out. */
  tiles: Iterable<Tile>;
  /** JSON metadata, e.g. `{ vector_layers, attribution }`. */
  metadata: unknown;
  /** West, south, east, north in degrees. */
  bounds: BoundingBox;
  /** Longitude, latitude, zoom; the middle of `bounds` at the lowest zoom unless given. */
  center?: [longitude: number, latitude: number, zoom: number];
  /** TileType.Mvt unless given. */
  tileType?: TileType;
  /**
   * The tile set's zoom range, if wider than its tiles' (a zoom whose tiles all came out empty
   * still belongs to it, or MapLibre would not ask for them).
   */
  minZoom?: number;
  maxZoom?: number;
}

/** A PMTiles archive as one Buffer, with its figures. */
export function buildPmtiles({
  tiles,
  metadata,
  bounds,
  center,
  tileType = TileType.Mvt,
  minZoom: setMinZoom,
  maxZoom: setMaxZoom,
}: PmtilesOptions): { buffer: Buffer; stats: ArchiveStats } {
  const sorted = [...tiles]
    .map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.tileId - b.tileId);
  if (sorted.length === 0) throw new Error('pmtiles: no tiles to write');
  let previousId: number | undefined;
  for (const { z, x, y, tileId } of sorted) {
    if (tileId === previousId) throw new Error(`pmtiles: tile ${z}/${x}/${y} given twice`);
    previousId = tileId;
  }

  const entries: DirectoryEntry[] = [];
  // Content hash -> where the content is stored.
  const stored = new Map<string, { offset: number; length: number }>();
  const parts: Buffer[] = [];
  let dataLength = 0;
  let minZoom = Infinity;
  let maxZoom = -Infinity;
  for (const tile of sorted) {
    minZoom = Math.min(minZoom, tile.z);
    maxZoom = Math.max(maxZoom, tile.z);
    const key = createHash('sha256').update(tile.data).digest('base64');
    let place = stored.get(key);
    if (!place) {
      const bytes = gzip(tile.data);
      place = { offset: dataLength, length: bytes.length };
      stored.set(key, place);
      parts.push(bytes);
      dataLength += bytes.length;
    }
    const last = entries.at(-1);
    // A run: the next tile id with the very same content, e.g. a stretch of open water.
    if (last && last.offset === place.offset && last.tileId + last.runLength === tile.tileId)
      last.runLength++;
    else
      entries.push({
        tileId: tile.tileId,
        offset: place.offset,
        length: place.length,
        runLength: 1,
      });
  }

  if (setMinZoom !== undefined && setMinZoom > minZoom)
    throw new RangeError(`pmtiles: a tile at z${minZoom} is below minZoom ${setMinZoom}`);
  if (setMaxZoom !== undefined && setMaxZoom < maxZoom)
    throw new RangeError(`pmtiles: a tile at z${maxZoom} is above maxZoom ${setMaxZoom}`);
  minZoom = setMinZoom ?? minZoom;
  maxZoom = setMaxZoom ?? maxZoom;

  const { root, leaves, leafCount } = buildDirectories(entries);
  const metadataBytes = gzip(Buffer.from(JSON.stringify(metadata), 'utf8'));
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leafOffset = metadataOffset + metadataBytes.length;
  const dataOffset = leafOffset + leaves.length;
  const [west, south, east, north] = bounds;
  const head = header({
    rootOffset,
    rootLength: root.length,
    metadataOffset,
    metadataLength: metadataBytes.length,
    leafOffset,
    leafLength: leaves.length,
    dataOffset,
    dataLength,
    addressedTiles: sorted.length,
    tileEntries: entries.length,
    tileContents: parts.length,
    tileType,
    minZoom,
    maxZoom,
    bounds,
    center: center ?? [(west + east) / 2, (south + north) / 2, minZoom],
  });
  return {
    buffer: Buffer.concat([head, root, metadataBytes, leaves, ...parts]),
    stats: {
      addressedTiles: sorted.length,
      tileEntries: entries.length,
      tileContents: parts.length,
      leafDirectories: leafCount,
      minZoom,
      maxZoom,
    },
  };
}
