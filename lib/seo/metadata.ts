import 'server-only';
import { cardFigures, figured, priceText } from '@/lib/listings/figures';
import type { Metadata } from 'next';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, plural } from '@/lib/i18n/format';
import { typeLabel } from '@/lib/i18n/labels';
import { localePath, OG_LOCALE, otherLocale, type Locale } from '@/lib/i18n/locales';
import { listingText } from '@/lib/listings/text';
import type { Listing } from '@/lib/listings/schema';
import { DEFAULT_OG_IMAGE_PATH } from '@/lib/site/routes';
import { absoluteUrl, SITE_NAME } from '@/lib/site/site';
import { hreflangAlternates } from './sitemap';

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site-wide preview image, described in the page's language. */
export function defaultOgImage(locale: Locale): { path: string; alt: string } {
  return {
    path: DEFAULT_OG_IMAGE_PATH,
    alt: fill(dictionary(locale).site.ogImageAlt, { site: SITE_NAME }),
  };
}

export interface PageMetaInput {
  /** The language of the page. */
  locale: Locale;
  /** Page title without the site name; ' | Nyumba360' is appended. */
  title: string;
  description: string;
  /**
   * The page's path as English has it, with its trailing slash ('/listings/'): the page itself
   * is at `localePath(locale, path)` ('/sw/listings/' in Swahili).
   */
  path: string;
  /** Defaults to the site-wide preview image (`defaultOgImage`). */
  image?: { path: string; alt: string };
  type?: 'website' | 'article';
}

/** The page's hreflang alternates (the same the sitemap lists), keyed as Next takes them. */
function languageAlternates(path: string): Record<string, string> {
  return Object.fromEntries(hreflangAlternates(path).map((a) => [a.hreflang, a.href]));
}

/**
 * Complete metadata for one page. Next merges metadata shallowly, so a page that sets
 * `openGraph` replaces the layout's whole object: every page builds all of its tags here.
 * The canonical URL is the page itself in its own language (never the English page); the
 * language versions are linked with hreflang alternates.
 */
export function pageMetadata({
  locale,
  title,
  description,
  path,
  image = defaultOgImage(locale),
  type = 'website',
}: PageMetaInput): Metadata {
  const url = absoluteUrl(localePath(locale, path));
  const fullTitle = `${title} | ${SITE_NAME}`;
  const ogImage = {
    url: absoluteUrl(image.path),
    ...OG_IMAGE_SIZE,
    alt: image.alt,
    type: 'image/jpeg',
  };
  return {
    // Absolute: the layout's title template does not reach a page in its own segment (home).
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title: fullTitle,
      description,
      url,
      type,
      siteName: SITE_NAME,
      locale: OG_LOCALE[locale],
      alternateLocale: [OG_LOCALE[otherLocale(locale)]],
      images: [ogImage],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ url: ogImage.url, alt: image.alt }],
    },
  };
}

/**
 * A listing's meta description in a language: what, where, how big, how much, and the first
 * sentence of its description in that language (none when it has no description in it).
 */
export function listingDescription(listing: Listing, locale: Locale): string {
  const { listing: texts, meta } = dictionary(locale);
  const what = fill(listing.status === 'for_sale' ? meta.listingForSale : meta.listingToRent, {
    type: typeLabel(texts, listing.type),
    location: listing.location,
  });
  // A home's rooms as SPEC's meta texts say them; a plot's acres or a floor area otherwise.
  const rooms =
    listing.bedrooms === undefined || listing.bathrooms === undefined
      ? cardFigures(figured(listing), texts).map((f) => f.text)
      : [
          plural(listing.bedrooms, meta.bedrooms),
          plural(listing.bathrooms, meta.bathrooms),
          ...(listing.size === undefined ? [] : [fill(texts.size, { n: listing.size })]),
        ];
  const facts = [...rooms, priceText(listing, texts)].join(', ');
  // The description's first sentence, when it is in the page's language: a Swahili page of a
  // listing described in English only says what and where in Swahili, and no more.
  const own = listingText(listing, locale);
  const first = own.descriptionLang === locale ? (own.description.split(/(?<=\.)\s/)[0] ?? '') : '';
  const text = first === '' ? `${what}: ${facts}.` : `${what}: ${facts}. ${first}`;
  // Search results show about 155 characters; cut at a word boundary rather than mid-word.
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
