// @vitest-environment node
import { storedListings } from '../listings/stored';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runImport } from '@/scripts/import/run-import';
import { dataCopy, importRows, listingTexts, readListing, summary, tree } from './data-dir';
import { fakePhotos } from './fake-photos';
import { RENTAL, SALE, TODAY } from './sheet';

let at: ReturnType<typeof dataCopy>;
beforeEach(() => {
  at = dataCopy();
});
afterEach(() => at.remove());

const SALE_SLUG = '3-bedroom-apartment-in-kilimani-kil-014';
const RENTAL_SLUG = '2-bedroom-apartment-in-ruaka-rua-203';

describe('runImport: new homes and the same file again', () => {
  it('creates each home with a slug like the form makes, the next id, and photos under new names', async () => {
    const result = await importRows(at, [SALE, RENTAL]);
    expect(result.code).toBe(0);
    expect(result.lines).toEqual([
      `Created ${SALE_SLUG} (row 2)`,
      `Created ${RENTAL_SLUG} (row 3)`,
      'Created 2, updated 0, unchanged 0, rejected 0, withdrawn 0.',
    ]);
    const sale = readListing(at.data, SALE_SLUG);
    // The next ids after the curated listings.
    expect(sale).toMatchObject({
      id: String(storedListings.length + 1),
      slug: SALE_SLUG,
      ref: 'KIL-014',
      listedAt: '2026-10-05',
    });
    expect(readListing(at.data, RENTAL_SLUG).id).toBe(String(storedListings.length + 2));
    const images = sale.images as string[];
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toMatch(new RegExp(`^/photos/${SALE_SLUG}/\\d-[0-9a-f]{10}\\.jpg$`));
      expect(existsSync(path.join(at.data, image))).toBe(true);
    }
    expect(sale).not.toHaveProperty('market');
  });

  it('changes nothing at all the second time: not one byte', async () => {
    await importRows(at, [SALE, RENTAL]);
    const before = tree(at.data);
    const again = await importRows(at, [SALE, RENTAL]);
    expect(summary(again)).toBe('Created 0, updated 0, unchanged 2, rejected 0, withdrawn 0.');
    expect(again.written).toBe(false);
    expect(tree(at.data)).toEqual(before);
  });

  it('confirms a home without verified_at on each later day, and keeps a given verified_at', async () => {
    await importRows(at, [SALE, RENTAL]);
    expect(readListing(at.data, RENTAL_SLUG)).toMatchObject({
      listedAt: TODAY,
      verifiedAt: TODAY,
    });
    const later = await importRows(at, [SALE, RENTAL], { today: '2026-11-22' });
    expect(later.lines).toEqual([
      `Updated ${RENTAL_SLUG} (row 3): verifiedAt`,
      'Created 0, updated 1 (verifiedAt), unchanged 1, rejected 0, withdrawn 0.',
    ]);
    expect(readListing(at.data, RENTAL_SLUG)).toMatchObject({
      listedAt: TODAY,
      verifiedAt: '2026-11-22',
    });
    expect(readListing(at.data, SALE_SLUG)).toMatchObject({
      listedAt: '2026-10-05',
      verifiedAt: '2026-11-16',
    });
  });

  it('writes files as the repository formats them', async () => {
    const result = await importRows(at, [SALE]);
    const { format, resolveConfig } = await import('prettier');
    const file = path.resolve('data/listings/x.json');
    const text = result.planned!.get(`${SALE_SLUG}.json`)!;
    expect(await format(text, { ...(await resolveConfig(file)), filepath: file })).toBe(text);
    expect(text).toContain('"amenities": ["Balcony", "Parking"],');
  });
});

