'use client';

import { useEffect, type ReactNode } from 'react';

/**
 * Puts the brochure's photo in its place (`data-print-photo`, listing-brochure.tsx) and waits
 * until every image of the brochure is ready to print. Until then the page holds no such image,
 * so a visitor who never prints never downloads it.
 */
export function preparePrint(): Promise<unknown> {
  for (const slot of document.querySelectorAll<HTMLElement>('[data-print-photo]')) {
    if (slot.querySelector('img') || !slot.dataset.printPhoto) continue;
    const img = document.createElement('img');
    img.src = slot.dataset.printPhoto;
    img.alt = '';
    slot.append(img);
  }
  return Promise.all(
    [...document.querySelectorAll<HTMLImageElement>('[data-brochure] img')].map((img) => {
      img.loading = 'eager';
      return img.decode().catch(() => undefined);
    }),
  );
}

/**
 * 'Print or save as PDF': the browser's own print, which the page's print styles turn into the
 * one-page brochure. The button readies the brochure's images first; printing from the
 * browser's menu readies them on `beforeprint`, as fast as the network allows.
 */
export function PrintButton({ children, className }: { children: ReactNode; className: string }) {
  useEffect(() => {
    const ready = () => void preparePrint();
    window.addEventListener('beforeprint', ready);
    return () => window.removeEventListener('beforeprint', ready);
  }, []);
  return (
    <button
      type="button"
      onClick={() => void preparePrint().then(() => window.print())}
      className={className}
    >
      {children}
    </button>
  );
}
