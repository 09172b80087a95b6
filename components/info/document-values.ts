import { formatPhone } from '@/lib/messaging/links';
import { LISTINGS_DESK, OFFICE, REGULATORS, TRUST_DESK } from '@/lib/site/desks';
import { SITE_NAME } from '@/lib/site/site';

/**
 * The values the documents in lib/content/ name as `{placeholders}`, all from lib/site/desks.ts:
 * a number or address changes there and every page follows.
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
};
