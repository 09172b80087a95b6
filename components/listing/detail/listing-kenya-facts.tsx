import {
  Building2,
  Car,
  Droplets,
  FileText,
  HandCoins,
  PawPrint,
  Receipt,
  Sofa,
  Zap,
  type Icon,
} from '@/components/ui/icons';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { knownFacts, type FactName } from '@/lib/listings/facts';
import type { KenyaFacts } from '@/lib/listings/schema';
import { DetailSection } from './detail-section';

const ICONS: Record<FactName, Icon> = {
  serviceCharge: Receipt,
  depositMonths: HandCoins,
  water: Droplets,
  backupPower: Zap,
  title: FileText,
  parkingBays: Car,
  floor: Building2,
  furnished: Sofa,
  petsAllowed: PawPrint,
};

/**
 * 'Key facts': service charge, deposit, water, backup power, title and the rest, only those
 * the listing gives. The section is always there, so a visitor learns what to ask when the
 * agent has given none.
 */
export function ListingKenyaFacts({
  facts,
  locale,
}: {
  facts: KenyaFacts | undefined;
  locale: Locale;
}) {
  const t = dictionary(locale);
  const known = knownFacts(facts, { facts: t.kenyaFacts, perMonth: t.listing.perMonth });
  return (
    <DetailSection name="kenya-facts" title={t.kenyaFacts.heading}>
      {known.length === 0 ? (
        <p className="text-muted mt-3 max-w-prose leading-relaxed">{t.kenyaFacts.none}</p>
      ) : (
        // Two columns from tablets up; the last row of each column drops its rule.
        <dl className="rounded-card border-line mt-4 grid border bg-white px-4 sm:grid-cols-2 sm:gap-x-8 sm:px-5 [&>div:last-child]:border-b-0 sm:[&>div:nth-last-child(2):nth-child(odd)]:border-b-0">
          {known.map(({ name, label, value }) => {
            const Icon = ICONS[name];
            return (
              <div
                key={name}
                className="border-line flex items-center justify-between gap-4 border-b py-3"
              >
                <dt className="text-muted flex items-center gap-2.5 text-sm">
                  <Icon aria-hidden="true" className="text-brand-600 size-5 shrink-0" />
                  {label}
                </dt>
                <dd className="text-ink text-right font-semibold">{value}</dd>
              </div>
            );
          })}
        </dl>
      )}
    </DetailSection>
  );
}
