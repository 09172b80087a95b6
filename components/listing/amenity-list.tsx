import {
  AirVent,
  Car,
  Dumbbell,
  Fence,
  ShieldCheck,
  Trees,
  Waves,
  Wifi,
  type Icon,
} from '@/components/ui/icons';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { Amenity } from '@/lib/listings/schema';

// One icon per amenity of the list in docs/spec.md §3; the Record type makes a missing one a type error.
const ICONS: Record<Amenity, Icon> = {
  'Air conditioning': AirVent,
  Balcony: Fence,
  Garden: Trees,
  Parking: Car,
  Gym: Dumbbell,
  'Swimming Pool': Waves,
  Security: ShieldCheck,
  WiFi: Wifi,
};

export function AmenityList({
  amenities,
  locale,
}: {
  amenities: readonly Amenity[];
  locale: Locale;
}) {
  const names = dictionary(locale).amenities;
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {amenities.map((amenity) => {
        const Icon = ICONS[amenity];
        return (
          <li
            key={amenity}
            className="border-line flex items-center gap-3 rounded-xl border bg-white px-4 py-3 font-medium"
          >
            <span className="bg-brand-50 text-brand-700 inline-flex size-9 items-center justify-center rounded-lg">
              <Icon aria-hidden="true" data-amenity-icon={amenity} className="size-5" />
            </span>
            {names[amenity]}
          </li>
        );
      })}
    </ul>
  );
}
