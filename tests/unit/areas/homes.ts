import type { Priced } from '@/lib/areas/stats';

let next = 0;

/**
 * A 2-bedroom apartment for sale in Kilimani at 10 M (100,000 KES/m²), unless told otherwise;
 * each with a slug of its own. Shared by the area statistics and similar-homes tests.
 */
export function home(fields: Partial<Priced> = {}): Priced {
  next += 1;
  return {
    slug: `home-${next}`,
    price: 10_000_000,
    size: 100,
    bedrooms: 2,
    type: 'apartment',
    status: 'for_sale',
    location: 'Kilimani, Nairobi',
    ...fields,
  };
}
