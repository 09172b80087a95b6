// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  preparePhoto,
  preparePhotos,
  shown,
  type PhotoOptions,
  type PhotoResult,
} from '@/scripts/import/photos';

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/** A plain image of one colour, as PNG (lossless, so colours stay exact) unless said. */
function plain(width: number, height: number, background: object = RED) {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** Left and right thirds red, the middle third blue. */
async function thirds(width: number, height: number): Promise<Buffer> {
  const third = Math.round(width / 3);
  const blue = await plain(third, height, BLUE).png().toBuffer();
  return plain(width, height)
    .composite([{ input: blue, left: third, top: 0 }])
    .png()
    .toBuffer();
}

/** A JPEG whose header claims a size its few bytes do not hold. */
async function claimingSize(width: number, height: number): Promise<Buffer> {
  const small = Buffer.from(await plain(16, 16).jpeg().toBuffer());
  const frame = small.indexOf(Buffer.from([0xff, 0xc0]));
  small.writeUInt16BE(height, frame + 5);
  small.writeUInt16BE(width, frame + 7);
  return small;
}

/** The colour of one pixel of a decoded image. */
async function pixel(jpeg: Buffer, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
}

function isRed(c: { r: number; g: number; b: number }) {
  return c.r > 200 && c.g < 60 && c.b < 60;
}
function isBlue(c: { r: number; g: number; b: number }) {
  return c.b > 200 && c.r < 60 && c.g < 60;
}

function jpegOf(result: PhotoResult): Buffer {
  if (!result.ok) throw new Error(`expected a photo, got: ${result.problem}`);
  return result.jpeg;
}

function problemOf(result: PhotoResult): string {
  if (result.ok) throw new Error('expected a problem');
  expect(result.problem).not.toMatch(/\n/);
  return result.problem;
}

let dir = '';
let options: PhotoOptions;
let landscape: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'photos-test-'));
  options = { baseDir: dir };
  await mkdir(path.join(dir, 'photos'));
  landscape = await plain(2000, 1500).jpeg().toBuffer();
  const gps = {
    IFD0: { Make: 'Phone' },
    IFD3: {
      GPSLatitudeRef: 'S',
      GPSLatitude: '1/1 17/1 0/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '36/1 49/1 0/1',
    },
  };
  // Stored on its side, top half red: upright (orientation 6, turned clockwise) it is 900 px
  // wide with red on the right.
  const sideways = await plain(1200, 900, BLUE)
    .composite([{ input: await plain(1200, 450).png().toBuffer(), left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const files: Record<string, Buffer | string> = {
    'photos/landscape.jpg': landscape,
    'photos/exact.jpg': await plain(1200, 800).jpeg().toBuffer(),
    'photos/narrow.jpg': await plain(799, 600).jpeg().toBuffer(),
    'photos/sideways.jpg': sideways,
    'photos/sideways-narrow.jpg': await plain(1000, 700)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer(),
    'photos/gps.jpg': await plain(2000, 1500).jpeg().withExif(gps).toBuffer(),
    'photos/thirds.png': await thirds(2700, 1000),
    'photos/clear.png': await sharp({
      create: { width: 1200, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer(),
    'photos/tall.jpg': await plain(800, 2600).jpeg().toBuffer(),
    'photos/wide.jpg': await plain(4000, 1000).jpeg().toBuffer(),
    'photos/low.jpg': await plain(1200, 500).jpeg().toBuffer(),
    'photos/bomb.jpg': await claimingSize(30000, 30000),
    'photos/truncated.jpg': landscape.subarray(0, Math.floor(landscape.length / 2)),
    'photos/notes.jpg': 'ref,title\nN-1,Two bedrooms\n',
    'photos/scan.jpg': '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n',
    'photos/empty.jpg': '',
  };
  for (const [name, bytes] of Object.entries(files)) await writeFile(path.join(dir, name), bytes);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('preparePhoto: the site photo', () => {
  it('makes a progressive 1600×1067 JPEG', async () => {
    const jpeg = jpegOf(await preparePhoto('photos/landscape.jpg', options));
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height, meta.isProgressive]).toEqual([
      'jpeg',
      1600,
      1067,
      true,
    ]);
  });

  it('takes a photo of exactly 1200×800', async () => {
    const jpeg = jpegOf(await preparePhoto('photos/exact.jpg', options));
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1600, height: 1067 });
  });

  it('crops from the centre', async () => {
    // 2700×1000 cropped to 3:2 keeps columns 600 to 2100: red, then the blue third, then red.
    const jpeg = jpegOf(await preparePhoto('photos/thirds.png', options));
    expect(isBlue(await pixel(jpeg, 800, 533))).toBe(true);
    expect(isRed(await pixel(jpeg, 10, 10))).toBe(true);
    expect(isRed(await pixel(jpeg, 1589, 1056))).toBe(true);
  });

  it('turns the photo upright as its EXIF orientation says', async () => {
    const jpeg = jpegOf(await preparePhoto('photos/sideways.jpg', options));
    expect(isRed(await pixel(jpeg, 1500, 533))).toBe(true);
    expect(isBlue(await pixel(jpeg, 100, 533))).toBe(true);
    expect((await sharp(jpeg).metadata()).orientation).toBeUndefined();
  });

  it('keeps no metadata: the GPS position of the home is dropped', async () => {
    const input = await sharp(path.join(dir, 'photos/gps.jpg')).metadata();
    // The GPS directory's tag (0x8825), little-endian: the source does carry a position.
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const meta = await sharp(jpegOf(await preparePhoto('photos/gps.jpg', options))).metadata();
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('makes transparent parts white', async () => {
    const jpeg = jpegOf(await preparePhoto('photos/clear.png', options));
    expect(await pixel(jpeg, 800, 533)).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('reads absolute paths and paths written with Windows separators', async () => {
    expect((await preparePhoto(path.join(dir, 'photos/exact.jpg'), options)).ok).toBe(true);
    expect((await preparePhoto('photos\\exact.jpg', options)).ok).toBe(true);
  });
});

describe('preparePhoto: photos refused', () => {
  const cases: [string, string][] = [
    [
      'photos/narrow.jpg',
      'photo "photos/narrow.jpg" is 799 px wide; photos must be at least 800 px wide',
    ],
    [
      'photos/sideways-narrow.jpg',
      'photo "photos/sideways-narrow.jpg" is 700 px wide; photos must be at least 800 px wide',
    ],
    [
      'photos/tall.jpg',
      'photo "photos/tall.jpg" is 800 × 2600 px, too tall and narrow to crop to 3:2 ' +
        '(the height may be at most 3 times the width)',
    ],
    [
      'photos/wide.jpg',
      'photo "photos/wide.jpg" is 4000 × 1000 px, too wide and low to crop to 3:2 ' +
        '(the width may be at most 3 times the height)',
    ],
    [
      'photos/low.jpg',
      'photo "photos/low.jpg" is 500 px high; photos must be at least 534 px high',
    ],
    [
      'photos/bomb.jpg',
      'photo "photos/bomb.jpg" is 30000 × 30000 px (900 megapixels); ' +
        'photos may have at most 100 megapixels',
    ],
    [
      'photos/truncated.jpg',
      'photo "photos/truncated.jpg" is not an image (the file is cut short or damaged)',
    ],
    ['photos/notes.jpg', 'photo "photos/notes.jpg" is not an image (it is text)'],
    ['photos/scan.jpg', 'photo "photos/scan.jpg" is not an image (it is a PDF document)'],
    ['photos/empty.jpg', 'photo "photos/empty.jpg" is not an image (the file is empty)'],
    ['photos/missing.jpg', 'no file "photos/missing.jpg" next to the listings file'],
    [
      'photos/landscape.jpg/x.jpg',
      'no file "photos/landscape.jpg/x.jpg" next to the listings file',
    ],
    ['photos', 'photo "photos" is a folder, not a file'],
    ['http://example.com/a.jpg', 'photo "http://example.com/a.jpg" must be an https address'],
    [
      'file:///etc/passwd',
      'photo "file:///etc/passwd" must be an https address or a path next to the listings file',
    ],
  ];
  it.each(cases)('%s', async (source, message) => {
    expect(problemOf(await preparePhoto(source, options))).toBe(message);
  });

  it.skipIf(process.platform === 'win32')(
    'refuses a named pipe without waiting on it',
    async () => {
      execFileSync('mkfifo', [path.join(dir, 'photos/pipe.jpg')]);
      expect(problemOf(await preparePhoto('photos/pipe.jpg', options))).toBe(
        'photo "photos/pipe.jpg" is not a file',
      );
    },
  );

  it('refuses a file larger than maxBytes', async () => {
    const problem = problemOf(
      await preparePhoto('photos/exact.jpg', { ...options, maxBytes: 1000 }),
    );
    expect(problem).toMatch(/^photo "photos\/exact\.jpg" is \d+ KB; photos may be at most 1 KB$/);
  });

  it('answers every source with a result, never an exception', async () => {
    for (const source of ['', ' ', 'a\0b.jpg', 'https://', 'https://[::1', '\u202e.jpg']) {
      const result = await preparePhoto(source, options);
      expect(result.ok).toBe(false);
    }
  });

  it('names a long source on one line, cut in its middle', () => {
    const long = `https://photos.example.com/${'a'.repeat(100)}/kitchen.jpg`;
    const name = shown(long);
    expect([...name].length).toBe(82);
    expect(name).toMatch(/^"https:\/\/photos\.example\.com\/a+…a+\/kitchen\.jpg"$/);
    expect(shown('a\nb')).toBe('"a b"');
  });
});

describe('preparePhotos', () => {
  it('answers each source in order', async () => {
    const results = await preparePhotos(
      ['photos/exact.jpg', 'photos/missing.jpg', 'photos/narrow.jpg', 'photos/landscape.jpg'],
      options,
    );
    expect(results.map((r) => r.ok)).toEqual([true, false, false, true]);
    expect(problemOf(results[1]!)).toContain('missing.jpg');
    expect(problemOf(results[2]!)).toContain('narrow.jpg');
  });

  it('answers no sources with no results', async () => {
    expect(await preparePhotos([], options)).toEqual([]);
  });
});

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

describe.skipIf(!hasOpenssl)('preparePhoto: https downloads (needs the openssl command)', () => {
  const LIMIT = 50_000;
  let server: https.Server;
  let base = '';
  let ca = '';
  let web: PhotoOptions;
  const open = new Set<ServerResponse>();
  let streamed = 0;
  let active = 0;
  let mostActive = 0;

  function route(url: string, res: ServerResponse): void {
    const chain = /^\/chain\/(\d+)$/.exec(url);
    if (chain) {
      const left = Number(chain[1]);
      res.writeHead(302, { location: left === 0 ? '/photo.jpg' : `/chain/${left - 1}` });
      res.end();
      return;
    }
    switch (url) {
      case '/photo.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': landscape.length });
        res.end(landscape);
        return;
      case '/held.jpg':
        // Answered after a moment, to count how many downloads run at once.
        active += 1;
        mostActive = Math.max(mostActive, active);
        setTimeout(() => {
          active -= 1;
          res.writeHead(200, { 'content-type': 'image/jpeg' });
          res.end(landscape);
        }, 40);
        return;
      case '/absolute':
        res.writeHead(301, { location: `${base}/photo.jpg` });
        res.end();
        return;
      case '/to-http':
        res.writeHead(302, { location: base.replace('https:', 'http:') + '/photo.jpg' });
        res.end();
        return;
      case '/page.html':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!DOCTYPE html>\n<html><body>Sign in to see this photo</body></html>');
        return;
      case '/slow.jpg':
        // Starts the photo and never finishes it.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.write(landscape.subarray(0, 100));
        return;
      case '/endless.jpg': {
        // No length announced, and more bytes for as long as the client reads them.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(16_384, 0xff);
        const more = () => {
          while (!res.destroyed && streamed < 20_000_000) {
            streamed += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        more();
        return;
      }
      case '/declared.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 30_000_000 });
        res.write(landscape.subarray(0, 100));
        return;
      case '/cut.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': landscape.length });
        res.write(landscape.subarray(0, 1000), () => res.destroy());
        return;
      default:
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
    }
  }

  beforeAll(async () => {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    ca = await readFile(cert, 'utf8');
    server = https.createServer({ key: await readFile(key), cert: ca }, (req, res) => {
      open.add(res);
      res.on('close', () => open.delete(res));
      route((req.url ?? '/').replace(/\?.*$/, ''), res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    web = { baseDir: dir, ca, maxBytes: LIMIT * 1000, timeoutMs: 5_000 };
  });

  afterAll(async () => {
    for (const res of open) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('downloads a photo', async () => {
    const jpeg = jpegOf(await preparePhoto(`${base}/photo.jpg`, web));
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1600, height: 1067 });
  });

  it('follows up to 3 redirects, relative or absolute', async () => {
    expect((await preparePhoto(`${base}/absolute`, web)).ok).toBe(true);
    expect((await preparePhoto(`${base}/chain/2`, web)).ok).toBe(true);
  });

  it('refuses a fourth redirect', async () => {
    expect(problemOf(await preparePhoto(`${base}/chain/3`, web))).toBe(
      `photo "${base}/chain/3" could not be downloaded: the address sent it on more than 3 times`,
    );
  });

  it('refuses a redirect to http', async () => {
    expect(problemOf(await preparePhoto(`${base}/to-http`, web))).toBe(
      `photo "${base}/to-http" could not be downloaded: ` +
        'the address sent it on to an address that is not https',
    );
  });

  it('names the status of an address that answers with an error', async () => {
    expect(problemOf(await preparePhoto(`${base}/gone.jpg`, web))).toBe(
      `photo "${base}/gone.jpg" could not be downloaded: the address answered 404 (not found)`,
    );
  });

  it('says so when the address answers with a web page', async () => {
    expect(problemOf(await preparePhoto(`${base}/page.html`, web))).toBe(
      `photo "${base}/page.html" is not an image (it is a web page, perhaps an error or sign-in page)`,
    );
  });

  it('gives up on a slow server when the time is up', async () => {
    const started = performance.now();
    const problem = problemOf(await preparePhoto(`${base}/slow.jpg`, { ...web, timeoutMs: 300 }));
    expect(problem).toBe(`photo "${base}/slow.jpg" could not be downloaded within 0.3 seconds`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('stops a body without a length as soon as it passes maxBytes', async () => {
    const problem = problemOf(
      await preparePhoto(`${base}/endless.jpg`, { ...web, maxBytes: LIMIT }),
    );
    expect(problem).toBe(
      `photo "${base}/endless.jpg" is larger than 50 KB; photos may be at most 50 KB`,
    );
    // The server was cut off long before the end (it sends some more before it notices).
    expect(streamed).toBeLessThan(5_000_000);
  });

  it('refuses a body whose announced length passes maxBytes, without reading it', async () => {
    const problem = problemOf(
      await preparePhoto(`${base}/declared.jpg`, { ...web, maxBytes: LIMIT }),
    );
    expect(problem).toBe(`photo "${base}/declared.jpg" is 30 MB; photos may be at most 50 KB`);
  });

  it('says so when the connection breaks before the end', async () => {
    expect(problemOf(await preparePhoto(`${base}/cut.jpg`, web))).toBe(
      `photo "${base}/cut.jpg" could not be downloaded: the connection broke before the end`,
    );
  });

  it('trusts no certificate it was not given', async () => {
    expect(problemOf(await preparePhoto(`${base}/photo.jpg`, { baseDir: dir }))).toBe(
      `photo "${base}/photo.jpg" could not be downloaded: the server's certificate is not valid`,
    );
  });

  it('downloads four at a time, answering in order', async () => {
    const sources = Array.from({ length: 9 }, (_, i) =>
      i === 4 ? `${base}/gone.jpg` : `${base}/held.jpg?${i}`,
    );
    mostActive = 0;
    const results = await preparePhotos(sources, web);
    expect(results.map((r) => r.ok)).toEqual(sources.map((s) => !s.endsWith('gone.jpg')));
    expect(mostActive).toBeLessThanOrEqual(4);
    expect(mostActive).toBeGreaterThan(1);
  });
});
