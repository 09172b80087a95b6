import 'server-only';
import { agentOf, getAgencies, getAgents } from '@/lib/agents/data';
import { availableLike, getTowns, marketOf, similarTo } from '@/lib/areas/data';
import {
  developmentOf,
  exampleUnit,
  getDevelopers,
  getDevelopments,
  projectsOf,
  unitsOf,
} from '@/lib/developments/data';
import { getGoneListings, getListings } from '@/lib/listings/data';
import type { SiteModel } from './model';

/** The build's own model of the site: the data modules, read once per build process. */
export const SITE_MODEL: SiteModel = {
  listings: getListings(),
  gone: getGoneListings(),
  towns: getTowns(),
  agents: getAgents(),
  agencies: getAgencies(),
  similarTo,
  availableLike,
  marketOf,
  agentOf,
  developments: getDevelopments(),
  developers: getDevelopers(),
  developmentOf,
  unitsOf,
  exampleUnit,
  projectsOf,
};
