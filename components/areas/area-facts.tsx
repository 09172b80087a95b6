import { dictionary } from '@/lib/i18n/dictionary';
import { fill, formatCount, plural } from '@/lib/i18n/format';
import { typeLabel } from '@/lib/i18n/labels';
import { isHome } from '@/lib/listings/kinds';
import type { Locale } from '@/lib/i18n/locales';
import { areaFacts, type StatusFacts } from '@/lib/areas/stats';
import type { Listing } from '@/lib/listings/schema';
import { LISTING_STATUSES, PROPERTY_TYPES } from '@/lib/listings/vocabulary';
import { formatKes, formatPrice } from '@/lib/site/format';
import { SITE_NAME } from '@/lib/site/site';

const card = 'rounded-card border-line shadow-card border bg-white p-5';
const th = 'text-muted py-2 pr-3 text-left text-xs font-bold tracking-wide uppercase';
const td = 'border-line border-t py-2 pr-3';

/**
 * What an area or town page says about its homes: how many are listed for sale and to rent by
 * type, and for each status the price range, the median price per m² and the median price by
 * bedrooms. All computed at build time from the listings themselves (lib/areas/stats.ts).
 */
export function AreaFacts({ listings, locale }: { listings: readonly Listing[]; locale: Locale }) {
  const t = dictionary(locale);
  const a = t.areas;
  const facts = areaFacts(listings);
  const statusLabel = { for_sale: a.forSaleCount, for_rent: a.toRentCount } as const;
  return (
    <section aria-labelledby="facts-heading" className="mt-8">
      <h2 id="facts-heading" className="sr-only">
        {a.listedHere}
      </h2>
      <div className="grid gap-5 lg:grid-cols-3">
        <div className={card}>
          <h3 className="text-lg font-bold">{a.listedHere}</h3>
          <p className="text-brand-800 mt-1 text-3xl font-extrabold">
            {plural(facts.total, a.homes)}
          </p>
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {a.type}
                </th>
                {LISTING_STATUSES.map((status) => (
                  <th key={status} scope="col" className={`${th} text-right`}>
                    {statusLabel[status]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {/* SPEC's two kinds of home always; land and commercial where the area has them. */}
              {PROPERTY_TYPES.filter(
                (type) =>
                  isHome(type) || LISTING_STATUSES.some((status) => facts.counts[status][type] > 0),
              ).map((type) => (
                <tr key={type}>
                  <th scope="row" className={`${td} text-left font-semibold`}>
                    {typeLabel(t.listing, type)}
                  </th>
                  {LISTING_STATUSES.map((status) => (
                    <td key={status} className={`${td} text-right tabular-nums`}>
                      {formatCount(facts.counts[status][type], locale)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row" className={`${td} text-left font-bold`}>
                  {a.total}
                </th>
                {LISTING_STATUSES.map((status) => (
                  <td key={status} className={`${td} text-right font-bold tabular-nums`}>
                    {formatCount(
                      PROPERTY_TYPES.reduce((sum, type) => sum + facts.counts[status][type], 0),
                      locale,
                    )}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
        {LISTING_STATUSES.map((status) => {
          const ofStatus = facts.byStatus[status];
          return ofStatus ? (
            <PriceFacts key={status} status={status} facts={ofStatus} locale={locale} />
          ) : null;
        })}
      </div>
      {(facts.landPerAcre || facts.commercialRentPerSqm) && (
        <dl className={`${card} mt-5 grid gap-4 sm:grid-cols-2`}>
          {facts.landPerAcre && (
            <KindFigure
              label={a.landPerAcre}
              value={fill(t.listing.perAcre, { price: formatKes(facts.landPerAcre.median) })}
              count={fill(a.kindCount, { n: formatCount(facts.landPerAcre.count, locale) })}
            />
          )}
          {facts.commercialRentPerSqm && (
            <KindFigure
              label={a.commercialRentPerSqm}
              value={fill(t.listing.perSqmMonth, {
                price: formatKes(facts.commercialRentPerSqm.median),
              })}
              count={fill(a.kindCount, {
                n: formatCount(facts.commercialRentPerSqm.count, locale),
              })}
            />
          )}
        </dl>
      )}
      <p className="text-muted mt-3 text-sm">{fill(a.factsNote, { site: SITE_NAME })}</p>
    </section>
  );
}

/** One kind's median: land's price per acre, commercial space's rent per m². */
function KindFigure({ label, value, count }: { label: string; value: string; count: string }) {
  return (
    <div>
      <dt className="text-muted text-sm font-semibold">{label}</dt>
      <dd className="mt-1 text-lg font-extrabold">
        {value} <span className="text-muted text-sm font-semibold">{count}</span>
      </dd>
    </div>
  );
}

function PriceFacts({
  status,
  facts,
  locale,
}: {
  status: 'for_sale' | 'for_rent';
  facts: StatusFacts;
  locale: Locale;
}) {
  const t = dictionary(locale);
  const a = t.areas;
  const price = (n: number) => formatPrice(Math.round(n), status, t.listing.perMonth);
  return (
    <div className={card}>
      <h3 className="text-lg font-bold">{status === 'for_sale' ? a.saleHeading : a.rentHeading}</h3>
      <p className="text-muted mt-1 text-sm">
        {fill(a.priceRange, { min: price(facts.minPrice), max: price(facts.maxPrice) })}
      </p>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
        <span className="text-muted text-sm font-semibold">{a.medianPerSqm}</span>
        <span className="font-extrabold">
          {facts.medianPerSqm === undefined
            ? a.noSize
            : fill(t.listing.perSqm, { price: formatKes(Math.round(facts.medianPerSqm)) })}
        </span>
      </p>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr>
            <th scope="col" className={th}>
              {a.bedrooms}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {a.count}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {status === 'for_sale' ? a.medianPrice : a.medianRent}
            </th>
          </tr>
        </thead>
        <tbody>
          {facts.byBedrooms.map((row) => (
            <tr key={row.bedrooms}>
              <th scope="row" className={`${td} text-left font-semibold`}>
                {row.bedrooms}
              </th>
              <td className={`${td} text-right tabular-nums`}>{formatCount(row.count, locale)}</td>
              <td className={`${td} text-right font-semibold tabular-nums`}>
                {price(row.medianPrice)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
