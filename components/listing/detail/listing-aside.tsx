import { Calculator, Printer } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { PrintButton } from '@/components/listing/brochure/print-button';
import { ListingSafety } from '@/components/listing/report/listing-safety';
import { ContactCard } from '@/components/listing/contact-card';
import { SponsoredAds } from '@/components/listing/sponsored-ads';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { agentOf } from '@/lib/agents/data';
import { agentPath } from '@/lib/site/routes';
import { KIND_RULES } from '@/lib/listings/kinds';
import type { Listing } from '@/lib/listings/schema';

/** Beside the listing (below it on phones): the agent, then the sponsored offers. */
export function ListingAside({
  listing,
  title,
  pageUrl,
  locale,
}: {
  listing: Listing;
  /** The listing's title in the page's language. */
  title: string;
  pageUrl: string;
  locale: Locale;
}) {
  const t = dictionary(locale).detail;
  // What the banks' offers are for: a home, a plot, or commercial space.
  const loansTitle = { home: t.homeLoans, land: t.plotLoans, commercial: t.propertyLoans }[
    KIND_RULES[listing.type].facts
  ];
  return (
    <aside aria-label={t.aside} className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
      <ContactCard
        agent={listing.agent}
        title={title}
        pageUrl={pageUrl}
        locale={locale}
        profileHref={localePath(locale, agentPath(agentOf(listing).slug))}
      />
      {/* The one-page brochure: the page's print styles make it (listing-brochure.tsx). */}
      <PrintButton className={buttonClass('secondary', 'lg', 'w-full print:hidden')}>
        <Printer aria-hidden="true" className="size-5" />
        {t.brochurePrint}
      </PrintButton>
      <ListingSafety listing={listing} title={title} pageUrl={pageUrl} locale={locale} />
      {/* Bank ads are for buyers only (docs/spec.md §2.6). */}
      {listing.status === 'for_sale' && (
        <div className="space-y-3">
          {/* The calculator sits in the page's main column, where it has room; this leads to it. */}
          <a
            href="#costs"
            className="text-brand-700 hover:text-brand-900 flex items-center gap-2 rounded-lg text-sm font-bold hover:underline"
          >
            <Calculator aria-hidden="true" className="size-5 shrink-0" />
            {KIND_RULES[listing.type].mortgage
              ? dictionary(locale).finance.toCalculator
              : dictionary(locale).finance.toLandCosts}
          </a>
          <SponsoredAds title={loansTitle} ads={listing.bankAds} locale={locale} />
        </div>
      )}
      <SponsoredAds title={t.insurance} ads={listing.insuranceAds} locale={locale} />
    </aside>
  );
}
