import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Pages link with plain <a>: every page is a static file, and next/link would add about
    // 3 KB gzip of client code to every route (see budgets.json). Full page loads from the CDN
    // cache are what a static site is built for.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Playwright fixtures call a parameter named `use`; they are not React hooks.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-scale/**',
    '.imported/**',
    'out-imported/**',
    'out-*/**',
    '.snapshot/**',
    '.bench/**',
    'next-env.d.ts',
    'public/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
