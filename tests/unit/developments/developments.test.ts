// @vitest-environment node
import rawTours from '@/data/tours.json';
import { describe, expect, it } from 'vitest';
import { buyerChecks, CHECK_IDS, statedCount } from '@/lib/developments/checks';
import { readProjectFilters } from '@/lib/developments/filters';
import { linkProblems } from '@/lib/developments/links';
import { parseRecords } from '@/lib/developments/parse';
import { keepProjectDatesCurrent } from '@/lib/developments/sample-dates';
import { isSampleUnitId, sampleProject } from '@/lib/developments/sample-projects';
import { developmentSchema, DevelopmentDataError } from '@/lib/developments/schema';
import { isBuilding, parseOffPlan } from '@/lib/developments/vocabulary';
import { sampleDevelopment } from '@/lib/developments/sample';
import { generateListings } from '@/lib/listings/sample';
import { BUILD_ENV } from '@/lib/site/env';
import { keepSampleDatesCurrent } from '@/lib/listings/sample-dates';
import { parseListings, withTours, type Listing } from '@/lib/listings/schema';
import { storedListings } from '../listings/stored';
import { developer, developers, developments, project, storedDevelopments } from './records';

const listings: Listing[] = parseListings(
  withTours(keepSampleDatesCurrent(structuredClone(storedListings), BUILD_ENV.buildDate), rawTours),
  'data/listings/',
);
const file = (slug: string) => `data/listings/${slug}.json`;

describe('the sample projects (data/developments/)', () => {
  it('are three: apartments off-plan, townhouses being built, a subdivision of plots', () => {
    const bySlug = Object.fromEntries(developments.map((d) => [d.record.slug, d.record]));
    expect(Object.keys(bySlug).sort()).toEqual([
      'amani-heights-kilimani',
      'baraka-gardens-kitengela',
      'savanna-ridge-syokimau',
    ]);
    expect(bySlug['amani-heights-kilimani']!.state).toBe('off_plan');
    expect(
      bySlug['amani-heights-kilimani']!.paymentPlan.parts.some((p) => p.due.at === 'stage'),
    ).toBe(true);
    expect(bySlug['savanna-ridge-syokimau']!.state).toBe('under_construction');
    expect(bySlug['savanna-ridge-syokimau']!.progress.length).toBeGreaterThanOrEqual(4);
    const plots = listings.filter((l) => l.unit?.development === 'baraka-gardens-kitengela');
    expect(plots.map((l) => [l.type, l.land?.plotFt])).toEqual([
      ['land', { width: 50, depth: 100 }],
    ]);
  });

  it('link to their units and developers both ways, with no problem', () => {
    expect(linkProblems(developments, developers, listings, file)).toEqual([]);
    for (const { record } of developments) {
      const units = listings.filter((l) => l.unit?.development === record.slug);
      expect(units.length, record.slug).toBeGreaterThan(0);
      expect(units.map((u) => u.slug)).toContain(record.paymentPlan.example);
    }
    for (const unit of listings.filter((l) => l.unit))
      expect(developments.map((d) => d.record.slug)).toContain(unit.unit!.development);
  });

  it('price their units within SPEC’s range', () => {
    for (const unit of listings.filter((l) => l.unit)) {
      expect(unit.price, unit.slug).toBeGreaterThanOrEqual(45_000);
      expect(unit.price, unit.slug).toBeLessThanOrEqual(25_000_000);
    }
  });
});

