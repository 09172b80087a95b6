import { AmenityList } from '@/components/listing/amenity-list';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';
import { DetailSection } from './detail-section';

/** 'Property Details': the description, in the page's language. */
export function ListingDescription({
  description,
  locale,
}: {
  description: string;
  locale: Locale;
}) {
  return (
    <DetailSection name="details" title={dictionary(locale).detail.details}>
      <p className="mt-3 max-w-prose leading-relaxed text-stone-700">{description}</p>
    </DetailSection>
  );
}

/** 'Amenities', each with its icon. */
export function ListingAmenities({
  amenities,
  locale,
}: {
  amenities: Listing['amenities'];
  locale: Locale;
}) {
  return (
    <DetailSection name="amenities" title={dictionary(locale).detail.amenities}>
      <div className="mt-4">
        <AmenityList amenities={amenities} locale={locale} />
      </div>
    </DetailSection>
  );
}
