import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingKenyaFacts } from '@/components/listing/detail/listing-kenya-facts';
import { getListing } from '@/lib/listings/data';

/** Each term of the section with its value, as a screen reader pairs them. */
const pairs = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('ListingKenyaFacts', () => {
  const full = getListing('penthouse-riverside')!.facts;

  it("lists a home's facts as terms and values under their heading, in English", () => {
    render(<ListingKenyaFacts facts={full} locale="en" />);
    const section = screen.getByRole('region', { name: 'Key facts' });
    expect(pairs(section)).toEqual([
      ['Service charge', 'Ksh\u00a025,000/month'],
      ['Deposit', "3 months' rent"],
      ['Water', 'County mains and borehole'],
      ['Backup power', 'Generator'],
      ['Title', 'Sectional title'],
      ['Parking bays', '3'],
      ['Floor', 'Floor 14'],
      ['Furnishing', 'Furnished'],
      ['Pets', 'Allowed'],
    ]);
    expect(within(section).getAllByRole('definition')).toHaveLength(9);
  });

  it('says the same in Swahili', () => {
    render(<ListingKenyaFacts facts={full} locale="sw" />);
    const section = screen.getByRole('region', { name: 'Taarifa muhimu' });
    expect(pairs(section)[0]).toEqual(['Ada ya huduma', 'Ksh\u00a025,000/mwezi']);
    expect(pairs(section)[4]).toEqual(['Hatimiliki', 'Umiliki wa sehemu ya jengo']);
  });

  it('shows only the facts given', () => {
    render(<ListingKenyaFacts facts={{ water: 'borehole', floor: 0 }} locale="en" />);
    expect(pairs(screen.getByRole('region', { name: 'Key facts' }))).toEqual([
      ['Water', 'Borehole'],
      ['Floor', 'Ground floor'],
    ]);
  });

  it('keeps its heading and says what to ask when the listing gives none', () => {
    render(
      <ListingKenyaFacts facts={getListing('studio-apartment-westlands')!.facts} locale="sw" />,
    );
    const section = screen.getByRole('region', { name: 'Taarifa muhimu' });
    expect(pairs(section)).toEqual([]);
    expect(section).toHaveTextContent(/^Taarifa muhimuWakala bado hajatoa taarifa hizi\./);
  });
});
