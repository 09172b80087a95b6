import type { Dictionary } from '@/lib/i18n/en';
import type { MessageTexts } from '@/lib/upload/message';

/**
 * What the List Your Property island is handed by the server: its own texts, and the listing
 * and amenity names it shows and writes into the message (never the whole dictionary).
 */
export type UploadTexts = Dictionary['upload'] & {
  listing: Pick<
    Dictionary['listing'],
    | 'apartment'
    | 'house'
    | 'land'
    | 'commercial'
    | 'styles'
    | 'forSale'
    | 'forRent'
    | 'perMonth'
    | 'perYear'
  >;
  amenities: Dictionary['amenities'];
};

export function uploadTexts(t: Dictionary): UploadTexts {
  const { apartment, house, land, commercial, styles, forSale, forRent, perMonth, perYear } =
    t.listing;
  return {
    ...t.upload,
    listing: { apartment, house, land, commercial, styles, forSale, forRent, perMonth, perYear },
    amenities: t.amenities,
  };
}

/** The message's labels and values: the form's own field labels, reused (lib/upload/message.ts). */
export function messageTexts(t: UploadTexts): MessageTexts {
  const f = t.fields;
  return {
    heading: t.message.heading,
    labels: f,
    values: {
      ...t.listing,
      owner: f.owner,
      agent: f.agent,
      none: t.message.none,
      photos: t.message.photos,
      floorPlan: t.message.floorPlan,
    },
    amenities: t.amenities,
  };
}
