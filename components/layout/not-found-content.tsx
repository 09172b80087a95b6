'use client';

import { useEffect, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { splitLocale } from '@/lib/i18n/locales';
import type { NotFoundTexts } from './not-found-texts';
import { useClientPathname } from './use-client-pathname';

/** /listings/<anything> (or /sw/listings/<anything>) is a listing address: its miss is a property. */
export function isListingPath(pathname: string): boolean {
  return /^\/listings\/[^/]+\/?$/.test(splitLocale(pathname).path);
}

/** /developments/<anything> or /developers/<anything>: a project or developer that is not there. */
export function isDevelopmentPath(pathname: string): boolean {
  return /^\/(developments|developers)\/[^/]+\/?$/.test(splitLocale(pathname).path);
}

/**
 * Body of the 404 page, in one language. A static host answers every unknown path with the same
 * file, so which message to show is decided in the browser from the real path, after hydration.
 */
export function NotFoundContent({
  texts,
  links,
  icons,
}: {
  texts: NotFoundTexts;
  /** Home and the listings, in the page's language. */
  links: { home: string; listings: string; developments: string };
  icons?: { missing?: ReactNode; home?: ReactNode };
}) {
  const pathname = useClientPathname();

  useEffect(() => {
    if (pathname !== null) console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  if (pathname !== null && isListingPath(pathname)) {
    return (
      <div className="flex flex-col items-center text-center">
        {icons?.missing}
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {texts.propertyHeading}
        </h1>
        <p className="text-muted mt-3 max-w-md">{texts.propertyText}</p>
        <a href={links.listings} className={buttonClass('primary', 'lg', 'mt-8')}>
          {texts.backToListings}
        </a>
      </div>
    );
  }

  if (pathname !== null && isDevelopmentPath(pathname)) {
    return (
      <div className="flex flex-col items-center text-center">
        {icons?.missing}
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {texts.developmentHeading}
        </h1>
        <p className="text-muted mt-3 max-w-md">{texts.developmentText}</p>
        <a href={links.developments} className={buttonClass('primary', 'lg', 'mt-8')}>
          {texts.backToDevelopments}
        </a>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center text-center">
      <p
        aria-hidden="true"
        className="text-brand-700 text-8xl font-extrabold tracking-tighter sm:text-9xl"
      >
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">
        <span className="sr-only">404: </span>
        {texts.heading}
      </h1>
      <p className="text-muted mt-3 max-w-md">{texts.text}</p>
      <a href={links.home} className={buttonClass('primary', 'lg', 'mt-8')}>
        {icons?.home}
        {texts.home}
      </a>
    </div>
  );
}
