import {
  Bath,
  BedDouble,
  Building2,
  CalendarDays,
  FileText,
  LandPlot,
  Receipt,
  Ruler,
  type Icon,
} from '@/components/ui/icons';
import { developmentOf } from '@/lib/developments/data';
import { isBuilding } from '@/lib/developments/vocabulary';
import { dictionary } from '@/lib/i18n/dictionary';
import { formatMonth } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { commercialFactRows, landFactRows, type KindFactTexts } from '@/lib/listings/kind-facts';
import type { Listing } from '@/lib/listings/schema';
import { factsOf } from '@/lib/listings/kinds';

/**
 * The four tiles under the header. A home has SPEC's: Bedrooms, Bathrooms, Sq Meters, Built.
 * Land and commercial space show their own facts in those places (lib/listings/kind-facts.ts),
 * a deliberate departure from SPEC, which speaks of homes only.
 */
export function ListingFactTiles({ listing, locale }: { listing: Listing; locale: Locale }) {
  const tiles = keyFactTiles(listing, locale);
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map(({ label, value, Icon }) => (
        <div
          key={label}
          className="rounded-card border-line flex flex-col items-center gap-1 border bg-white p-4 text-center"
        >
          <dt className="text-muted order-2 text-sm">{label}</dt>
          <dd
            className={`order-1 flex flex-col items-center gap-1 font-extrabold ${
              // A plot's title or fit-out is a few words, not a number.
              value.length > 12 ? 'text-base leading-snug' : 'text-xl'
            }`}
          >
            <Icon aria-hidden="true" className="text-brand-600 size-6" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The four key facts of a listing's kind, as the tiles and the printed brochure show them. */
export function keyFactTiles(
  listing: Listing,
  locale: Locale,
): { label: string; value: string; Icon: Icon }[] {
  const t = dictionary(locale);
  const d = t.detail;
  const texts: KindFactTexts = {
    k: t.kindFacts,
    listing: t.listing,
    facts: { facts: t.kenyaFacts, perMonth: t.listing.perMonth },
    months: t.listing.months,
  };
  const notGiven = t.kindFacts.notGiven;
  const development = developmentOf(listing);
  const pick = (rows: { name: string; value: string | undefined }[], name: string) =>
    rows.find((row) => row.name === name)?.value ?? notGiven;
  let tiles: { label: string; value: string; Icon: Icon }[];
  if (factsOf(listing.type) === 'land') {
    const rows = landFactRows(listing, texts);
    tiles = [
      {
        label: t.kindFacts.plotTile,
        value: pick(rows, 'size').replace(/ \(.*\)$/, ''),
        Icon: LandPlot,
      },
      { label: t.kindFacts.zoning, value: pick(rows, 'zoning'), Icon: Ruler },
      { label: t.kindFacts.titleStatus, value: pick(rows, 'titleStatus'), Icon: FileText },
      { label: t.kindFacts.tenure, value: pick(rows, 'tenure'), Icon: Receipt },
    ];
  } else if (factsOf(listing.type) === 'commercial') {
    const rows = commercialFactRows(listing, texts);
    tiles = [
      {
        label: t.kindFacts.floorArea,
        value: listing.size === undefined ? notGiven : `${listing.size.toLocaleString('en-KE')} m²`,
        Icon: Ruler,
      },
      { label: t.kindFacts.grade, value: pick(rows, 'grade'), Icon: Building2 },
      { label: t.kindFacts.fitOut, value: pick(rows, 'fitOut'), Icon: Receipt },
      { label: t.kindFacts.builtTile, value: pick(rows, 'built'), Icon: CalendarDays },
    ];
  } else {
    tiles = [
      { label: d.bedrooms, value: String(listing.bedrooms), Icon: BedDouble },
      { label: d.bathrooms, value: String(listing.bathrooms), Icon: Bath },
      {
        label: d.sqMeters,
        value: listing.size === undefined ? '—' : String(listing.size),
        Icon: Ruler,
      },
      // A unit not yet built shows its project's expected completion where a home shows 'Built'.
      development && isBuilding(development.state)
        ? {
            label: t.developments.completionTile,
            value: formatMonth(development.completion, t.developments.monthNames),
            Icon: CalendarDays,
          }
        : { label: d.built, value: String(listing.yearBuilt), Icon: CalendarDays },
    ];
  }
  return tiles;
}
