import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME, SITE_TAGLINE, SITE_URL } from '@/lib/site/site';
import { THEME } from '@/lib/site/theme';
import './globals.css';
import { ROUTES } from '@/lib/site/routes';

// Self-hosted from the npm package: build machines cannot reach font CDNs.
const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  weight: '200 800',
  display: 'swap',
});

// Defaults for every page; each page still sets its own complete metadata (see lib/seo/metadata.ts).
export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Property for sale and rent in Kenya',
    description: `${SITE_TAGLINE}. Homes and apartments for sale and rent across Nairobi, with photos, 360° tours and video.`,
    path: ROUTES.home,
  }),
  metadataBase: new URL(SITE_URL),
  title: {
    default: `${SITE_NAME} | Property for sale and rent in Kenya`,
    template: `%s | ${SITE_NAME}`,
  },
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

export const viewport: Viewport = {
  themeColor: THEME['brand-700'],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-KE" className={jakarta.variable}>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <a
          href="#main"
          className="bg-brand-800 sr-only z-50 rounded-lg px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <div className="flex-1">{children}</div>
        <SiteFooter />
      </body>
    </html>
  );
}
