import { ChevronRight } from '@/components/ui/icons';
import type { AreaGroup } from '@/lib/areas/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { plural } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { areaPath } from '@/lib/site/routes';

/** Links to areas, each with how many homes it has for sale and to rent. */
export function AreaList({
  areas,
  locale,
  note,
}: {
  areas: readonly AreaGroup[];
  locale: Locale;
  /** A line under each area's name instead of the counts (e.g. its distance). */
  note?: (area: AreaGroup) => string;
}) {
  const t = dictionary(locale);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => {
        const sale = area.listings.filter((l) => l.status === 'for_sale').length;
        return (
          <li key={area.location}>
            <a
              href={localePath(locale, areaPath(area.townSlug, area.areaSlug))}
              className="area-link group"
            >
              <span className="min-w-0">
                <span className="text-ink block font-bold group-hover:underline">{area.area}</span>
                <span className="text-muted block text-sm">
                  {note
                    ? note(area)
                    : `${plural(area.listings.length, t.areas.homes)} · ${t.areas.forSaleCount} ${sale} · ${t.areas.toRentCount} ${area.listings.length - sale}`}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="text-brand-600 size-5 shrink-0" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
