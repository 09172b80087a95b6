'use client';

import { useEffect, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useClientPathname } from './use-client-pathname';
import { HOME_PATH, LISTINGS_PATH } from '@/lib/site/routes';

/** /listings/<anything> is a listing address: its miss is a property that does not exist. */
export function isListingPath(pathname: string): boolean {
  return /^\/listings\/[^/]+\/?$/.test(pathname);
}

/**
 * Body of the 404 page. A static host answers every unknown path with the same 404.html, so
 * which message to show is decided in the browser from the real path, after hydration.
 */
export function NotFoundContent({ icons }: { icons?: { missing?: ReactNode; home?: ReactNode } }) {
  const pathname = useClientPathname();

  useEffect(() => {
    if (pathname !== null) console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  if (pathname !== null && isListingPath(pathname)) {
    return (
      <div className="flex flex-col items-center text-center">
        {icons?.missing}
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
          Property Not Found
        </h1>
        <p className="text-muted mt-3 max-w-md">
          This property may have been sold, let or taken off the market, or the link may be
          mistyped.
        </p>
        <a href={LISTINGS_PATH} className={buttonClass('primary', 'lg', 'mt-8')}>
          Back to Listings
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
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="text-muted mt-3 max-w-md">
        The page you are looking for does not exist or has moved.
      </p>
      <a href={HOME_PATH} className={buttonClass('primary', 'lg', 'mt-8')}>
        {icons?.home}
        Return to Home
      </a>
    </div>
  );
}
