import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import '@/app/globals.css';

// Self-hosted from the npm package: build machines cannot reach font CDNs.
//
// Not preloaded. The @font-face rule lives in the shared stylesheet, which the browser keeps
// parsed across the pages of a visit together with the font it loaded, so from the second page
// on the text never asks for the font again and a `<link rel=preload>` of it goes unused (Chrome
// 150 warns about it a few seconds after load). On a first visit the font is found as soon as the
// stylesheet is parsed; with `swap` and next/font's size-matched fallback the text paints at once
// and barely moves when the font arrives, and a slow network gives the page's main photo the
// bandwidth first (docs/architecture.md, "Fonts").
const jakarta = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  weight: '200 800',
  display: 'swap',
  preload: false,
});

/**
 * The `<html>` and `<body>` of every page, in one language. Each language has its own root
 * layout (app/(en)/layout.tsx, app/sw/layout.tsx) so `<html lang>` is right in the static HTML;
 * both render this. The header and footer are placed by each page (components/layout/page-frame.tsx),
 * because the language toggle links to the page's own counterpart, which a layout cannot know.
 */
export function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={LANGUAGE_TAG[locale]} className={jakarta.variable}>
      <body className="flex min-h-dvh flex-col font-sans antialiased">{children}</body>
    </html>
  );
}
