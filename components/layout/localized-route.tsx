import type { Metadata } from 'next';
import type { JSX, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/*
 * What a page route exports, for a language. Every page exists in English and in Swahili with
 * the same params, so its two route files (app/(en)/… and app/sw/…) differ only in the language:
 * the page's module describes its route once (`listingRoute = localizedRoute({ … })`) and each
 * route file is `listingRoute('en')` (or 'sw') and the exports Next reads from it. Segment config
 * such as `dynamicParams` stays in the route files: Next reads it without running the module.
 */

type PageResult = ReactNode | Promise<ReactNode>;

/** A route without params (/areas/, /privacy/): its metadata is known up front. */
export interface StaticRoute {
  metadata: (locale: Locale) => Metadata;
  Page: (props: { locale: Locale }) => PageResult;
}

/** A route with params (a slug, a page number): one page for each of `staticParams`. */
export interface DynamicRoute<Params> {
  staticParams: () => Params[];
  metadata: (locale: Locale, params: Promise<Params>) => Promise<Metadata>;
  Page: (props: { locale: Locale; params: Promise<Params> }) => PageResult;
}

export interface StaticRouteExports {
  metadata: Metadata;
  Page: () => JSX.Element;
}

export interface DynamicRouteExports<Params> {
  generateStaticParams: () => Params[];
  generateMetadata: (props: { params: Promise<Params> }) => Promise<Metadata>;
  Page: (props: { params: Promise<Params> }) => JSX.Element;
}

/** The route's exports for a language, from its params, metadata and page component. */
export function localizedRoute<Params>(
  route: DynamicRoute<Params>,
): (locale: Locale) => DynamicRouteExports<Params>;
export function localizedRoute(route: StaticRoute): (locale: Locale) => StaticRouteExports;
export function localizedRoute<Params>(route: DynamicRoute<Params> | StaticRoute) {
  if ('staticParams' in route) {
    return (locale: Locale): DynamicRouteExports<Params> => ({
      generateStaticParams: route.staticParams,
      generateMetadata: ({ params }) => route.metadata(locale, params),
      Page: ({ params }) => <route.Page locale={locale} params={params} />,
    });
  }
  return (locale: Locale): StaticRouteExports => ({
    metadata: route.metadata(locale),
    Page: () => <route.Page locale={locale} />,
  });
}
