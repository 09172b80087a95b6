import { AmenityList } from '@/components/listing/amenity-list';
import type { Listing } from '@/lib/listings/schema';
import { DetailSection } from './detail-section';

/** 'Property Details': the description. */
export function ListingDescription({ description }: { description: string }) {
  return (
    <DetailSection name="details" title="Property Details">
      <p className="mt-3 max-w-prose leading-relaxed text-stone-700">{description}</p>
    </DetailSection>
  );
}

/** 'Amenities', each with its icon. */
export function ListingAmenities({ amenities }: { amenities: Listing['amenities'] }) {
  return (
    <DetailSection name="amenities" title="Amenities">
      <div className="mt-4">
        <AmenityList amenities={amenities} />
      </div>
    </DetailSection>
  );
}
