import { Bath, BedDouble } from 'lucide-react';
import { plural } from '@/lib/i18n/format';
import type { ListingTexts } from './badges';

/**
 * A home's bedrooms and bathrooms as two items of a card's list of figures (the card and the
 * page of a home no longer on the market): the list around them is the caller's.
 */
export function RoomCounts({
  bedrooms,
  bathrooms,
  texts,
}: {
  bedrooms: number;
  bathrooms: number;
  texts: Pick<ListingTexts, 'beds' | 'baths'>;
}) {
  return (
    <>
      <li className="flex items-center gap-1.5">
        <BedDouble aria-hidden="true" className="text-muted size-4" />
        {plural(bedrooms, texts.beds)}
      </li>
      <li className="flex items-center gap-1.5">
        <Bath aria-hidden="true" className="text-muted size-4" />
        {plural(bathrooms, texts.baths)}
      </li>
    </>
  );
}
