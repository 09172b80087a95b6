import { MapIcon } from '@/components/ui/icons';
import { AreaPicture } from '@/components/map/area-picture';
import { buttonClass } from '@/components/ui/button';
import type { AreaGroup } from '@/lib/areas/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { areaCentre } from '@/lib/map/areas';
import { areaPictureFrame, toPicture } from '@/lib/map/frame';
import { approximatePosition } from '@/lib/map/position';
import { mapSearchPath } from '@/lib/site/routes';

/**
 * The area's picture (scripts/build/map-pictures/) with a dot for each of its homes at its
 * approximate position, and the way to the interactive map of the same search. No script.
 */
export function AreaLocator({ area, locale }: { area: AreaGroup; locale: Locale }) {
  const t = dictionary(locale);
  // Every location with listings has a checked centre (lib/map/coordinates.ts).
  const centre = areaCentre(area.location)!;
  const frame = areaPictureFrame(centre);
  const dots = area.listings.map((l) => ({
    slug: l.slug,
    status: l.status,
    ...toPicture(frame, approximatePosition(l.slug, l.coordinates)),
  }));
  return (
    <figure className="rounded-card border-line shadow-card overflow-hidden border bg-white">
      <AreaPicture
        centre={centre}
        frame={frame}
        alt={fill(t.areas.mapAlt, { area: area.area })}
        className="bg-stone-100"
        priority
      >
        <svg
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          aria-hidden="true"
          className="absolute inset-0 size-full"
        >
          {dots.map((dot) => (
            <circle
              key={dot.slug}
              cx={dot.x}
              cy={dot.y}
              r="7"
              strokeWidth="2"
              className={
                dot.status === 'for_sale' ? 'fill-sale stroke-white' : 'fill-rent stroke-white'
              }
            />
          ))}
        </svg>
      </AreaPicture>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 p-4">
        <span className="text-muted text-sm">{t.map.approximate}</span>
        <a
          href={localePath(locale, mapSearchPath(`location=${encodeURIComponent(area.search)}`))}
          className={buttonClass('outline', 'md')}
        >
          <MapIcon aria-hidden="true" className="size-4" />
          {t.areas.seeOnMap}
        </a>
      </figcaption>
    </figure>
  );
}