describe('linkProblems', () => {
  const amani = () => developments.find((d) => d.record.slug === 'amani-heights-kilimani')!;

  it('names a unit whose project does not exist, by its file and field', () => {
    const stray = { ...listings.find((l) => l.unit)!, unit: { development: 'no-such-project' } };
    expect(
      linkProblems(
        developments,
        developers,
        [...listings.filter((l) => l.slug !== stray.slug), stray],
        file,
      ),
    ).toContain(
      `${file(stray.slug)}, field "unit.development": no development "no-such-project" (data/developments/no-such-project.json)`,
    );
  });

  it('names a unit not yet built that states a year, and a project whose developer is unknown', () => {
    const unit = listings.find((l) => l.unit?.development === 'amani-heights-kilimani')!;
    const built = { ...unit, yearBuilt: 2026 };
    const orphan = {
      file: 'data/developments/x.json',
      record: { ...amani().record, developer: 'nobody' },
    };
    const problems = linkProblems(
      [orphan, ...developments.filter((d) => d !== amani())],
      developers,
      listings.map((l) => (l.slug === unit.slug ? built : l)),
      file,
    );
    expect(problems).toContain(
      `${file(unit.slug)}, field "yearBuilt": is not given for a unit not yet built (its development is off_plan); the page shows the expected completion`,
    );
    expect(problems).toContain(
      'data/developments/x.json, field "developer": no developer "nobody" (data/developers/nobody.json)',
    );
  });

  it('names a plan example that is not a unit of the project, and amounts that miss its price', () => {
    const wrongExample = {
      file: 'data/developments/amani-heights-kilimani.json',
      record: {
        ...amani().record,
        paymentPlan: { ...amani().record.paymentPlan, example: 'family-home-karen' },
      },
    };
    expect(
      linkProblems(
        [wrongExample, ...developments.filter((d) => d !== amani())],
        developers,
        listings,
        file,
      ),
    ).toContain(
      'data/developments/amani-heights-kilimani.json, field "paymentPlan.example": "family-home-karen" is not a unit of this development',
    );
    const baraka = developments.find((d) => d.record.slug === 'baraka-gardens-kitengela')!;
    const dearer = listings.map((l) =>
      l.slug === baraka.record.paymentPlan.example ? { ...l, price: l.price + 1 } : l,
    );
    expect(linkProblems(developments, developers, dearer, file)).toEqual([
      `${baraka.file}, field "paymentPlan.parts": amounts add up to 1250000, not the unit's price 1250001`,
    ]);
  });
});

describe('a broken project record', () => {
  it('fails with its file and field named: a plan that does not add up, a missing field', () => {
    const broken = structuredClone(
      storedDevelopments.find((s) => s.file.endsWith('amani-heights-kilimani.json'))!,
    );
    const record = broken.record as {
      paymentPlan: { parts: { percent: number }[] };
      sales?: unknown;
    };
    record.paymentPlan.parts[5]!.percent = 25;
    delete record.sales;
    const parse = () =>
      parseRecords([broken], developmentSchema, 'development', (r) =>
        keepProjectDatesCurrent(r, BUILD_ENV.buildDate),
      );
    expect(parse).toThrow(DevelopmentDataError);
    expect(parse).toThrow(
      'data/developments/amani-heights-kilimani.json, field "paymentPlan.parts": percentages add up to 95%, not 100%',
    );
    expect(parse).toThrow(
      'data/developments/amani-heights-kilimani.json, field "sales": is missing',
    );
  });
});

describe("the buyer's checks", () => {
  it('are always six, in order; the project that states every check has all six stated', () => {
    const rows = buyerChecks(project('amani-heights-kilimani'), developer('jenga-bora-developers'));
    expect(rows.map((r) => r.id)).toEqual([...CHECK_IDS]);
    expect(statedCount(rows)).toBe(6);
    expect(rows[0]).toMatchObject({
      id: 'nca',
      stated: true,
      value: { kind: 'reference', reference: 'NCA/PRJ/2026/04817' },
    });
  });

  it('keep a check the developer has not stated as not provided, never left out', () => {
    const rows = buyerChecks(project('savanna-ridge-syokimau'), developer('savanna-homes'));
    expect(rows.map((r) => [r.id, r.stated])).toEqual([
      ['nca', true],
      ['county', true],
      ['nema', false],
      ['company', true],
      ['deposits', true],
      ['certificates', false],
    ]);
    expect(rows[4]).toMatchObject({ value: { kind: 'deposits', holder: 'neither' } });
    const unregistered = { ...developer('savanna-homes'), registration: undefined };
    expect(buyerChecks(project('savanna-ridge-syokimau'), unregistered)[3]).toEqual({
      id: 'company',
      stated: false,
    });
  });
});

