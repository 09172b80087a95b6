import type { MetadataRoute } from 'next';
import { ROUTES } from '@/lib/site/routes';
import { en } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import { SITE_NAME } from '@/lib/site/site';
import { THEME } from '@/lib/site/theme';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    // One manifest for the installed app, in the default language (English).
    name: fill(en.site.manifestName, { site: SITE_NAME }),
    short_name: SITE_NAME,
    description: en.site.tagline,
    start_url: ROUTES.home,
    scope: ROUTES.home,
    display: 'standalone',
    background_color: THEME.canvas,
    theme_color: THEME['brand-700'],
    lang: 'en-KE',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
