import 'server-only';
import { getListings } from '@/lib/listings/data';
import type { Listing } from '@/lib/listings/schema';
import { collectAgents, type AgencyProfile, type AgentProfile } from './collect';

/** The agents and agencies of the site's listings, checked when first imported (at build). */
const { agents, agencies } = collectAgents(getListings());
const agentBySlug = new Map(agents.map((a) => [a.slug, a]));
const agentByEmail = new Map(agents.map((a) => [a.agent.email.trim().toLowerCase(), a]));
const agencyBySlug = new Map(agencies.map((a) => [a.slug, a]));

export function getAgents(): readonly AgentProfile[] {
  return agents;
}

export function getAgent(slug: string): AgentProfile | undefined {
  return agentBySlug.get(slug);
}

/** The profile of the agent a listing names. */
export function agentOf(listing: Listing): AgentProfile {
  return agentByEmail.get(listing.agent.email.trim().toLowerCase())!;
}

export function getAgencies(): readonly AgencyProfile[] {
  return agencies;
}

export function getAgency(slug: string): AgencyProfile | undefined {
  return agencyBySlug.get(slug);
}

export type { AgencyProfile, AgentProfile } from './collect';
