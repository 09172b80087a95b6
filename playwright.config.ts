import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { ANY_DAY_EXPORT } from './scripts/quality/any-day-date';
import { systemChromium } from './scripts/quality/chromium';
import { IMPORTED_EXPORT } from './scripts/quality/imported-paths';

/**
 * End-to-end tests run against the built export (out/), served as plain files, the way a CDN
 * serves it. Build first: `npm run build` (npm test does).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4174);
// deploy/nginx.conf serves pages over TLS only; its plain-HTTP server only redirects.
const NGINX_HTTP_PORT = Number(process.env.E2E_NGINX_HTTP_PORT ?? 4176);
const SCALE_PORT = Number(process.env.E2E_SCALE_PORT ?? 4175);
const ANY_DAY_PORT = Number(process.env.E2E_ANY_DAY_PORT ?? 4177);
const IMPORTED_PORT = Number(process.env.E2E_IMPORTED_PORT ?? 4178);
// The suite also runs against nginx with deploy/nginx.conf. CI installs nginx and always runs
// it; elsewhere it runs when nginx is installed.
const WITH_NGINX =
  !!process.env.CI || existsSync('/usr/sbin/nginx') || existsSync('/usr/bin/nginx');
// tests/e2e/scale.spec.ts runs against the 200-listing export (`npm run build:scale` writes
// out-scale/; npm test does). CI always runs it; elsewhere it runs once that export exists.
const WITH_SCALE = !!process.env.CI || existsSync('out-scale');
// tests/e2e/any-day.spec.ts runs against the site built five years ahead (`npm run build:any-day`
// writes out-any-day/; npm test does). CI always runs it; elsewhere once that export exists.
const WITH_ANY_DAY = !!process.env.CI || existsSync(ANY_DAY_EXPORT);
// tests/e2e/imported.spec.ts runs against the site built from the import's fixtures (`npm run
// build:imported` writes out-imported/; npm test does). CI always runs it; elsewhere once it exists.
const WITH_IMPORTED = !!process.env.CI || existsSync(IMPORTED_EXPORT);

const LAUNCH = {
  // Debian's chromium where it exists (build machines cannot download Playwright's own).
  executablePath: systemChromium(),
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The JSON report lets the accessibility gate (scripts/quality/gates/a11y.ts) read the results of
  // tests/e2e/a11y.spec.ts instead of running it a second time.
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/e2e/results.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    trace: 'retain-on-failure',
    // The site's offline worker (lib/offline/) is for tests/e2e/offline.spec.ts and
    // data-saver.spec.ts, which allow it: elsewhere each test's pages are what the network sent.
    serviceWorkers: 'block',
    launchOptions: LAUNCH,
  },
  projects: [
    {
      name: 'static',
      testIgnore: /(nginx|scale|any-day|imported)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${PORT}` },
    },
    ...(WITH_NGINX
      ? [
          {
            name: 'nginx',
            // What depends on the server runs here too: its own tests (headers, redirects, TLS,
            // gzip, caching), 404s and routing, byte ranges of tiles and video, the script policy
            // sent as a header, the sitemap's files, the offline worker and the data saver's bytes
            // (served with the host's compression and caching), and the tests tagged @server in the other
            // files (those that branch on the server, reload, share a link or go Back/Forward
            // across real page loads). The rest reads the same files in the same browser, so it
            // runs once, on 'static': that halves the suite's time and tests no less.
            grep: /(nginx|smoke|navigation|console|map|media|seo|offline|data-saver)\.spec\.ts|@server/,
            // Search rules do not depend on the server: keywords.spec.ts runs on the static one.
            testIgnore: /(a11y|scale|any-day|imported|keywords)\.spec\.ts/,
            // Tests that serve the site themselves run once, on 'static'.
            grepInvert: /@own-server/,
            // A certificate from a throwaway CA (scripts/quality/test-cert.sh), made for each run.
            use: {
              ...devices['Desktop Chrome'],
              baseURL: `https://127.0.0.1:${NGINX_PORT}`,
              ignoreHTTPSErrors: true,
              // The browser, not only the page, must take that certificate: a service worker's
              // script is fetched by the browser, and refused on a certificate it does not trust.
              launchOptions: { ...LAUNCH, args: [...LAUNCH.args, '--ignore-certificate-errors'] },
            },
          },
        ]
      : []),
    ...(WITH_SCALE
      ? [
          {
            name: 'scale',
            testMatch: /scale\.spec\.ts/,
            use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${SCALE_PORT}` },
          },
        ]
      : []),
    ...(WITH_ANY_DAY
      ? [
          {
            name: 'any-day',
            testMatch: /any-day\.spec\.ts/,
            use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${ANY_DAY_PORT}` },
          },
        ]
      : []),
    ...(WITH_IMPORTED
      ? [
          {
            name: 'imported',
            testMatch: /imported\.spec\.ts/,
            use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${IMPORTED_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      // serve.json gives AVIF its Content-Type (serve's own MIME table predates it).
      command: `npx serve out --listen ${PORT} --no-clipboard --no-port-switching --config ../serve.json`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(WITH_NGINX
      ? [
          {
            command: `bash scripts/quality/nginx-serve.sh ${NGINX_PORT} ${NGINX_HTTP_PORT}`,
            url: `https://127.0.0.1:${NGINX_PORT}/`,
            ignoreHTTPSErrors: true,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
    ...(WITH_SCALE
      ? [
          {
            command: `npx serve out-scale --listen ${SCALE_PORT} --no-clipboard --no-port-switching --config ../serve.json`,
            url: `http://localhost:${SCALE_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
    ...(WITH_ANY_DAY
      ? [
          {
            command: `npx serve ${ANY_DAY_EXPORT} --listen ${ANY_DAY_PORT} --no-clipboard --no-port-switching --config ../serve.json`,
            url: `http://localhost:${ANY_DAY_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
    ...(WITH_IMPORTED
      ? [
          {
            command: `npx serve ${IMPORTED_EXPORT} --listen ${IMPORTED_PORT} --no-clipboard --no-port-switching --config ../serve.json`,
            url: `http://localhost:${IMPORTED_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
