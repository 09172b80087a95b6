// @vitest-environment node
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Listing } from '@/lib/listings/schema';
import { areaPositions } from '@/lib/map/areas';
import { emptyDraft } from '@/lib/upload/draft';
import { listingRecord, PRIVATE_OWNER } from '@/lib/upload/record';
import { runImport } from '@/scripts/import/run-import';
import { dataCopy, importRows, readListing, summary, tree } from './data-dir';
import { fakePhotos } from './fake-photos';
import { RENTAL, SALE, TODAY } from './sheet';

let at: ReturnType<typeof dataCopy>;
beforeEach(() => {
  at = dataCopy();
});
afterEach(() => at.remove());

const RENTAL_SLUG = '2-bedroom-apartment-in-ruaka-rua-203';
const OTHER = { ...RENTAL, ref: 'RUA-300', title: 'Another Flat in Ruaka' };
const OTHER_SLUG = 'another-flat-in-ruaka-rua-300';

describe('runImport --full-feed', () => {
  it('withdraws the agency’s homes the file no longer lists, on the day of the import', async () => {
    await importRows(at, [SALE, RENTAL, OTHER]);
    const result = await importRows(at, [SALE], { fullFeed: true, today: '2026-11-21' });
    expect(result.lines).toEqual([
      `Withdrawn ${RENTAL_SLUG} (no longer in the file): market, leftMarketAt`,
      `Withdrawn ${OTHER_SLUG} (no longer in the file): market, leftMarketAt`,
      'Created 0, updated 0, unchanged 1, rejected 0, withdrawn 2.',
    ]);
    expect(readListing(at.data, RENTAL_SLUG)).toMatchObject({
      market: 'withdrawn',
      leftMarketAt: '2026-11-21',
    });
    // The site's other homes are no agency's feed: untouched.
    expect(readListing(at.data, 'family-home-karen')).not.toHaveProperty('market');
    // Withdrawn already: the same feed again changes nothing.
    const before = tree(at.data);
    const again = await importRows(at, [SALE], { fullFeed: true, today: '2026-11-22' });
    expect(summary(again)).toBe('Created 0, updated 0, unchanged 1, rejected 0, withdrawn 0.');
    expect(tree(at.data)).toEqual(before);
  });

  it('keeps a home whose row was rejected exactly as it was', async () => {
    await importRows(at, [SALE, RENTAL, OTHER]);
    const kept = readListing(at.data, RENTAL_SLUG);
    const result = await importRows(at, [SALE, { ...RENTAL, price: 'lots' }], { fullFeed: true });
    expect(summary(result)).toBe('Created 0, updated 0, unchanged 1, rejected 1, withdrawn 1.');
    expect(readListing(at.data, RENTAL_SLUG)).toEqual(kept);
    expect(readListing(at.data, OTHER_SLUG).market).toBe('withdrawn');
  });

  it('withdraws nothing when a rejected row’s agency cannot be read', async () => {
    await importRows(at, [SALE, RENTAL]);
    const result = await importRows(at, [SALE, { ...RENTAL, agency: '' }], { fullFeed: true });
    expect(result.lines[0]).toBe(
      'Nothing was withdrawn: row 3 was rejected and its agency cannot be read, so it may list any home.',
    );
    expect(summary(result)).toBe('Created 0, updated 0, unchanged 1, rejected 1, withdrawn 0.');
  });

  it('withdraws nothing from a file refused whole, nor without --full-feed', async () => {
    await importRows(at, [SALE, RENTAL]);
    const before = tree(at.data);
    expect(summary(await importRows(at, [SALE]))).toBe(
      'Created 0, updated 0, unchanged 1, rejected 0, withdrawn 0.',
    );
    const refused = await importRows(at, [], { fullFeed: true, columns: ['ref', 'status'] });
    expect(refused.code).toBe(1);
    expect(tree(at.data)).toEqual(before);
  });
});

