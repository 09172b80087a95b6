import { TrendingDown, TrendingUp, Minus } from '@/components/ui/icons';
import { marketOf } from '@/lib/areas/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';
import { formatPerSqm } from '@/lib/site/format';
import { SITE_NAME } from '@/lib/site/site';

/**
 * Under the price: the asking price per m², and how it compares with similar homes of the area
 * (or the town), when there are enough of them to say so (MIN_COMPARABLES in lib/areas/stats.ts).
 */
export function ListingMarket({ listing, locale }: { listing: Listing; locale: Locale }) {
  const t = dictionary(locale);
  const perSqm = formatPerSqm(listing.price, listing.size);
  if (perSqm === undefined) return null;
  const market = marketOf(listing);
  const values = market && {
    percent: Math.abs(market.percent),
    count: market.count,
    place: market.place,
  };
  const Icon =
    !market || market.percent === 0 ? Minus : market.percent < 0 ? TrendingDown : TrendingUp;
  return (
    <div className="rounded-card border-line mt-4 border bg-white p-4">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-muted text-sm font-semibold">{t.detail.pricePerSqm}</span>
        <span className="text-lg font-extrabold">{fill(t.listing.perSqm, { price: perSqm })}</span>
      </p>
      {market && values && (
        <>
          <p className="mt-2 flex items-center gap-2 font-bold">
            <Icon aria-hidden="true" className="text-brand-700 size-5 shrink-0" />
            {market.percent === 0
              ? fill(t.detail.marketAt, values)
              : fill(market.percent < 0 ? t.detail.marketBelow : t.detail.marketAbove, values)}
          </p>
          <p className="text-muted mt-1 text-sm">
            {fill(t.detail.marketNote, {
              kind:
                listing.status === 'for_sale' ? t.detail.marketKindSale : t.detail.marketKindRent,
              site: SITE_NAME,
            })}
          </p>
        </>
      )}
    </div>
  );
}
