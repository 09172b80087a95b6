import { DetailSection } from '@/components/listing/detail/detail-section';
import { Picture } from '@/components/ui/picture';
import { unitsOf } from '@/lib/developments/data';
import type { Development } from '@/lib/developments/schema';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, plural } from '@/lib/i18n/format';
import { kindLabel } from '@/lib/i18n/labels';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { cardFigures, priceText } from '@/lib/listings/figures';
import { toSummary } from '@/lib/listings/data';
import { listingText } from '@/lib/listings/text';
import { listingPath } from '@/lib/site/routes';
import { SITE_NAME } from '@/lib/site/site';

/**
 * The project's unit types, one per listing that names it (lib/developments/data.ts `unitsOf`),
 * cheapest first: its photo, kind and size, its price ('From' where the developer says the price
 * is the lowest of the type), the units left as the developer states them, and a link to it.
 */
export function UnitTypes({ development, locale }: { development: Development; locale: Locale }) {
  const texts = dictionary(locale);
  const t = texts.developments;
  const units = unitsOf(development);
  return (
    <DetailSection name="units" id="units" title={t.unitsHeading}>
      {units.length === 0 ? (
        <p className="text-muted mt-2">{fill(t.noUnits, { site: SITE_NAME })}</p>
      ) : (
        <>
          <p className="text-muted mt-2 text-sm">{t.unitsNote}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-units>
            {units.map((unit) => {
              const summary = toSummary(unit, locale);
              const title = listingText(unit, locale).title;
              const price = priceText(unit, texts.listing);
              return (
                <li
                  key={unit.slug}
                  data-unit={unit.slug}
                  className="rounded-card border-line relative flex flex-col overflow-hidden border bg-white"
                >
                  <div className="aspect-[3/2] bg-stone-200">
                    <Picture
                      src={unit.image}
                      alt={fill(texts.listing.photoAlt, { title, location: unit.location })}
                      sizes="(min-width: 1280px) 16rem, (min-width: 640px) 50vw, 100vw"
                      className="size-full object-cover"
                    />
                  </div>
                  <div className="flex flex-1 flex-col gap-1.5 p-4">
                    <p className="text-muted text-xs font-bold tracking-wide uppercase">
                      {kindLabel(texts.listing, unit.type, unit.style)}
                    </p>
                    <h3 className="leading-snug font-bold">
                      <a
                        href={localePath(locale, listingPath(unit.slug))}
                        className="rounded after:absolute after:inset-0 hover:underline"
                      >
                        {title}
                      </a>
                    </h3>
                    <p className="text-sm">
                      {cardFigures(summary, texts.listing)
                        .map((f) => f.text)
                        .join(' · ')}
                    </p>
                    <p className="text-brand-800 text-lg font-extrabold" data-unit-price>
                      {unit.unit?.fromPrice ? fill(t.from, { price }) : price}
                    </p>
                    <p className="text-muted mt-auto text-sm font-semibold" data-units-left>
                      {unit.unit?.unitsLeft === undefined
                        ? t.unitsLeftUnstated
                        : plural(unit.unit.unitsLeft, t.unitsLeft)}
                    </p>
                    <span aria-hidden="true" className="text-brand-700 text-sm font-bold">
                      {t.seeUnit} →
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </DetailSection>
  );
}
