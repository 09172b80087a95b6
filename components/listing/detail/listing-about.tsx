import { AmenityList } from '@/components/listing/amenity-list';
import type { Listing } from '@/lib/listings/schema';

/** 'Property Details' (the description) and 'Amenities'. */
export function ListingDescription({ description }: { description: string }) {
  return (
    <section aria-labelledby="details-heading" className="mt-10">
      <h2 id="details-heading" className="text-2xl font-bold">
        Property Details
      </h2>
      <p className="mt-3 max-w-prose leading-relaxed text-stone-700">{description}</p>
    </section>
  );
}

export function ListingAmenities({ amenities }: { amenities: Listing['amenities'] }) {
  return (
    <section aria-labelledby="amenities-heading" className="mt-10">
      <h2 id="amenities-heading" className="text-2xl font-bold">
        Amenities
      </h2>
      <div className="mt-4">
        <AmenityList amenities={amenities} />
      </div>
    </section>
  );
}