describe('runImport: the form’s listing file', () => {
  function formFile(overrides: Parameters<typeof emptyDraft>[0] = 'N360-7KQ4MX'): string {
    const draft = {
      ...emptyDraft(overrides),
      type: 'apartment' as const,
      status: 'for_rent' as const,
      bedrooms: '3',
      bathrooms: '2',
      yearBuilt: '2019',
      amenities: ['Parking' as const],
      town: 'Nairobi',
      area: 'Kilimani',
      price: 'Ksh 45,000',
      descriptionEn: 'A bright apartment with a view of the Ngong Hills.',
      descriptionSw: '',
      name: 'Jane Wanjiru',
      role: 'owner' as const,
      phone: '0712 345 678',
      email: 'jane@example.co.ke',
    };
    const folder = path.join(at.root, 'upload');
    mkdirSync(folder, { recursive: true });
    const record = listingRecord(draft, 2, areaPositions(), '2026-11-10');
    const file = path.join(folder, `${record.slug}.json`);
    writeFileSync(file, JSON.stringify(record, null, 2));
    return file;
  }

  it('imports it as one home: id and ref the form’s, live from the day of the import', async () => {
    const file = formFile();
    const run = (today: string) =>
      runImport({ file, dataDir: at.data, today, preparePhotos: fakePhotos });
    const result = await run(TODAY);
    const slug = '3-bedroom-apartment-in-kilimani-n360-7kq4mx';
    expect(result.lines).toEqual([
      `Created ${slug} (row 1)`,
      'Created 1, updated 0, unchanged 0, rejected 0, withdrawn 0.',
    ]);
    const stored = readListing(at.data, slug);
    expect(stored).toMatchObject({
      id: 'N360-7KQ4MX',
      ref: 'N360-7KQ4MX',
      listedAt: TODAY,
      verifiedAt: TODAY,
      agent: { agency: PRIVATE_OWNER },
    });
    // The form's English stand-in for a Swahili description is no translation.
    expect(stored.sw).not.toHaveProperty('description');
    expect(summary(await run(TODAY))).toBe(
      'Created 0, updated 0, unchanged 1, rejected 0, withdrawn 0.',
    );
    // Imported on a later day, the form's home is confirmed again that day: an update.
    expect(summary(await run('2026-11-22'))).toBe(
      'Created 0, updated 1 (verifiedAt), unchanged 0, rejected 0, withdrawn 0.',
    );
  });

  it('takes the floor plan the desk saved beside the file, named as the form told the owner', async () => {
    const file = formFile();
    writeFileSync(path.join(path.dirname(file), 'floor-plan.pdf'), '%PDF-1.4 a plan\n%%EOF\n');
    const seen: string[] = [];
    const result = await runImport({
      file,
      dataDir: at.data,
      today: TODAY,
      preparePhotos: fakePhotos,
      prepareFloorPlan: async (source, options) => {
        seen.push(path.join(options.baseDir, source));
        return { ok: true, bytes: Buffer.from('%PDF-1.4 a plan\n%%EOF\n'), ext: 'pdf' };
      },
    });
    expect(summary(result)).toBe('Created 1, updated 0, unchanged 0, rejected 0, withdrawn 0.');
    expect(seen).toEqual([path.join(path.dirname(file), 'floor-plan.pdf')]);
    const slug = '3-bedroom-apartment-in-kilimani-n360-7kq4mx';
    const plan = (readListing(at.data, slug) as Listing).floorPlanFile!;
    expect(plan.src).toMatch(new RegExp(`^/plans/${slug}/floor-plan-[0-9a-f]{10}\\.pdf$`));
    expect(plan.bytes).toBe(22);
    expect(existsSync(path.join(at.data, plan.src))).toBe(true);
  });

  it('rejects a row whose floor plan cannot be used, naming the row and the file', async () => {
    const result = await importRows(at, [{ ...SALE, floor_plan: 'plan.txt' }], {
      prepareFloorPlan: async () => ({
        ok: false,
        problem: 'floor plan "plan.txt" is not an image or a PDF (it is text)',
      }),
    });
    expect(result.lines).toContain(
      'Row 2, column "floor_plan": floor plan "plan.txt" is not an image or a PDF (it is text)',
    );
    expect(summary(result)).toBe('Created 0, updated 0, unchanged 0, rejected 1, withdrawn 0.');
  });

  it('rejects a record the build would refuse, in the build’s words, and refuses broken JSON', async () => {
    const file = formFile();
    const record = JSON.parse((await import('node:fs')).readFileSync(file, 'utf8')) as Record<
      string,
      unknown
    >;
    writeFileSync(file, JSON.stringify({ ...record, price: 0 }));
    const bad = await runImport({
      file,
      dataDir: at.data,
      today: TODAY,
      preparePhotos: fakePhotos,
    });
    expect(bad.lines).toEqual([
      'Row 1: field "price": must be at least 1',
      'Created 0, updated 0, unchanged 0, rejected 1, withdrawn 0.',
    ]);
    writeFileSync(file, '{"id": ');
    const broken = await runImport({
      file,
      dataDir: at.data,
      today: TODAY,
      preparePhotos: fakePhotos,
    });
    expect(broken.code).toBe(1);
    expect(broken.lines[0]).toMatch(
      /^The listing file is not valid JSON \(.*\); nothing was imported\.$/,
    );
  });
});
