import { fill } from '@/lib/i18n/format';
import { SITE_NAME } from '@/lib/site/site';

/**
 * 'Report this listing': the reasons a visitor can give, and the message the trust desk
 * receives, carrying the listing's reference and address. The message ends with 'What happened:'
 * for the visitor to go on in their own words in the chat or email. Pure: the report's island
 * (components/listing/report/report-details.tsx) builds the links of the reason chosen.
 */
export const REPORT_REASONS = [
  'letOrSold',
  'wrongPrice',
  'photos',
  'payBeforeViewing',
  'scam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportTexts {
  message: string;
  emailSubject: string;
  reasons: Record<ReportReason, string>;
}

export interface ReportedListing {
  /** The listing's reference (its id in data/listings/<slug>.json). */
  ref: string;
  title: string;
  /** The listing page's absolute URL. */
  url: string;
}

export function reportMessage(
  listing: ReportedListing,
  reason: ReportReason,
  t: ReportTexts,
): { subject: string; body: string } {
  const values = {
    site: SITE_NAME,
    title: listing.title,
    ref: listing.ref,
    url: listing.url,
    reason: t.reasons[reason],
  };
  return { subject: fill(t.emailSubject, values), body: fill(t.message, values) };
}
