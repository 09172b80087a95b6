// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dynamicPages, PAGE_ROUTES, ROUTE_IDS, type PageEntry } from '@/lib/pages/routes';
import { SITE_MODEL } from '@/lib/pages/site';
import type { SiteModel } from '@/lib/pages/model';
import { home, model } from './model';
import { developer, project } from '../developments/records';

const id = (page: PageEntry) => `${page.route}:${page.key}`;

/** The pages whose inputs differ between two models, each with the parts that changed. */
function changed(before: SiteModel, after: SiteModel): Record<string, string[]> {
  const old = new Map(dynamicPages(before).map((page) => [id(page), page.parts]));
  const out: Record<string, string[]> = {};
  for (const page of dynamicPages(after)) {
    const parts = old.get(id(page));
    const names = parts
      ? Object.keys(page.parts).filter((name) => page.parts[name] !== parts[name])
      : ['new page'];
    if (names.length > 0) out[id(page)] = names;
  }
  return out;
}

const jane = { name: 'Jane Wambui', email: 'jane@example.com', agency: 'Kilele Homes' };
const otieno = { name: 'Otieno Ouma', email: 'otieno@example.com', agency: 'Lakeside Realty' };

// Three Nairobi homes (two by Jane), one in Kisumu; Kilimani's similar homes include Karen's.
const homes = () => [
  home('kilimani-flat', 'Kilimani, Nairobi', jane),
  home('karen-house', 'Karen, Nairobi', jane),
  home('westlands-flat', 'Westlands, Nairobi', otieno),
  home('milimani-house', 'Milimani, Kisumu', otieno),
];
const relations = { similar: { 'kilimani-flat': ['karen-house'], 'milimani-house': [] } };

describe('which pages a change reaches (lib/pages/routes.ts)', () => {
  it('a price: its page, pages listing it, its town, agent and agency, nothing else', () => {
    const before = homes();
    const after = homes();
    after[1] = { ...after[1]!, price: 12_000_000 };
    expect(changed(model(before, relations), model(after, relations))).toEqual({
      'listing:karen-house': ['listing'],
      // Its similar homes show Karen's card.
      'listing:kilimani-flat': ['similar'],
      'results:1': ['homes'],
      'town:nairobi': ['areas'],
      'area:nairobi/kilimani': ['areas'],
      'area:nairobi/karen': ['areas'],
      'area:nairobi/westlands': ['areas'],
      'agent:jane-wambui': ['homes'],
      'agency:kilele-homes': ['homes'],
    });
  });

  it('market figures reach the listing page alone', () => {
    const figures = { scope: 'town', place: 'Kisumu', count: 5, median: 90_000, percent: 4 };
    const before = model(homes(), relations);
    const after = model(homes(), {
      ...relations,
      market: { 'milimani-house': figures as never },
    });
    expect(changed(before, after)).toEqual({ 'listing:milimani-house': ['market'] });
  });

  it('a new home first in the order moves every result page and adds its own', () => {
    const more = Array.from({ length: 14 }, (_, i) => home(`extra-${i}`, 'Milimani, Kisumu'));
    const before = model([...homes(), ...more]);
    const after = model([home('new-home', 'Nyali, Mombasa'), ...homes(), ...more]);
    const pages = changed(before, after);
    expect(pages['results:1']).toEqual(['total', 'homes']);
    expect(pages['results:2']).toEqual(['total', 'homes']);
    expect(pages['listing:new-home']).toEqual(['new page']);
    expect(pages['town:mombasa']).toEqual(['new page']);
    expect(pages['listing:westlands-flat']).toBeUndefined();
    expect(pages['town:kisumu']).toBeUndefined();
  });

  it("a gone home's page reads the homes still available like it", () => {
    const [kilimani, karen, ...rest] = homes();
    const sold = { ...karen!, market: 'sold' as const, leftMarketAt: '2026-11-01' };
    const before = model([kilimani!, ...rest], { gone: [sold], similar: {} });
    const after = model([kilimani!, ...rest], {
      gone: [sold],
      similar: { 'karen-house': ['kilimani-flat'] },
    });
    expect(changed(before, after)).toEqual({ 'listing:karen-house': ['similar'] });
  });

  it("an agent's details reach their pages and their homes' pages", () => {
    const before = homes();
    const after = homes().map((l) =>
      l.agent.email === otieno.email
        ? { ...l, agent: { ...l.agent, phone: '+254 700 000 111' } }
        : l,
    );
    expect(Object.keys(changed(model(before, relations), model(after, relations))).sort()).toEqual([
      'agency:lakeside-realty',
      'agent:otieno-ouma',
      'area:kisumu/milimani',
      'area:nairobi/karen',
      'area:nairobi/kilimani',
      'area:nairobi/westlands',
      'listing:milimani-house',
      'listing:westlands-flat',
      'results:1',
      'town:kisumu',
      'town:nairobi',
    ]);
  });
});

describe("the build's pages", () => {
  it('are every exported page with params, keys unique per route', () => {
    const pages = dynamicPages(SITE_MODEL);
    expect(new Set(pages.map(id)).size).toBe(pages.length);
    for (const route of ROUTE_IDS)
      expect(pages.filter((p) => p.route === route).length).toBeGreaterThan(0);
    expect(pages.filter((p) => p.route === 'listing').map((p) => p.path)).toContain(
      `/listings/${SITE_MODEL.listings[0]!.slug}/`,
    );
    expect(PAGE_ROUTES.results.path({ page: '1' })).toBe('/listings/page/1/');
    expect(PAGE_ROUTES.area.path({ town: 'nairobi', area: 'kilimani' })).toBe(
      '/areas/nairobi/kilimani/',
    );
  });

  it('hash the same inputs the same way every time', () => {
    expect(dynamicPages(SITE_MODEL)).toEqual(dynamicPages(SITE_MODEL));
  });
});

describe('developments: a unit and its project reach each other (lib/pages/routes.ts)', () => {
  const amani = () => ({
    ...project('amani-heights-kilimani'),
    paymentPlan: { ...project('amani-heights-kilimani').paymentPlan, example: 'amani-unit' },
  });
  const withUnit = (price = 9_000_000) => [
    ...homes(),
    {
      ...home('amani-unit', 'Kilimani, Nairobi', jane, price),
      unit: { development: 'amani-heights-kilimani' },
    },
  ];
  const site = (listings: ReturnType<typeof withUnit>, development = amani()) =>
    model(listings, {
      ...relations,
      developments: [development],
      developers: [developer('jenga-bora-developers')],
    });

  it("a unit's price renders its project's page and its developer's, besides the listing's own", () => {
    const changes = changed(site(withUnit()), site(withUnit(9_500_000)));
    expect(changes['development:amani-heights-kilimani']).toEqual(['units', 'example']);
    expect(changes['developer:jenga-bora-developers']).toEqual(['units']);
    expect(changes['listing:amani-unit']).toEqual(['listing']);
  });

  it("a change to the project renders its units' pages and its area's, and no other listing's", () => {
    const later = { ...amani(), completion: '2029-03-31' };
    const changes = changed(site(withUnit()), site(withUnit(), later));
    expect(changes).toEqual({
      'listing:amani-unit': ['development'],
      'development:amani-heights-kilimani': ['development'],
      'developer:jenga-bora-developers': ['projects'],
      // Its card is on its area's page; the pages of one town share their inputs.
      'area:nairobi/kilimani': ['developments'],
      'area:nairobi/karen': ['developments'],
      'area:nairobi/westlands': ['developments'],
      'town:nairobi': ['developments'],
    });
  });
});
