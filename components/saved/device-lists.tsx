'use client';

import { useEffect } from 'react';
import type { ListsTexts } from './lists-runtime';

/**
 * Starts the lists runtime (lists-runtime.ts) once the page is interactive. The runtime is a
 * dynamic import, so the Save and Compare buttons cost every page only this component in its
 * first-load script; the buttons stay hidden until it has run (see app/globals.css).
 */
export function DeviceLists({ texts, comparePath }: { texts: ListsTexts; comparePath: string }) {
  useEffect(() => {
    void import('./lists-runtime').then((runtime) => runtime.startLists(texts, comparePath));
  }, [texts, comparePath]);
  return null;
}
