import { formatPhone } from '@/lib/messaging/links';
import { LISTINGS_DESK, OFFICE, REGULATORS, TRUST_DESK } from '@/lib/site/desks';
import { BASEMAP_FLAVOUR } from '@/lib/map/basemap-config';
import { streetsArchiveUrl } from '@/lib/map/assets';
import { SITE_NAME } from '@/lib/site/site';

/**
 * The values the documents in lib/content/ name as `{placeholders}`, from lib/site/desks.ts (a
 * number or address changes there and every page follows) and the map's files.
 */
export const DOCUMENT_VALUES: Readonly<Record<string, string>> = {
  siteName: SITE_NAME,
  listingsWhatsapp: formatPhone(LISTINGS_DESK.whatsapp),
  listingsEmail: LISTINGS_DESK.email,
  trustWhatsapp: formatPhone(TRUST_DESK.whatsapp),
  trustEmail: TRUST_DESK.email,
  officePhone: formatPhone(OFFICE.phone),
  officeEmail: OFFICE.email,
  privacyEmail: OFFICE.privacyEmail,
  officeAddress: OFFICE.street,
  earbUrl: REGULATORS.earb.url,
  odpcUrl: REGULATORS.odpc.url,
  // The street archive as the map loads it (its name holds its hash); /map/ where a deployment
  // draws OpenStreetMap's own basemap instead.
  streetTilesUrl: BASEMAP_FLAVOUR === 'openstreetmap' ? '/map/' : streetsArchiveUrl(),
};
