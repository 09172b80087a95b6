import type { AgencyProfile, AgentProfile } from '@/lib/agents/collect';
import type { TownGroup } from '@/lib/areas/data';
import type { MarketContext } from '@/lib/areas/stats';
import type { Developer, Development } from '@/lib/developments/schema';
import type { Listing } from '@/lib/listings/schema';

/**
 * What the site's pages are made from: the listings and everything the build derives from them
 * (areas, agents, similar homes, market figures). The real build's model is lib/pages/site.ts;
 * the dependency rules (lib/pages/routes.ts) read only this, so their unit tests can hand them a
 * small model of their own.
 */
export interface SiteModel {
  /** Homes on the market and fresh, in the Recommended order (lib/listings/data.ts). */
  listings: readonly Listing[];
  /** Homes that left the market recently enough to keep a page saying so. */
  gone: readonly Listing[];
  towns: readonly TownGroup[];
  agents: readonly AgentProfile[];
  agencies: readonly AgencyProfile[];
  similarTo: (listing: Listing) => readonly Listing[];
  availableLike: (listing: Listing) => readonly Listing[];
  marketOf: (listing: Listing) => MarketContext | undefined;
  agentOf: (listing: Listing) => AgentProfile;
  /** Projects sold off-plan and their developers (lib/developments/data.ts). */
  developments: readonly Development[];
  developers: readonly Developer[];
  developmentOf: (listing: Pick<Listing, 'unit'>) => Development | undefined;
  unitsOf: (development: Development) => readonly Listing[];
  exampleUnit: (development: Development) => Listing;
  projectsOf: (developer: Developer) => readonly Development[];
}
