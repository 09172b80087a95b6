import { Languages } from '@/components/ui/icons';
import { AmenityList } from '@/components/listing/amenity-list';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';
import { DetailSection } from './detail-section';

/**
 * 'Property Details': the description, in the page's language when the listing has it in that
 * language. Otherwise (a Swahili page of a listing described in English only) the English text
 * is marked `lang="en"`, so screen readers read it as English, after a line in the page's
 * language that says so; it is never machine-translated (lib/listings/text.ts).
 */
export function ListingDescription({
  description,
  lang,
  locale,
}: {
  description: string;
  /** The language `description` is written in. */
  lang: Locale;
  locale: Locale;
}) {
  const t = dictionary(locale).detail;
  return (
    <DetailSection name="details" title={t.details}>
      {lang !== locale && (
        <p className="text-muted mt-3 flex items-center gap-1.5 text-sm font-semibold">
          <Languages aria-hidden="true" className="size-4 shrink-0" />
          {t.englishOnly}
        </p>
      )}
      <p lang={lang} className="mt-3 max-w-prose leading-relaxed text-stone-700">
        {description}
      </p>
    </DetailSection>
  );
}

/** 'Amenities', each with its icon; none, and no heading, when the listing states none (a bare plot). */
export function ListingAmenities({
  amenities,
  locale,
}: {
  amenities: Listing['amenities'];
  locale: Locale;
}) {
  if (amenities.length === 0) return null;
  return (
    <DetailSection name="amenities" title={dictionary(locale).detail.amenities}>
      <div className="mt-4">
        <AmenityList amenities={amenities} locale={locale} />
      </div>
    </DetailSection>
  );
}
