/**
 * The look of the search form's text fields and selects (./search-form.tsx, ./facts-panel.tsx):
 * the site's `field` (app/globals.css), 48 px tall.
 */
export const fieldClass = 'field h-12';
