import type { ReactNode } from 'react';
import { ListingCard, type CardContext } from '@/components/listing/listing-card';
import type { Dictionary } from '@/lib/i18n/en';
import type { ListingSummary } from '@/lib/listings/schema';

/** The homes of a list as cards: one column on phones, up to four on wide screens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {children}
    </ul>
  );
}

/** A listed home's card, stretched to the height of its row of the grid. */
export function HomeCard({
  listing,
  cards,
  eager,
}: {
  listing: ListingSummary;
  cards: CardContext;
  eager: boolean;
}) {
  return (
    <div className="flex-1 [&>article]:h-full">
      <ListingCard
        listing={listing}
        locale={cards.locale}
        texts={cards.texts}
        eager={eager}
        headingLevel={3}
      />
    </div>
  );
}

/** A saved home the site no longer lists: its title as saved, and why it has no card. */
export function GoneCard({
  title,
  texts,
  icon,
}: {
  title: string;
  texts: Pick<Dictionary['saved'], 'gone' | 'goneText'>;
  icon: ReactNode;
}) {
  return (
    <article className="rounded-card flex flex-1 flex-col gap-2 border border-dashed border-stone-300 bg-stone-50 p-5">
      <p className="text-muted flex items-center gap-1.5 text-sm font-bold">
        {icon}
        {texts.gone}
      </p>
      <h3 className="text-ink leading-snug font-bold">{title}</h3>
      <p className="text-muted text-sm">{texts.goneText}</p>
    </article>
  );
}
