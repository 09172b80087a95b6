'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * /saved/ and /compare/ load their islands with a dynamic import. Their code (cards, the table,
 * the index reader) then is not part of any page's first-load script, and the bundler keeps the
 * modules /listings/ and /map/ share in one chunk instead of copying them into each page's own
 * (sharing the card with two more pages made it split them: about 500 bytes more on each).
 */

const SavedExplorerLazy = lazy(() =>
  import('./saved-explorer').then((module) => ({ default: module.SavedExplorer })),
);
const CompareExplorerLazy = lazy(() =>
  import('./compare-explorer').then((module) => ({ default: module.CompareExplorer })),
);

// The line the islands show while they load the index (ListLoading in list-frame.tsx), so nothing
// on screen changes when their code arrives. Written out again rather than imported: the import
// would add a module to these pages' first-load script.
function Loading({ text }: { text: string }) {
  return (
    <p role="status" data-lists-only className="text-muted py-16 text-center font-semibold">
      {text}
    </p>
  );
}

export function SavedIsland(props: ComponentProps<typeof SavedExplorerLazy>) {
  return (
    <Suspense fallback={<Loading text={props.texts.saved.loading} />}>
      <SavedExplorerLazy {...props} />
    </Suspense>
  );
}

export function CompareIsland(props: ComponentProps<typeof CompareExplorerLazy>) {
  return (
    <Suspense fallback={<Loading text={props.texts.compare.loading} />}>
      <CompareExplorerLazy {...props} />
    </Suspense>
  );
}
