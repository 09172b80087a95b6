import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { REPORT_REASONS, reportMessage, type ReportedListing } from '@/lib/contact/report';

const listing: ReportedListing = {
  ref: 'N360-7KQ4MX',
  title: 'Luxury 3 Bedroom Apartment in Kilimani',
  url: 'https://example.test/listings/luxury-apartment-kilimani/',
};

describe('reportMessage', () => {
  it('carries the reference, title, link, reason and details', () => {
    expect(reportMessage(listing, 'scam', 'Asked for a viewing fee on M-Pesa.', en.report)).toEqual(
      {
        subject: 'Report: listing N360-7KQ4MX (I suspect a scam)',
        body: [
          'Report of a listing on Nyumba360',
          'Listing: Luxury 3 Bedroom Apartment in Kilimani',
          'Reference: N360-7KQ4MX',
          'Link: https://example.test/listings/luxury-apartment-kilimani/',
          'Reason: I suspect a scam',
          'Details: Asked for a viewing fee on M-Pesa.',
        ].join('\n'),
      },
    );
  });

  it.each(REPORT_REASONS)('words the reason %j in subject and body', (reason) => {
    const { subject, body } = reportMessage(listing, reason, '', en.report);
    const text = en.report.reasons[reason];
    expect(subject).toBe(`Report: listing ${listing.ref} (${text})`);
    expect(body).toContain(`\nReason: ${text}\n`);
    expect(body).toContain(`Reference: ${listing.ref}`);
    expect(body).toContain(`Link: ${listing.url}`);
    expect(body).toContain(`Listing: ${listing.title}`);
  });

  it('writes the none text when no details are given', () => {
    expect(reportMessage(listing, 'other', '', en.report).body).toMatch(/\nDetails: \(none\)$/);
    expect(reportMessage(listing, 'other', '  \n ', en.report).body).toMatch(
      /\nDetails: \(none\)$/,
    );
    expect(reportMessage(listing, 'other', '\u202e\u2066', en.report).body).toMatch(
      /\nDetails: \(none\)$/,
    );
  });

  it('drops bidi controls from the details and keeps the rest as typed', () => {
    const { body } = reportMessage(
      listing,
      'payBeforeViewing',
      ' Pay to \u202e0712 345 678\u202c <script>x</script> & #1 🏡\u2066?\u2069 ',
      en.report,
    );
    expect(body.endsWith('\nDetails: Pay to 0712 345 678 <script>x</script> & #1 🏡?')).toBe(true);
    expect(body).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  });
});
