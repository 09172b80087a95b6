import type { ReactNode } from 'react';

/** A calm note about something that could not be shown or kept (not an error of the visitor). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium">
      {children}
    </p>
  );
}
