import 'server-only';
import type { Metadata, Viewport } from 'next';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { ROUTES } from '@/lib/site/routes';
import { SITE_NAME, SITE_URL } from '@/lib/site/site';
import { THEME } from '@/lib/site/theme';
import { pageMetadata } from './metadata';

/**
 * Defaults for every page of a language, set by its root layout. Each page still sets its own
 * complete metadata (pageMetadata); these cover what pages leave out (icons, the URL base).
 */
export function rootMetadata(locale: Locale): Metadata {
  const t = dictionary(locale).site;
  return {
    ...pageMetadata({
      locale,
      title: t.defaultTitle,
      description: fill(t.defaultDescription, { tagline: t.tagline }),
      path: ROUTES.home,
    }),
    metadataBase: new URL(SITE_URL),
    title: { default: `${SITE_NAME} | ${t.defaultTitle}`, template: `%s | ${SITE_NAME}` },
    applicationName: SITE_NAME,
    icons: {
      icon: [
        { url: '/icon.svg', type: 'image/svg+xml' },
        { url: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      ],
      apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180' }],
    },
    formatDetection: { telephone: false },
  };
}

export const ROOT_VIEWPORT: Viewport = { themeColor: THEME['brand-700'] };
