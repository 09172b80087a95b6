import { Bath, BedDouble, CalendarDays, Ruler } from '@/components/ui/icons';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';

/** The four tiles: Bedrooms, Bathrooms, Sq Meters, Built. */
export function ListingFactTiles({ listing, locale }: { listing: Listing; locale: Locale }) {
  const t = dictionary(locale).detail;
  const tiles = [
    { label: t.bedrooms, value: String(listing.bedrooms), Icon: BedDouble },
    { label: t.bathrooms, value: String(listing.bathrooms), Icon: Bath },
    {
      label: t.sqMeters,
      value: listing.size === undefined ? '—' : String(listing.size),
      Icon: Ruler,
    },
    { label: t.built, value: String(listing.yearBuilt), Icon: CalendarDays },
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map(({ label, value, Icon }) => (
        <div
          key={label}
          className="rounded-card border-line flex flex-col items-center gap-1 border bg-white p-4 text-center"
        >
          <dt className="text-muted order-2 text-sm">{label}</dt>
          <dd className="order-1 flex flex-col items-center gap-1 text-xl font-extrabold">
            <Icon aria-hidden="true" className="text-brand-600 size-6" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
