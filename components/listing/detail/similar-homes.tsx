import { SaverReveal } from '@/components/data-saver/saver-reveal';
import { ListingCard } from '@/components/listing/listing-card';
import { buttonClass } from '@/components/ui/button';
import { similarTo } from '@/lib/areas/data';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { toSummary } from '@/lib/listings/data';
import { isHome } from '@/lib/listings/kinds';
import type { Listing } from '@/lib/listings/schema';
import { DetailSection } from './detail-section';

/** Up to four homes like this one, chosen at build time (lib/listings/similar.ts). */
export function SimilarHomes({ listing, locale }: { listing: Listing; locale: Locale }) {
  const homes = similarTo(listing);
  if (homes.length === 0) return null;
  const t = dictionary(locale);
  return (
    <DetailSection
      name="similar"
      title={isHome(listing.type) ? t.detail.similarHeading : t.detail.similarListingsHeading}
    >
      <div data-saver-scope>
        <SaverReveal
          label={t.saver.showPictures}
          className={buttonClass('secondary', 'md', 'mt-4')}
        />
        <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2">
          {homes.map((home) => (
            <li key={home.slug} className="flex [&>article]:flex-1">
              <ListingCard listing={toSummary(home, locale)} locale={locale} texts={t.listing} />
            </li>
          ))}
        </ul>
      </div>
    </DetailSection>
  );
}
