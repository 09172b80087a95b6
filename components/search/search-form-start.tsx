'use client';

import { useEffect } from 'react';
import { startSearchForms } from '@/components/runtime/search-form-runtime';

/**
 * Starts the search form's runtime (components/runtime/search-form-runtime.ts) once the page is
 * interactive. The form itself is server markup (./search-form.tsx): this component and that
 * small module are all it adds to a page's first-load script.
 */
export function SearchFormStart() {
  useEffect(() => startSearchForms(), []);
  return null;
}