describe('sample dates', () => {
  it('move the completion, the progress and every confirmation with the build date', () => {
    const raw = storedDevelopments.find((s) => s.file.endsWith('savanna-ridge-syokimau.json'))!
      .record as Record<string, unknown>;
    const moved = keepProjectDatesCurrent(raw, '2031-11-23') as typeof raw & {
      completion: string;
      progress: { date: string }[];
      checks: { ncaProjectId: { confirmedAt: string } };
    };
    // Written as of 2026-11-23: five years (1,826 days) on.
    expect(moved.completion).toBe('2032-08-30');
    expect(moved.progress[3]!.date).toBe('2031-11-09');
    expect(moved.checks.ncaProjectId.confirmedAt).toBe('2031-11-10');
    expect(
      keepProjectDatesCurrent({ ...raw, sampleDatesAsOf: undefined }, '2031-11-23'),
    ).toMatchObject({ completion: '2027-08-31' });
  });
});

describe('hostile input', () => {
  it('offPlan takes only and hide, and ignores anything else', () => {
    expect(parseOffPlan('only')).toBe('only');
    expect(parseOffPlan(' HIDE ')).toBe('hide');
    for (const raw of [
      '<script>alert(1)</script>',
      'yes',
      '',
      null,
      'only;hide',
      'x'.repeat(10_000),
    ])
      expect(parseOffPlan(raw)).toBeUndefined();
  });

  it('the index filters keep only a town and a stage the page offers', () => {
    const towns = ['nairobi', 'kajiado'];
    const states = ['off_plan', 'under_construction', 'ready'];
    expect(
      readProjectFilters(new URLSearchParams('town=Nairobi&state=ready'), towns, states),
    ).toEqual({ town: 'nairobi', state: 'ready' });
    expect(readProjectFilters(new URLSearchParams('town=<b>&state=done'), towns, states)).toEqual(
      {},
    );
    expect(
      readProjectFilters(new URLSearchParams(`town=${'n'.repeat(5000)}`), towns, states),
    ).toEqual({});
  });
});

describe('generated projects (SAMPLE_LISTINGS)', () => {
  it('are about one per hundred listings, named and staged by the unit id alone', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => i + 1).filter(isSampleUnitId);
    expect(ids).toHaveLength(100);
    expect(sampleProject(150, 'Ruiru')).toEqual(sampleProject(150, 'Ruiru'));
    expect(sampleProject(150, 'Ruiru').slug).toMatch(/^[a-z0-9-]+-ruiru-150$/);
  });
});

describe('generated units and their projects (SAMPLE_LISTINGS)', () => {
  it('make about one project per hundred listings, each valid and linked to its unit both ways', () => {
    const generated = generateListings(3_000, listings);
    const units = generated.filter((l) => l.unit);
    // Ids ending in 50 that happen to be a home or plot for sale, available.
    expect(units.length).toBeGreaterThanOrEqual(8);
    expect(units.length).toBeLessThanOrEqual(30);
    const made = units.map((unit) => ({
      file: `generated project of ${unit.slug}`,
      record: developmentSchema.parse(
        sampleDevelopment(
          unit,
          developments.map((d) => d.record),
          BUILD_ENV.buildDate,
        ),
      ),
    }));
    for (const { record } of made) {
      const unit = units.find((u) => u.unit!.development === record.slug)!;
      expect(record.location).toBe(unit.location);
      expect(record.paymentPlan.example).toBe(unit.slug);
      // A unit of a project still being built has no year built; the project says when.
      expect(unit.yearBuilt === undefined).toBe(isBuilding(record.state) || unit.type === 'land');
    }
    expect(new Set(made.map((d) => d.record.state)).size).toBeGreaterThan(1);
    expect(
      linkProblems([...developments, ...made], developers, [...listings, ...generated], file),
    ).toEqual([]);
  });
});
