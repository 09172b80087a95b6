import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { SAVER_BOOT_SCRIPT } from '@/lib/data-saver/saver';
import { iconSpriteFile } from '@/components/ui/icons';
import { SpriteProvider } from '@/components/ui/sprite-icon';
import { LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import '@/app/globals.css';

// Self-hosted from the npm package: build machines cannot reach font CDNs.
//
// Not preloaded. The @font-face rule lives in the shared stylesheet, which the browser keeps
// parsed across the pages of a visit together with the font it loaded, so from the second page
// on the text never asks for the font again and a `<link rel=preload>` of it goes unused (Chrome
// 150 warns about it a few seconds after load). Without the preload, the font is found only once
// the stylesheet is parsed, usually after the first paint: with `swap` the text then jumps as the
// font replaces the fallback (Lighthouse measured a layout shift of 0.067 on a sorted /listings/).
// So `optional`: the font is used when it is there at first paint (every page after the first of
// a visit, from the cache), and otherwise the page keeps the size-matched fallback for its
// lifetime, with no swap and no shift, and no bytes spent racing the page's main photo
// (docs/architecture.md, "Fonts").
const jakarta = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  weight: '200 800',
  display: 'optional',
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
    // The data saver's script may mark <html> (data-saver) before React hydrates it, and the offline
    // worker marks a kept page (data-offline-copy): attributes React never sets.
    <html lang={LANGUAGE_TAG[locale]} className={jakarta.variable} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        {/* First in the body, so the first paint is the data saver's (lib/data-saver/saver.ts). */}
        <script dangerouslySetInnerHTML={{ __html: SAVER_BOOT_SCRIPT }} />
        <SpriteProvider path={iconSpriteFile().path}>{children}</SpriteProvider>
      </body>
    </html>
  );
}
