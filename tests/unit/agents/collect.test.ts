import { describe, expect, it } from 'vitest';
import rawTours from '@/data/tours.json';
import { collectAgents } from '@/lib/agents/collect';
import { getAgencies, getAgents } from '@/lib/agents/data';
import { getListings } from '@/lib/listings/data';
import {
  ListingDataError,
  parseListings,
  withTours,
  type Agent,
  type Listing,
} from '@/lib/listings/schema';
import { PRIVATE_OWNER } from '@/lib/upload/record';
import { storedListings } from '../listings/stored';

// The curated records as the build reads them: they pass the schema, so variants made by
// spreading them and changing a field are valid listings too.
const curated = parseListings(withTours(storedListings, rawTours), 'data/listings/');
const [kilimani, karen, westlands] = curated as [Listing, Listing, Listing, ...Listing[]];
const wanjiru = kilimani.agent;

/** A listing like `base`, with another slug and its agent changed by `agent`. */
function variant(base: Listing, slug: string, agent: Partial<Agent> = {}): Listing {
  return { ...base, slug, agent: { ...base.agent, ...agent } };
}

describe('collectAgents', () => {
  it('finds the curated agents and agencies, in order of first appearance', () => {
    const { agents, agencies } = collectAgents(curated);
    expect(agents.map((a) => [a.slug, a.listings.length])).toEqual([
      // With the unit types they sell of the sample developments: three, one and two.
      ['wanjiru-kamau', 6],
      ['kiprono-cheruiyot', 4],
      ['brian-otieno', 2],
      ['amina-hassan', 6],
    ]);
    expect(agencies.map((a) => [a.slug, a.name])).toEqual([
      ['savannah-realty', 'Savannah Realty'],
      ['highlands-estate-agents', 'Highlands Estate Agents'],
      ['lakeside-properties', 'Lakeside Properties'],
      ['pwani-homes', 'Pwani Homes'],
    ]);
    expect(agents[0]!.agencySlug).toBe('savannah-realty');
    expect(agencies[0]!.agents.map((a) => a.slug)).toEqual(['wanjiru-kamau']);
  });

  it('knows an agent by their email, whatever its case and surrounding spaces', () => {
    const shouting = variant(karen, 'shouting', {
      ...wanjiru,
      email: ` ${wanjiru.email.toUpperCase()} `,
    });
    const { agents } = collectAgents([kilimani, shouting]);
    expect(agents).toHaveLength(1);
    expect(agents[0]!.slug).toBe('wanjiru-kamau');
    expect(agents[0]!.listings.map((l) => l.slug)).toEqual([kilimani.slug, 'shouting']);
    // The first listing's description of the agent is the one kept.
    expect(agents[0]!.agent.email).toBe(wanjiru.email);
  });

  it("gives a second agent of the same name '-2', a third '-3', in data order", () => {
    const second = variant(kilimani, 'second', { email: 'wanjiru@example.co.ke' });
    const third = variant(kilimani, 'third', { email: 'wkamau@example.co.ke' });
    const { agents } = collectAgents([kilimani, second, third, karen]);
    expect(agents.map((a) => a.slug)).toEqual([
      'wanjiru-kamau',
      'wanjiru-kamau-2',
      'wanjiru-kamau-3',
      'kiprono-cheruiyot',
    ]);
    // Swapped data order swaps the slugs: they follow the data.
    expect(collectAgents([second, kilimani]).agents.map((a) => a.agent.email)).toEqual([
      'wanjiru@example.co.ke',
      wanjiru.email,
    ]);
  });

  it.each<[string, Partial<Agent>]>([
    ['phone', { phone: '0798 765 432' }],
    ['name', { name: 'Wanjiru K.' }],
    ['agency', { agency: 'Lakeside Properties' }],
    ['photo', { photo: '/images/agents/amina-hassan.svg' }],
    ['earbNumber', { earbNumber: undefined }],
    ['languages', { languages: ['Swahili', 'English', 'Kikuyu'] }],
  ])('stops on a listing that describes the same agent with another %s', (field, change) => {
    const odd = variant(karen, 'odd-one', { ...wanjiru, ...change });
    const collect = () => collectAgents([kilimani, odd]);
    expect(collect).toThrow(ListingDataError);
    expect(collect).toThrow(
      new RegExp(
        `listing "odd-one", field "agent\\.${field}": differs from listing "${kilimani.slug}"`,
      ),
    );
  });

  it('names every difference at once', () => {
    const odd = variant(karen, 'odd-one', { ...wanjiru, phone: '0798 765 432', name: 'W. Kamau' });
    const another = variant(westlands, 'another', { ...wanjiru, agency: 'Pwani Homes' });
    const collect = () => collectAgents([kilimani, odd, another]);
    expect(collect).toThrow(/\(3 problems\)/);
    expect(collect).toThrow(/listing "odd-one", field "agent\.name"/);
    expect(collect).toThrow(/listing "odd-one", field "agent\.phone"/);
    expect(collect).toThrow(/listing "another", field "agent\.agency"/);
  });

  it('gives a private owner no agency', () => {
    const owner = variant(westlands, 'owners-own-flat', {
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      agency: PRIVATE_OWNER,
      earbNumber: undefined,
    });
    const { agents, agencies } = collectAgents([kilimani, owner]);
    expect(agents.map((a) => [a.slug, a.agencySlug])).toEqual([
      ['wanjiru-kamau', 'savannah-realty'],
      ['jane-doe', undefined],
    ]);
    expect(agencies.map((a) => a.slug)).toEqual(['savannah-realty']);
    expect(agencies.flatMap((a) => a.listings).map((l) => l.slug)).not.toContain('owners-own-flat');
  });

  it("lists an agency's homes in data order, not agent by agent", () => {
    // Two agents of Savannah Realty whose listings alternate, with another agency's between.
    const colleague = { name: 'Otieno Were', email: 'otieno.were@savannahrealty.co.ke' };
    const data = [
      variant(kilimani, 'a1'),
      variant(karen, 'b1', { ...wanjiru, ...colleague }),
      karen,
      variant(westlands, 'a2', wanjiru),
      variant(westlands, 'b2', { ...wanjiru, ...colleague }),
    ];
    const { agents, agencies } = collectAgents(data);
    expect(agents.map((a) => a.slug)).toEqual([
      'wanjiru-kamau',
      'otieno-were',
      'kiprono-cheruiyot',
    ]);
    const savannah = agencies.find((a) => a.slug === 'savannah-realty')!;
    expect(savannah.agents.map((a) => a.slug)).toEqual(['wanjiru-kamau', 'otieno-were']);
    expect(savannah.listings.map((l) => l.slug)).toEqual(['a1', 'b1', 'a2', 'b2']);
    expect(agents[0]!.listings.map((l) => l.slug)).toEqual(['a1', 'a2']);
  });
});

describe('the site data', () => {
  it('collects without problems: every listing has its agent, every agency its agents', () => {
    const all = getListings();
    expect(getAgents().reduce((n, a) => n + a.listings.length, 0)).toBe(all.length);
    for (const agency of getAgencies()) {
      expect(agency.agents.length, agency.slug).toBeGreaterThan(0);
      expect(agency.listings.length, agency.slug).toBe(
        agency.agents.reduce((n, a) => n + a.listings.length, 0),
      );
    }
  });
});
