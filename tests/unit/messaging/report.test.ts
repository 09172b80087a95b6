import { describe, expect, it } from 'vitest';
import { REPORT_REASONS, reportMessage, type ReportedListing } from '@/lib/messaging/report';
import { en } from '@/lib/i18n/en';
import { sw } from '@/lib/i18n/sw';

const listing: ReportedListing = {
  ref: '7',
  title: 'Luxury 3 Bedroom Apartment in Kilimani',
  url: 'https://example.test/listings/luxury-apartment-kilimani/',
};

describe('reportMessage', () => {
  it('carries the reference, title, link and reason, and leaves room for what happened', () => {
    expect(reportMessage(listing, 'scam', en.report)).toEqual({
      subject: 'Report: listing 7 (I suspect a scam)',
      body: [
        'Report of a listing on Nyumba360',
        'Listing: Luxury 3 Bedroom Apartment in Kilimani',
        'Reference: 7',
        'Link: https://example.test/listings/luxury-apartment-kilimani/',
        'Reason: I suspect a scam',
        'What happened: ',
      ].join('\n'),
    });
  });

  it.each(REPORT_REASONS)(
    'words the reason %j in subject and body, in both languages',
    (reason) => {
      for (const t of [en.report, sw.report]) {
        const { subject, body } = reportMessage(listing, reason, t);
        expect(subject).toContain(`(${t.reasons[reason]})`);
        expect(subject).toContain(listing.ref);
        expect(body).toContain(t.reasons[reason]);
        expect(body).toContain(listing.url);
        expect(body).toContain(listing.title);
        expect(body).not.toMatch(/\{\w+\}/);
      }
    },
  );
});
