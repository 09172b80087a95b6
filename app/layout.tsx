import type { Metadata } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { SITE_NAME, SITE_TAGLINE, SITE_URL } from '@/lib/site';
import './globals.css';

// Self-hosted from the npm package: build machines cannot reach font CDNs.
const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  weight: '200 800',
  display: 'swap',
});

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: {
    default: `${SITE_NAME} | Property for sale and rent in Kenya`,
    template: `%s | ${SITE_NAME}`,
  },
  description: `${SITE_TAGLINE}. Homes and apartments for sale and rent across Nairobi, with photos, 360° tours and video.`,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-KE" className={jakarta.variable}>
      <body className="font-sans antialiased">{children}</body>
    </html>
  );
}
