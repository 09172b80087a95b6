import type { ReactNode } from 'react';

/**
 * A titled section of a listing page: a region named by its heading. `id` is for sections the
 * page links to (the cards' 360° and Video badges); they stop below the sticky header.
 */
export function DetailSection({
  name,
  title,
  id,
  children,
}: {
  /** Prefix of the heading's id, e.g. 'details' gives 'details-heading'. */
  name: string;
  title: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${name}-heading`}
      className={id ? 'mt-10 scroll-mt-24' : 'mt-10'}
    >
      <h2 id={`${name}-heading`} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
