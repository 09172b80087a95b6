/** The look of the search form's text fields and selects (./search-form.tsx, ./facts-panel.tsx). */
export const fieldClass =
  'h-12 w-full min-w-0 rounded-xl border border-line bg-white px-3.5 text-base text-ink placeholder:text-stone-500 transition hover:border-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none';
