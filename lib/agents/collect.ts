import { ListingDataError, type Agent, type Listing } from '@/lib/listings/schema';
import { titleSlug } from '@/lib/listings/slug';
import { PRIVATE_OWNER } from '@/lib/upload/record';

/**
 * Agents and agencies as the site shows them, gathered from the listings that name them. An
 * agent is known by their email address (two agents may share a name, never an inbox); every
 * listing that names an agent must describe them the same way, or the build stops naming the
 * listing and the field that differs.
 */
export interface AgentProfile {
  slug: string;
  agent: Agent;
  /** The agency's slug, or undefined for a private owner (no agency page). */
  agencySlug: string | undefined;
  listings: Listing[];
}

export interface AgencyProfile {
  slug: string;
  name: string;
  agents: AgentProfile[];
  listings: Listing[];
}

const COMPARED = ['name', 'phone', 'agency', 'photo', 'earbNumber', 'languages'] as const;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Every agent and agency of `listings`, in order of first appearance. Slugs come from names;
 * a second agent of the same name gets '-2', and so on, in the listings' order (Recommended,
 * lib/listings/order.ts), so slugs are stable as long as that order is.
 */
export function collectAgents(listings: readonly Listing[]): {
  agents: AgentProfile[];
  agencies: AgencyProfile[];
} {
  const byEmail = new Map<string, AgentProfile & { first: string }>();
  const taken = new Set<string>();
  const problems: string[] = [];
  for (const listing of listings) {
    const key = listing.agent.email.trim().toLowerCase();
    const known = byEmail.get(key);
    if (known) {
      for (const field of COMPARED) {
        if (!same(known.agent[field], listing.agent[field])) {
          problems.push(
            `listing "${listing.slug}", field "agent.${field}": differs from listing "${known.first}" for the agent with the same email (${JSON.stringify(listing.agent[field])} vs ${JSON.stringify(known.agent[field])})`,
          );
        }
      }
      known.listings.push(listing);
      continue;
    }
    const base = titleSlug(listing.agent.name) || 'agent';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    const agencySlug =
      listing.agent.agency === PRIVATE_OWNER
        ? undefined
        : titleSlug(listing.agent.agency) || undefined;
    byEmail.set(key, {
      slug,
      agent: listing.agent,
      agencySlug,
      listings: [listing],
      first: listing.slug,
    });
  }
  if (problems.length > 0) {
    throw new ListingDataError(
      `Invalid agent data (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
  }
  const agents: AgentProfile[] = [...byEmail.values()].map((p) => ({
    slug: p.slug,
    agent: p.agent,
    agencySlug: p.agencySlug,
    listings: p.listings,
  }));
  const agencies = new Map<string, AgencyProfile>();
  for (const profile of agents) {
    if (profile.agencySlug === undefined) continue;
    let agency = agencies.get(profile.agencySlug);
    if (!agency) {
      agency = { slug: profile.agencySlug, name: profile.agent.agency, agents: [], listings: [] };
      agencies.set(profile.agencySlug, agency);
    }
    agency.agents.push(profile);
  }
  // An agency's listings in data order, not agent by agent.
  const order = new Map(listings.map((l, i) => [l.slug, i]));
  for (const agency of agencies.values()) {
    agency.listings = agency.agents
      .flatMap((a) => a.listings)
      .sort((a, b) => order.get(a.slug)! - order.get(b.slug)!);
  }
  return { agents, agencies: [...agencies.values()] };
}
