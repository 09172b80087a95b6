import { ContactCard } from '@/components/listing/contact-card';
import { SponsoredAds } from '@/components/listing/sponsored-ads';
import type { Listing } from '@/lib/listings/schema';

/** Beside the listing (below it on phones): the agent, then the sponsored offers. */
export function ListingAside({ listing, pageUrl }: { listing: Listing; pageUrl: string }) {
  return (
    <aside
      aria-label="Contact and offers"
      className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start"
    >
      <ContactCard agent={listing.agent} title={listing.title} pageUrl={pageUrl} />
      {/* Bank ads are for buyers only (docs/spec.md §2.6). */}
      {listing.status === 'for_sale' && <SponsoredAds title="Home loans" ads={listing.bankAds} />}
      <SponsoredAds title="Insurance" ads={listing.insuranceAds} />
    </aside>
  );
}
