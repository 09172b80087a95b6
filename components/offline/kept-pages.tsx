'use client';

import { useEffect, useState } from 'react';
import { keptPages, type KeptPage } from '@/lib/offline/kept';
import { CACHES, META_URL } from '@/lib/offline/protocol';
import type { Dictionary } from '@/lib/i18n/en';

type Texts = Pick<
  Dictionary['offline'],
  'keptHeading' | 'keptSaved' | 'keptVisited' | 'keptNone' | 'keptUnavailable'
>;

/** What the worker keeps, read from its record in the device's cache storage. */
async function readKept(): Promise<KeptPage[] | 'unavailable'> {
  if (typeof caches === 'undefined') return 'unavailable';
  try {
    const meta = await caches.open(CACHES.meta);
    const stored = await meta.match(META_URL);
    return keptPages(stored ? ((await stored.json()) as unknown) : undefined);
  } catch {
    return 'unavailable';
  }
}

/**
 * The offline page's list of the pages kept on this device (saved homes first, then the homes
 * looked at, newest first): each opens without a connection.
 */
export function KeptPages({ texts }: { texts: Texts }) {
  const [kept, setKept] = useState<KeptPage[] | 'unavailable'>();
  useEffect(() => {
    void readKept().then(setKept);
  }, []);
  if (kept === undefined) return null;
  return (
    <section aria-labelledby="kept-heading" className="mt-10">
      <h2 id="kept-heading" className="text-xl font-bold">
        {texts.keptHeading}
      </h2>
      {kept === 'unavailable' ? (
        <p className="text-muted mt-3">{texts.keptUnavailable}</p>
      ) : kept.length === 0 ? (
        <p className="text-muted mt-3">{texts.keptNone}</p>
      ) : (
        <ul className="divide-line border-line mt-4 divide-y rounded-2xl border bg-white">
          {kept.map((page) => (
            <li key={page.url}>
              <a
                href={page.url}
                className="hover:bg-brand-50 flex items-center justify-between gap-4 px-4 py-3"
              >
                <span className="text-brand-800 font-semibold underline">{page.title}</span>
                <span className="text-muted shrink-0 text-sm">
                  {page.saved ? texts.keptSaved : texts.keptVisited}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
