import type { ReactNode } from 'react';

/**
 * The band at the top of the site's own pages (List Your Property, Contact, the documents): the
 * page's <h1> and its lead, in the brand's green.
 */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: ReactNode;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="bg-brand-900 text-white">
      <div className="container-page py-10 sm:py-14">
        {eyebrow && (
          <p className="text-gold-300 text-sm font-bold tracking-wide uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="text-brand-50 mt-4 max-w-2xl text-lg leading-relaxed">{lead}</p>
        {children}
      </div>
    </div>
  );
}