describe('runImport: updates', () => {
  it('changes only what the row changes, and keeps slug, id, rank, listedAt and the team’s', async () => {
    await importRows(at, [SALE]);
    const first = readListing(at.data, SALE_SLUG);
    const result = await importRows(at, [
      { ...SALE, price: '17900000', description: 'Now with new floors.', listed_at: '2026-11-01' },
    ]);
    expect(result.lines).toEqual([
      `Updated ${SALE_SLUG} (row 2): price, description`,
      'Created 0, updated 1 (price, description), unchanged 0, rejected 0, withdrawn 0.',
    ]);
    const after = readListing(at.data, SALE_SLUG);
    expect(after).toEqual({
      ...first,
      price: 17_900_000,
      description: 'Now with new floors.',
      sw: after.sw,
    });
    expect(after.listedAt).toBe('2026-10-05');
  });

  it('keeps the desk’s Swahili description of an unchanged English one, and its position in the same area', async () => {
    const row = { ...SALE, description_sw: '', latitude: '', longitude: '' };
    await importRows(at, [row]);
    expect(readListing(at.data, SALE_SLUG).sw).toEqual({ title: SALE.title_sw });
    // The listings desk translates the description and records where the home is.
    const file = path.join(at.data, 'listings', `${SALE_SLUG}.json`);
    const desk = readListing(at.data, SALE_SLUG);
    desk.sw = { title: SALE.title_sw, description: 'Tafsiri ya dawati.' };
    desk.coordinates = { latitude: -1.2921, longitude: 36.7872 };
    writeFileSync(file, `${JSON.stringify(desk, null, 2)}\n`);
    const again = await importRows(at, [row]);
    expect(summary(again)).toBe('Created 0, updated 0, unchanged 1, rejected 0, withdrawn 0.');
    // A new English text makes the translation stale: it goes, and the page says so.
    const rewritten = await importRows(at, [{ ...row, description: 'All new text.' }]);
    expect(summary(rewritten)).toBe(
      'Created 0, updated 1 (description, sw.description), unchanged 0, rejected 0, withdrawn 0.',
    );
    expect(readListing(at.data, SALE_SLUG).coordinates).toEqual(desk.coordinates);
  });

  it('keeps what a file without the column says nothing about: market, facts, size', async () => {
    await importRows(at, [{ ...SALE, market: 'under_offer' }]);
    const columns = Object.keys(SALE).filter((c) => !['market', 'size_sqm', 'water'].includes(c));
    const result = await importRows(at, [SALE], { columns });
    expect(summary(result)).toBe('Created 0, updated 0, unchanged 1, rejected 0, withdrawn 0.');
    expect(readListing(at.data, SALE_SLUG)).toMatchObject({ market: 'under_offer', size: 165 });
  });

  it('moves the home on and off the market', async () => {
    await importRows(at, [SALE]);
    const sold = await importRows(at, [{ ...SALE, market: 'sold' }], { today: '2026-11-21' });
    expect(summary(sold)).toBe(
      'Created 0, updated 1 (market, leftMarketAt), unchanged 0, rejected 0, withdrawn 0.',
    );
    expect(readListing(at.data, SALE_SLUG)).toMatchObject({
      market: 'sold',
      leftMarketAt: '2026-11-21',
    });
    // Sold, then withdrawn: it left the market once, on the day it sold.
    await importRows(at, [{ ...SALE, market: 'withdrawn' }], { today: '2026-11-22' });
    expect(readListing(at.data, SALE_SLUG)).toMatchObject({
      market: 'withdrawn',
      leftMarketAt: '2026-11-21',
    });
    await importRows(at, [{ ...SALE, market: 'under_offer' }], { today: '2026-11-22' });
    const back = readListing(at.data, SALE_SLUG);
    expect(back.market).toBe('under_offer');
    expect(back).not.toHaveProperty('leftMarketAt');
    await importRows(at, [SALE], { today: '2026-11-22' });
    expect(readListing(at.data, SALE_SLUG)).not.toHaveProperty('market');
  });

  it('replaces the photos: new ones under new names, the old imported ones removed', async () => {
    await importRows(at, [SALE]);
    const old = readListing(at.data, SALE_SLUG).images as string[];
    const result = await importRows(at, [
      { ...SALE, photos: 'photos/kil-014/9.jpg;photos/kil-014/1.jpg' },
    ]);
    expect(summary(result)).toBe(
      'Created 0, updated 1 (image, images), unchanged 0, rejected 0, withdrawn 0.',
    );
    const images = readListing(at.data, SALE_SLUG).images as string[];
    expect(images[1]).toBe(old[0]);
    expect(existsSync(path.join(at.data, images[0]!))).toBe(true);
    expect(existsSync(path.join(at.data, old[1]!))).toBe(false);
  });
});

