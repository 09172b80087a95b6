import { MapPin } from 'lucide-react';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { DetailSection } from './detail-section';

/** The Location section. The map itself is not built yet: the panel says so (docs/spec.md §2.6). */
export function ListingLocation({ location, locale }: { location: string; locale: Locale }) {
  const t = dictionary(locale).detail;
  return (
    <DetailSection name="location" title={t.location}>
      <div className="rounded-card mt-4 flex h-52 flex-col items-center justify-center gap-2 border border-dashed border-stone-300 bg-[repeating-linear-gradient(45deg,var(--color-stone-100)_0_12px,white_12px_24px)] p-6 text-center sm:h-72">
        <MapPin aria-hidden="true" className="text-brand-600 size-8" />
        <p className="font-semibold">{location}</p>
        <p className="text-muted text-sm">{t.mapPlaceholder}</p>
      </div>
    </DetailSection>
  );
}
