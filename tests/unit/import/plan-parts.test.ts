// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Listing } from '@/lib/listings/schema';
import { parseArgs } from '@/scripts/import/args';
import { firstRows, newSlug, nextIds } from '@/scripts/import/identity';
import { changedFields, sameValue, withdrawRecord } from '@/scripts/import/merge';
import { IMPORTED_PHOTO, placePhotos, photoHash } from '@/scripts/import/photo-names';
import { summaryLine } from '@/scripts/import/report';
import { problemLines } from '@/scripts/import/site-check';
import { convertRow, type ImportedListing } from '@/scripts/import/convert-row';
import { SALE, TODAY } from './sheet';

function row(n: number, ref: string): ImportedListing {
  const outcome = convertRow(n, { ...SALE, ref }, { today: TODAY });
  if (!outcome.ok) throw new Error('expected a valid row');
  return outcome.listing;
}

describe('identity', () => {
  it('makes a slug as the form does, unique, never page', () => {
    expect(newSlug('3 Bedroom Apartment', 'KIL-014', new Set())).toBe(
      '3-bedroom-apartment-kil-014',
    );
    expect(
      newSlug('3 Bedroom Apartment', 'KIL-014', new Set(['3-bedroom-apartment-kil-014'])),
    ).toBe('3-bedroom-apartment-kil-014-2');
    expect(newSlug('Page', '', new Set())).toBe('page-2');
    expect(newSlug('Nyumba ya ✓', '✓', new Set())).toBe('nyumba-ya');
    expect(newSlug('✓', '✓', new Set())).toBe('home');
  });

  it('numbers new homes on from the highest numeric id', () => {
    const next = nextIds(['1', '6', 'N360-7KQ4MX', '3']);
    expect([next(), next()]).toEqual(['7', '8']);
  });

  it('lets the first row of a home count, rejected or not', () => {
    const { kept, duplicates } = firstRows(
      [row(2, 'A'), row(5, 'A'), row(6, 'B')],
      [{ row: 3, problems: [], identity: { agency: 'Mvule Properties', ref: 'B' } }],
    );
    expect(kept.map((l) => l.row)).toEqual([2]);
    expect(duplicates.map((d) => [d.row, d.problems[0]!.message])).toEqual([
      [5, 'A is already on row 2; the first row counts'],
      [6, 'B is already on row 3; the first row counts'],
    ]);
  });
});

describe('merge', () => {
  const home = { slug: 'x', market: undefined, listedAt: '2026-11-01' } as unknown as Listing;

  it('withdraws a home on the market, and leaves one that left it', () => {
    expect(withdrawRecord(home, TODAY)).toMatchObject({ market: 'withdrawn', leftMarketAt: TODAY });
    expect(withdrawRecord({ ...home, market: 'sold' } as Listing, TODAY)).toBeUndefined();
    expect(Object.keys(withdrawRecord(home, TODAY)!)).toEqual([
      'slug',
      'market',
      'leftMarketAt',
      'listedAt',
    ]);
  });

  it('names the fields that changed, inner ones by path, in the data format’s order', () => {
    const a = { price: 1, title: 'a', agent: { phone: '1', name: 'n' }, sw: { title: 't' } };
    const b = {
      title: 'b',
      price: 2,
      agent: { phone: '2', name: 'n' },
      sw: { title: 't', description: 'd' },
    };
    expect(changedFields(a, b)).toEqual(['title', 'price', 'sw.description', 'agent.phone']);
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValue({ b: [1, 2] }, { b: [2, 1] })).toBe(false);
  });
});

describe('photo names', () => {
  it('keeps a known photo’s path and names new ones by place and hash', () => {
    const one = Buffer.from('one');
    const two = Buffer.from('two');
    const known = new Map([['/photos/x/1.jpg', photoHash(one)]]);
    const { images, fresh } = placePhotos('x', [two, one, two], known);
    expect(images).toEqual([
      `/photos/x/1-${photoHash(two)}.jpg`,
      '/photos/x/1.jpg',
      `/photos/x/1-${photoHash(two)}.jpg`,
    ]);
    expect(fresh).toHaveLength(1);
    expect(IMPORTED_PHOTO.test(images[0]!.split('/').at(-1)!)).toBe(true);
    expect(IMPORTED_PHOTO.test('1.jpg')).toBe(false);
  });
});

describe('report', () => {
  it('ends with the counts, the changed fields in the data format’s order', () => {
    expect(
      summaryLine(
        [
          { kind: 'updated', slug: 'a', row: 2, fields: ['description'] },
          { kind: 'updated', slug: 'b', row: 3, fields: ['price', 'description'] },
          { kind: 'created', slug: 'c', row: 4, fields: [] },
          { kind: 'unchanged', slug: 'd', row: 5, fields: [] },
          { kind: 'withdrawn', slug: 'e', fields: ['market', 'leftMarketAt'] },
        ],
        2,
      ),
    ).toBe('Created 1, updated 2 (price, description), unchanged 1, rejected 2, withdrawn 1.');
  });
});

describe('site-check', () => {
  it('reads the build’s problem lines by listing and field', () => {
    expect(
      problemLines(
        'Invalid listing data in x (2 problems):\n  - listing "a-b", field "price": must be at least 1\n  - tour "z" in t: no listing has that slug',
      ),
    ).toEqual([
      {
        slug: 'a-b',
        field: 'price',
        message: 'must be at least 1',
        line: 'listing "a-b", field "price": must be at least 1',
      },
      {
        message: 'tour "z" in t: no listing has that slug',
        line: 'tour "z" in t: no listing has that slug',
      },
    ]);
  });
});

describe('parseArgs', () => {
  const env = { INIT_CWD: '/office' };
  it('reads the options and the file, from the folder the command was typed in', () => {
    expect(
      parseArgs(
        ['--dry-run', '--full-feed', '--data=d', '--today', '2026-11-20', 'f.csv'],
        env,
        '/site',
      ),
    ).toEqual({
      ok: true,
      args: {
        file: '/office/f.csv',
        dataDir: '/office/d',
        today: '2026-11-20',
        dryRun: true,
        strict: false,
        fullFeed: true,
      },
    });
  });

  it('takes the day from BUILD_DATE, else the clock, and the data from the project', () => {
    const parsed = parseArgs(['f.csv'], { BUILD_DATE: '2026-11-19' }, '/site');
    expect(parsed.ok && [parsed.args.today, parsed.args.dataDir]).toEqual([
      '2026-11-19',
      '/site/data',
    ]);
    const now = parseArgs(['f.csv'], {}, '/site', new Date('2026-11-18T23:00:00Z'));
    expect(now.ok && now.args.today).toBe('2026-11-18');
  });

  it('says what is wrong', () => {
    const problem = (argv: string[]) => {
      const parsed = parseArgs(argv, env, '/site');
      return parsed.ok ? undefined : parsed.problem;
    };
    expect(problem([])).toBe('Name the file to import');
    expect(problem(['a', 'b'])).toBe('Name one file to import');
    expect(problem(['--force', 'a'])).toBe('Unknown option --force');
    expect(problem(['a', '--today'])).toBe('--today needs a value');
    expect(problem(['--today', '2026-02-30', 'a'])).toBe(
      'The day of the import must be a date as YYYY-MM-DD, not "2026-02-30"',
    );
  });
});