describe('runImport: rejected rows', () => {
  it('rejects a ref repeated in the file: the first row counts', async () => {
    const result = await importRows(at, [SALE, RENTAL, { ...SALE, price: '1' }]);
    expect(result.lines).toContain(
      'Row 4, column "ref": KIL-014 is already on row 2; the first row counts',
    );
    expect(summary(result)).toBe('Created 2, updated 0, unchanged 0, rejected 1, withdrawn 0.');
  });

  it('rejects an agent described unlike the site describes them, in the build’s words', async () => {
    const agent = readListing(at.data, 'family-home-karen').agent as Record<string, string>;
    const result = await importRows(at, [{ ...RENTAL, agent_email: agent.email }]);
    // Named by one of the agent's listings (whichever the site reads first).
    const named =
      /^Row 2, column "agent_name": differs from listing "([^"]+)" for the agent with the same email/.exec(
        result.lines[0]!,
      );
    expect(named).not.toBeNull();
    expect((readListing(at.data, named![1]!).agent as Record<string, string>).email).toBe(
      agent.email,
    );
    expect(summary(result)).toBe('Created 0, updated 0, unchanged 0, rejected 1, withdrawn 0.');
  });

  it('rejects an agent described two ways in one file, naming the other row', async () => {
    const result = await importRows(at, [SALE, { ...RENTAL, agent_email: SALE.agent_email }]);
    expect(result.lines).toContain(
      'Row 3, column "agent_name": differs from row 2 for the agent with the same email ("Brian Mwangi" vs "Achieng Otieno")',
    );
  });

  it('rejects a row whose photo cannot be prepared, naming the photo', async () => {
    const result = await importRows(at, [{ ...RENTAL, photos: 'photos/missing.jpg' }]);
    expect(result.lines[0]).toBe(
      'Row 2, column "photos": no file "photos/missing.jpg" next to the listings file',
    );
  });

  it('--strict: any rejected row and nothing is written, exit code 1', async () => {
    const before = tree(at.data);
    const result = await importRows(at, [SALE, { ...RENTAL, price: '0' }], { strict: true });
    expect(result.code).toBe(1);
    expect(result.lines[0]).toBe(
      'Nothing was written: 1 row was rejected, and --strict allows none.',
    );
    expect(summary(result)).toBe('Created 1, updated 0, unchanged 0, rejected 1, withdrawn 0.');
    expect(tree(at.data)).toEqual(before);
  });

  it('--dry-run writes nothing and says what it would do', async () => {
    const before = tree(at.data);
    const result = await importRows(at, [SALE, RENTAL], { dryRun: true });
    expect(result.code).toBe(0);
    expect(result.lines[0]).toBe('Dry run: nothing was written.');
    expect(summary(result)).toBe('Created 2, updated 0, unchanged 0, rejected 0, withdrawn 0.');
    expect(tree(at.data)).toEqual(before);
  });

  it('refuses a file it cannot read, with one message, and writes nothing', async () => {
    const before = tree(at.data);
    const missing = await runImport({
      file: path.join(at.root, 'nope.csv'),
      dataDir: at.data,
      today: TODAY,
      preparePhotos: fakePhotos,
    });
    expect(missing.code).toBe(1);
    expect(missing.lines).toEqual([
      `Cannot read ${path.join(at.root, 'nope.csv')}: there is no such file; nothing was imported.`,
      'Created 0, updated 0, unchanged 0, rejected 0, withdrawn 0.',
    ]);
    const file = path.join(at.root, 'bad.csv');
    writeFileSync(file, Buffer.from([0x50, 0x4b, 3, 4, 0, 0]));
    const zip = await runImport({
      file,
      dataDir: at.data,
      today: TODAY,
      preparePhotos: fakePhotos,
    });
    expect(zip.code).toBe(1);
    expect(zip.lines).toHaveLength(2);
    expect(tree(at.data)).toEqual(before);
  });
});

describe('runImport: hostile cells', () => {
  it('stores formula prefixes and markup as the very text of the cell', async () => {
    const cells = [
      '=HYPERLINK("https://evil.example","Click")',
      '+254 trick',
      '-1+1',
      '@SUM(A1)',
      '<script>alert(1)</script>',
    ];
    const rows = cells.map((cell, i) => ({
      ...SALE,
      ref: `${cell}-${i}`,
      title: cell,
      description: cell,
      description_sw: cell,
    }));
    const result = await importRows(at, rows);
    expect(summary(result)).toBe('Created 5, updated 0, unchanged 0, rejected 0, withdrawn 0.');
    const stored = [...listingTexts(at.data).values()]
      .map(
        (text) =>
          JSON.parse(text) as {
            ref?: string;
            title: string;
            description: string;
            sw: { description?: string };
          },
      )
      .filter((l) => l.ref !== undefined);
    expect(stored.map((l) => l.ref).sort()).toEqual(rows.map((r) => r.ref).sort());
    for (const listing of stored) {
      const cell = cells[Number(listing.ref!.slice(listing.ref!.lastIndexOf('-') + 1))];
      expect([listing.title, listing.description, listing.sw.description]).toEqual([
        cell,
        cell,
        cell,
      ]);
    }
  });
});
