import { DetailSection } from '@/components/listing/detail/detail-section';
import { KIND_RULES, priceUnit } from '@/lib/listings/kinds';
import { defaultMortgageInputs, defaultMoveInInputs } from '@/lib/finance/calculator';
import {
  calculatorTexts,
  mortgageFigures,
  moveInFigures,
  MORTGAGE_TEXTS,
  MOVE_IN_TEXTS,
} from '@/lib/finance/calculator-props';
import { citations, figuresFor } from '@/lib/finance/citations';
import { getFinance } from '@/lib/finance/data';
import { developmentOf } from '@/lib/developments/data';
import { isBuilding } from '@/lib/developments/vocabulary';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, formatDay } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';
import { CurrencyChoice } from './currency-choice';
import { LandCostsSection } from './land-costs';
// The calculators' island, imported directly, not with React.lazy: a lazy island suspends while
// the page is prerendered, and Next then writes its HTML as a hidden segment that only a script
// reveals, so a visitor without JavaScript would see no figures at all.
import { MortgageCalculator, MoveInCalculator } from './cost-calculators';

/**
 * 'What it costs' on a listing page: the mortgage calculator and buying costs for a home for
 * sale, the moving-in cost for a rental, with the currency menu and where the figures come from.
 */
export function CostSection({ listing, locale }: { listing: Listing; locale: Locale }) {
  // No mortgage calculator for land (KIND_RULES): its buying costs, with the Land Control
  // Board's fee where it applies. A lease of land is priced by the year, which the move-in
  // calculator's monthly rent does not fit.
  if (!KIND_RULES[listing.type].mortgage && listing.status === 'for_sale')
    return <LandCostsSection listing={listing} locale={locale} />;
  if (priceUnit(listing.type, listing.status) === 'year') return null;
  const t = dictionary(locale);
  const figures = getFinance();
  const kind = listing.status === 'for_sale' ? 'sale' : 'rent';
  const cited = citations(figuresFor(figures, kind));
  // The deposit the listing states (its Kenya facts), else the usual one from the figures.
  const depositMonths = listing.facts?.depositMonths;
  // A unit sold off-plan: banks lend on such homes only for some projects.
  const project = developmentOf(listing);
  return (
    <DetailSection name="costs" id="costs" title={t.finance.costsHeading}>
      <p className="text-muted mt-2 text-sm leading-relaxed">{t.finance.estimateNote}</p>
      <div className="mt-4">
        <CurrencyChoice id="currency-costs" locale={locale} />
      </div>
      {kind === 'sale' && project && isBuilding(project.state) && (
        <p
          className="mt-4 max-w-prose rounded-xl border border-indigo-200 bg-indigo-50 px-3.5 py-2.5 text-sm"
          data-off-plan-mortgage
        >
          {fill(t.developments.mortgageNote, { project: project.name })}
        </p>
      )}
      {kind === 'sale' ? (
        <MortgageCalculator
          defaults={defaultMortgageInputs(listing.price, figures)}
          figures={mortgageFigures(figures)}
          texts={calculatorTexts(t.finance, MORTGAGE_TEXTS)}
        />
      ) : (
        <MoveInCalculator
          defaults={defaultMoveInInputs(listing.price, depositMonths, figures)}
          depositKnown={depositMonths !== undefined}
          figures={moveInFigures(figures)}
          texts={calculatorTexts(t.finance, MOVE_IN_TEXTS)}
          perMonth={t.listing.perMonth}
        />
      )}
      <p className="text-muted mt-4 text-xs leading-relaxed">
        {fill(t.finance.figuresNote, {
          date: formatDay(cited.asOf, t.listing.months),
          sources: cited.sources.join('; '),
        })}
      </p>
    </DetailSection>
  );
}
