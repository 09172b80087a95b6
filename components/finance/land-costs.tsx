import { DetailSection } from '@/components/listing/detail/detail-section';
import { citations, figuresFor } from '@/lib/finance/citations';
import { landCosts, type LandCosts } from '@/lib/finance/costs';
import { getFinance } from '@/lib/finance/data';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, formatDay } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';
import { formatKes } from '@/lib/site/format';

/**
 * 'What it costs' on a page of land for sale: no mortgage calculator (KIND_RULES), but what a
 * buyer pays on top of the price, inside a municipality and outside one side by side, with the
 * Land Control Board's fee where the listing says its consent is needed. All figures are known
 * at build time, so this is a plain table: no script.
 */
export function LandCostsSection({ listing, locale }: { listing: Listing; locale: Locale }) {
  const t = dictionary(locale).finance;
  const figures = getFinance();
  const { buying } = figures;
  const lcbNeeded = listing.land?.lcbConsent === 'needed';
  const inside = landCosts(listing.price, true, lcbNeeded, buying);
  const outside = landCosts(listing.price, false, lcbNeeded, buying);
  const cited = citations(figuresFor(figures, 'land'));
  const rows: { label: string; pick: (c: LandCosts) => number | undefined; total?: boolean }[] = [
    { label: t.stampDuty, pick: (c) => c.stampDuty },
    { label: fill(t.legalFees, { rate: buying.legalFeesPercent.value }), pick: (c) => c.legalFees },
    { label: t.otherFees, pick: (c) => c.otherFees },
    ...(lcbNeeded ? [{ label: t.lcbConsentFee, pick: (c: LandCosts) => c.lcbConsent }] : []),
    { label: t.landTotal, pick: (c) => c.total, total: true },
  ];
  return (
    <DetailSection name="costs" id="costs" title={t.costsHeading}>
      <p className="text-muted mt-2 text-sm leading-relaxed">{t.landIntro}</p>
      <h3 id="land-costs-heading" className="mt-6 text-lg font-bold">
        {t.landCostsHeading}
      </h3>
      <div className="mt-3 overflow-x-auto">
        {/* Named by the heading above it, rather than by a caption repeating it. */}
        <table aria-labelledby="land-costs-heading" className="w-full text-sm">
          <thead>
            <tr className="text-muted text-left text-xs">
              <td />
              <th scope="col" className="pb-2 pl-3 text-right font-semibold">
                {fill(t.municipal, { rate: buying.stampDutyMunicipalPercent.value })}
              </th>
              <th scope="col" className="pb-2 pl-3 text-right font-semibold">
                {fill(t.outside, { rate: buying.stampDutyOtherPercent.value })}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ label, pick, total }) => (
              <tr
                key={label}
                className={total ? 'border-line border-t-2 font-extrabold' : 'border-line border-t'}
              >
                <th scope="row" className="py-2.5 pr-4 text-left font-semibold">
                  {label}
                </th>
                {[inside, outside].map((costs, i) => (
                  <td key={i} className="py-2.5 pl-3 text-right whitespace-nowrap tabular-nums">
                    {formatKes(pick(costs) ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-muted mt-3 text-sm leading-relaxed">{t.surveyNote}</p>
      <p className="text-muted mt-4 text-xs leading-relaxed">
        {fill(t.figuresNote, {
          date: formatDay(cited.asOf, dictionary(locale).listing.months),
          sources: cited.sources.join('; '),
        })}
      </p>
    </DetailSection>
  );
}
