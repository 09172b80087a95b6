'use client';

import type { ReactNode } from 'react';

/**
 * 'Print or save as PDF': the browser's own print, which the page's print styles turn into the
 * one-page brochure (components/listing/brochure/listing-brochure.tsx). The brochure's photo is
 * loaded lazily, so a visitor who never prints never downloads it; it is fetched here first.
 */
export function PrintButton({ children, className }: { children: ReactNode; className: string }) {
  async function print() {
    const images = [...document.querySelectorAll<HTMLImageElement>('[data-brochure] img')];
    await Promise.all(
      images.map((img) => {
        img.loading = 'eager';
        return img.decode().catch(() => undefined);
      }),
    );
    window.print();
  }
  return (
    <button type="button" onClick={() => void print()} className={className}>
      {children}
    </button>
  );
}
