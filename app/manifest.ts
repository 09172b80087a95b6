import type { MetadataRoute } from 'next';
import { ROUTES } from '@/lib/site/routes';
import { SITE_NAME, SITE_TAGLINE } from '@/lib/site/site';
import { THEME } from '@/lib/site/theme';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${SITE_NAME}: homes for sale and rent in Kenya`,
    short_name: SITE_NAME,
    description: SITE_TAGLINE,
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
