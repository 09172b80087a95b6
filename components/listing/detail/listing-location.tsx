import { ChartColumn, MapIcon } from '@/components/ui/icons';
import { placeOf } from '@/lib/areas/places';
import { buttonClass } from '@/components/ui/button';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';
import { areaCentre } from '@/lib/map/areas';
import { areaPictureFrame, metresPerUnit, toPicture } from '@/lib/map/frame';
import { approximatePosition, MAX_OFFSET_KM } from '@/lib/map/position';
import { areaPath, mapHomePath } from '@/lib/site/routes';
import { SaverReveal } from '@/components/data-saver/saver-reveal';
import { AreaPicture } from '@/components/map/area-picture';
import { NearbyPlaces } from '@/components/map/nearby-places';
import { nearbyOf } from '@/lib/map/nearby-data';
import { DetailSection } from './detail-section';

/**
 * The Location section: a picture of the listing's area drawn at build time
 * (scripts/build/map-pictures/), shared by every listing there, with this home's pin drawn over
 * it in an inline SVG of the same viewBox. No script: it works without JavaScript and costs
 * nothing to run. The pin is the approximate position (lib/map/position.ts), never the real one,
 * and what is nearby is measured from it.
 */
export function ListingLocation({
  listing,
  locale,
  mapLink = true,
}: {
  listing: Pick<Listing, 'slug' | 'location' | 'coordinates'>;
  locale: Locale;
  /** 'Open on map', to this listing's pin; a development's page has no pin of its own there. */
  mapLink?: boolean;
}) {
  const t = dictionary(locale).detail;
  const place = placeOf(listing.location);
  // The schema has checked that every location has a centre (lib/map/coordinates.ts).
  const centre = areaCentre(listing.location)!;
  const frame = areaPictureFrame(centre);
  const position = approximatePosition(listing.slug, listing.coordinates);
  const pin = toPicture(frame, position);
  return (
    <DetailSection name="location" title={t.location}>
      <p className="mt-2 font-semibold">{listing.location}</p>
      <figure className="mt-4" data-saver-scope>
        <SaverReveal
          label={dictionary(locale).saver.showPicture}
          className={buttonClass('secondary', 'md')}
        />
        <AreaPicture
          centre={centre}
          frame={frame}
          alt={fill(t.mapAlt, { area: listing.location })}
          className="saver-defer rounded-card border-line overflow-hidden border bg-stone-100"
        >
          <svg
            viewBox={`0 0 ${frame.width} ${frame.height}`}
            role="img"
            aria-label={t.mapPin}
            className="absolute inset-0 size-full"
          >
            {/* A soft ring as wide as the position may be off (MAX_OFFSET_KM), and the pin. */}
            <circle
              cx={pin.x}
              cy={pin.y}
              r={Math.round((MAX_OFFSET_KM * 1000) / metresPerUnit(frame))}
              className="fill-brand-600/15 stroke-brand-600/40"
            />
            <g transform={`translate(${pin.x} ${pin.y})`}>
              <path
                d="M0 0C-2-7-11-11-11-20a11 11 0 0 1 22 0C11-11 2-7 0 0Z"
                className="fill-brand-700 stroke-white"
                strokeWidth="2"
              />
              <circle cy="-20" r="4" className="fill-white" />
            </g>
          </svg>
        </AreaPicture>
        <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <span className="text-muted text-sm">{t.mapNote}</span>
          {mapLink && (
            <a
              href={localePath(locale, mapHomePath(listing.slug))}
              className={buttonClass('outline', 'md')}
            >
              <MapIcon aria-hidden="true" className="size-4" />
              {t.openOnMap}
            </a>
          )}
          <a
            href={localePath(locale, areaPath(place.townSlug, place.areaSlug))}
            className={buttonClass('outline', 'md')}
          >
            <ChartColumn aria-hidden="true" className="size-4" />
            {fill(t.areaLink, { area: place.area })}
          </a>
        </figcaption>
      </figure>
      <NearbyPlaces
        nearby={nearbyOf(position)}
        intro={dictionary(locale).nearby.listingIntro}
        locale={locale}
        headingLevel={3}
      />
    </DetailSection>
  );
}
