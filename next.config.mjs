// @ts-check
import { availableParallelism } from 'node:os';
import { createJiti } from 'jiti';

// Node loads this file as it is, without a TypeScript step; the build settings are validated in
// one place, lib/site/env.ts, which jiti loads here as the build steps load it (scripts/load-ts.mjs).
/** @type {typeof import('./lib/site/env')} */
const { BUILD_ENV } = await createJiti(import.meta.url).import('./lib/site/env.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Plain files on a CDN: no server code may be needed at run time.
  output: 'export',
  // With `output: 'export'`, distDir names the export folder: out/ (Next's default, with its
  // working files in .next/) unless NEXT_EXPORT_DIR says otherwise (the N=200 e2e run and
  // `npm run bench` build beside the main export).
  ...(BUILD_ENV.exportDir === 'out' ? {} : { distDir: BUILD_ENV.exportDir }),
  // Writes listings/index.html, which every static host serves without rewrites.
  trailingSlash: true,
  // The export has no image optimisation server; images are prepared at build time instead.
  images: { unoptimized: true },
  reactStrictMode: true,
  // The build id is written into every page. Next makes a random one per build; the build's
  // page step (scripts/build/pages/) names one from the hash of the code and shared data, so a
  // page kept from the previous export and a page rendered now agree (docs/scaling.md).
  generateBuildId: async () => process.env.PAGES_BUILD_ID ?? null,
  poweredByHeader: false,
  experimental: {
    // Each language has its own root layout (app/(en)/, app/sw/), so the 404 page brings its
    // own <html> (app/global-not-found.tsx).
    globalNotFound: true,
    // Next renders pages on (cores - 1) workers by default: one on a 2-core machine, while the
    // main process sits idle. One per core renders 10,000 listing pages in about half the time
    // (see docs/scaling.md).
    cpus: availableParallelism(),
  },
};

export default nextConfig;
