import { Bus, Hospital, School, ShoppingCart, Trees, type Icon } from '@/components/ui/icons';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { NEARBY_CATEGORIES, type Nearby, type NearbyCategory } from '@/lib/map/nearby';

const ICONS: Record<NearbyCategory, Icon> = {
  school: School,
  health: Hospital,
  shopping: ShoppingCart,
  transport: Bus,
  park: Trees,
};

/** '600 m' or '1.3 km' in the page's language (the distance is already rounded to 100 m). */
export function distanceText(metres: number, locale: Locale): string {
  const t = dictionary(locale).nearby;
  const text =
    metres < 1000
      ? fill(t.metres, { n: metres })
      : fill(t.kilometres, { n: (metres / 1000).toFixed(1).replace(/\.0$/, '') });
  return fill(t.distance, { distance: text });
}

/**
 * What is near a home or an area, category by category: the nearest named places within 2 km, or
 * a line saying there are none in our data (an empty category is not hidden: 'no clinic within
 * 2 km' is worth knowing). Static HTML, no script. Place names are shown as the map data has them,
 * in either language.
 */
export function NearbyPlaces({
  nearby,
  intro,
  locale,
  headingLevel = 2,
  className = 'mt-8',
}: {
  nearby: Nearby;
  /** The first line: from where the distances are measured. */
  intro: string;
  locale: Locale;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const t = dictionary(locale).nearby;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby="nearby-places-heading" className={className}>
      <Heading
        id="nearby-places-heading"
        className={headingLevel === 2 ? 'text-2xl font-bold' : 'text-xl font-bold'}
      >
        {t.heading}
      </Heading>
      <p className="text-muted mt-2 text-sm">{intro}</p>
      <div
        className={`mt-4 grid gap-3 sm:grid-cols-2 ${headingLevel === 2 ? 'lg:grid-cols-3' : ''}`}
      >
        {NEARBY_CATEGORIES.map((category) => {
          const CategoryIcon = ICONS[category];
          const places = nearby[category];
          return (
            <div key={category} className="rounded-card border-line border bg-white p-4">
              <SubHeading className="flex items-center gap-2 font-bold">
                <CategoryIcon aria-hidden="true" className="text-brand-700 size-5 shrink-0" />
                {t.categories[category]}
              </SubHeading>
              {places.length > 0 ? (
                <ul className="mt-2 space-y-2 text-sm">
                  {places.map((place) => (
                    <li key={place.name}>
                      {/* A name, as the map data writes it, in any language: not translated. */}
                      <span className="block font-medium" translate="no">
                        {place.name}
                      </span>
                      <span className="text-muted block">{distanceText(place.metres, locale)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted mt-2 text-sm">{t.none}</p>
              )}
            </div>
          );
        })}
      </div>
      <p className="text-muted mt-3 text-xs">{t.source}</p>
    </section>
  );
}
