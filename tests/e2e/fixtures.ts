import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';

/**
 * Every end-to-end test fails on what a visitor should never run into: a console error or
 * warning, an uncaught exception, a failed request (status 400 or more, or a request that did
 * not complete), or a request that leaves the site. This holds for every page of every browser
 * context the test uses: the default `page`, popups, pages from `context.newPage()`, and
 * contexts the test makes itself with `browser.newContext()` or `browser.newPage()`.
 *
 * It is an automatic fixture: a test does nothing to get it, and cannot forget it. A test that
 * causes one of these on purpose declares exactly which, and why:
 *
 *   test.use({ allowProblems: [{ reason: '...', failed: [/^404 \S+\/map \(document\)$/] }] });
 *
 * (inside an anonymous `test.describe(() => { ... })` to scope it to one test). The reason is
 * required, and a pattern that matches anything (such as .*) is refused. An allowance none of
 * whose patterns matched anything fails the test too (unless marked `optional`), so none is
 * left behind stale. tests/e2e/problems.spec.ts proves that each kind of problem fails a test.
 */

export type ProblemKind = 'console' | 'failed' | 'offsite';

/** What was recorded, one line per problem. */
export type Problems = { readonly [K in ProblemKind]: readonly string[] };

/**
 * Problems a test causes on purpose. Each pattern is matched against one recorded line, in
 * these formats, so it can (and should) name the exact URL or message:
 * - console: `error: <text> | source <url> | page <url>` (or `warning: ...`),
 *   `pageerror: <message> | page <url>`
 * - failed: `<status> <url> (<resource type>)`, `<net::ERR_...> <url> (<resource type>)`
 * - offsite: `<method> <url> (<resource type>)`
 */
export interface ProblemAllowance {
  /** Why the test causes these on purpose. Required; shown with the test in the report. */
  reason: string;
  console?: readonly RegExp[];
  failed?: readonly RegExp[];
  offsite?: readonly RegExp[];
  /**
   * The problem depends on the machine or on timing, not on the test, so it may not happen:
   * no error when nothing matched. Plain allowances must match something.
   */
  optional?: boolean;
}

const KINDS: readonly ProblemKind[] = ['console', 'failed', 'offsite'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Any origin: the same tests run against several servers. */
const ORIGIN = 'https?://[^/\\s]+';

/**
 * A visit to a path that does not exist: the site's 404 page is served with status 404 (so
 * Chrome logs the failed document load), and it logs the path it was asked for
 * (components/layout/not-found-content.tsx). Both by design; nothing else is allowed.
 */
export function missingPage(path: string): ProblemAllowance {
  const url = `${ORIGIN}${escapeRegExp(path)}`;
  return {
    reason: `${path} does not exist: its 404 page answers with status 404 and logs the path, by design`,
    failed: [new RegExp(`^404 ${url} \\(document\\)$`)],
    console: [
      new RegExp(
        // HTTP/2 has no reason phrase: Chrome then writes '404 ()' (nginx serves over HTTPS).
        `^error: Failed to load resource: the server responded with a status of 404 \\((Not Found)?\\) \\| source ${url} \\|`,
      ),
      new RegExp(`^error: 404: no page at ${escapeRegExp(path)} \\|`),
    ],
  };
}

/**
 * A shared shortlist naming homes the site does not list: /saved/ paints a link's first cards
 * before its scripts (lib/saved/prepaint.ts) and asks for each home's card, and a home without
 * one answers 404. Chrome logs the failed fetch. By design; the island then says calmly what the
 * link named that it cannot show.
 */
export function missingCards(locale: 'en' | 'sw', slugs: readonly string[]): ProblemAllowance {
  const urls = slugs.map((slug) => `${ORIGIN}/cards/${locale}/${escapeRegExp(slug)}\\.html`);
  const any = `(?:${urls.join('|')})`;
  return {
    reason: `a shared link names ${slugs.join(', ')}, which the site does not list: the card asked for first is not there`,
    failed: [new RegExp(`^404 ${any} \\(fetch\\)$`)],
    console: [
      new RegExp(
        `^error: Failed to load resource: the server responded with a status of 404 \\((Not Found)?\\) \\| source ${any} \\|`,
      ),
    ],
  };
}

/**
 * The 360° tour draws with WebGL. Headless Chromium on a machine without a GPU renders it with
 * SwiftShader and composites the page in software, reading the canvas back every frame; the
 * GL driver then logs a performance note. A browser with a GPU does not, so it may not happen.
 */
export const SOFTWARE_WEBGL: ProblemAllowance = {
  reason: 'software WebGL (no GPU on the test machine) logs a performance note on read-back',
  console: [
    /^warning: \[\.WebGL-0x[0-9a-f]+\]GL Driver Message \(OpenGL, Performance, [A-Z_]+, High\): GPU stall due to ReadPixels( \(this message will no longer repeat\))? \|/,
  ],
  optional: true,
};

/**
 * The map in this machine's browser: the software WebGL note above, and the map's cancelled tile
 * reads. The map reads its tiles as byte ranges of the tile archives (/map/*.pmtiles) and cancels
 * the reads of tiles it no longer needs when the view moves on, as a quick zoom makes it do:
 * bytes saved, by design. Only those archives' fetches, so any other aborted request still fails.
 * Whether a read is still in flight when the view moves depends on timing, so it may not happen.
 * One allowance: `test.use` reads a two-element array as a value and its options.
 */
export const SOFTWARE_MAP: ProblemAllowance = {
  reason:
    'software WebGL logs a performance note on read-back, and the map cancels the byte-range reads of tiles it no longer needs when the view moves',
  console: SOFTWARE_WEBGL.console,
  failed: [
    /^net::ERR_ABORTED https?:\/\/[^/\s]+\/map\/(basemap|streets)-[0-9a-f]{16}\.pmtiles \(fetch\), not by a navigation$/,
  ],
  optional: true,
};

/** A request cancelled by the browser because the page moved on is not a failure. */
function isPrefetch(request: Request): boolean {
  const headers = request.headers();
  return (
    'next-router-prefetch' in headers ||
    /prefetch/.test(headers['sec-purpose'] ?? headers['purpose'] ?? '')
  );
}

function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null; // a service worker's request has no frame
  }
}

class ProblemRecorder {
  readonly problems: { [K in ProblemKind]: string[] } = { console: [], failed: [], offsite: [] };
  private readonly contexts = new Set<BrowserContext>();
  /** Main-frame navigations per page, to tell a request cut off by a navigation. */
  private readonly navigations = new WeakMap<Page, number>();
  private readonly navigationsAtRequest = new WeakMap<Request, number>();
  private readonly aborted: Request[] = [];

  constructor(private readonly origin: string) {}

  watch(context: BrowserContext) {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    context.on('console', (message) => this.onConsole(message));
    // A script, style or load the Content-Security-Policy blocks is a failure even where the
    // browser logs nothing of it: each violation is turned into a console error here.
    void context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
        ),
      ),
    );
    context.on('weberror', (error) =>
      this.problems.console.push(
        `pageerror: ${error.error().message} | page ${error.page()?.url() ?? '?'}`,
      ),
    );
    context.on('request', (request) => this.onRequest(request));
    context.on('response', (response) => this.onResponse(response));
    context.on('requestfailed', (request) => this.onRequestFailed(request));
    context.on('framenavigated', (frame) => {
      const page = frame.page();
      if (frame === page.mainFrame())
        this.navigations.set(page, (this.navigations.get(page) ?? 0) + 1);
    });
  }

  private onConsole(message: ConsoleMessage) {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    // Playwright's own note where a test keeps the offline worker out (`serviceWorkers: 'block'`
    // in playwright.config.ts): the test's doing, not the site's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    const source = message.location().url || '?';
    this.problems.console.push(
      `${type}: ${message.text()} | source ${source} | page ${message.page()?.url() ?? '?'}`,
    );
  }

  private onRequest(request: Request) {
    const page = pageOf(request);
    if (page) this.navigationsAtRequest.set(request, this.navigations.get(page) ?? 0);
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== this.origin)
      this.problems.offsite.push(`${request.method()} ${url} (${request.resourceType()})`);
  }

  private onResponse(response: Response) {
    if (response.status() < 400) return;
    const type = response.request().resourceType();
    this.problems.failed.push(`${response.status()} ${response.url()} (${type})`);
  }

  private onRequestFailed(request: Request) {
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason === 'net::ERR_ABORTED') {
      // Judged at the end of the test, once the navigation that cut it off has happened.
      this.aborted.push(request);
      return;
    }
    // Chrome reports a load blocked by the Content Security Policy as a console error naming
    // the directive, which is recorded above. With JavaScript turned off (a test's choice),
    // Chrome also blocks the page's script preloads with this reason, and that is no failure.
    if (reason === 'csp' && request.resourceType() === 'script') return;
    this.problems.failed.push(`${reason} ${request.url()} (${request.resourceType()})`);
  }

  /** An aborted request is a failure unless it is a navigation or a prefetch, or was cut off
   *  by a navigation or by closing its page. */
  private judgeAborted() {
    for (const request of this.aborted.splice(0)) {
      if (request.isNavigationRequest() || isPrefetch(request)) continue;
      const page = pageOf(request);
      if (!page || page.isClosed()) continue;
      if ((this.navigations.get(page) ?? 0) > (this.navigationsAtRequest.get(request) ?? 0))
        continue;
      this.problems.failed.push(
        `net::ERR_ABORTED ${request.url()} (${request.resourceType()}), not by a navigation`,
      );
    }
  }

  /** Waits until each open page has delivered the events it emitted so far. */
  async settle() {
    for (const context of this.contexts) {
      for (const page of context.pages()) {
        if (!page.isClosed()) await page.evaluate(() => 0).catch(() => {});
      }
    }
    this.judgeAborted();
  }
}

function checkAllowance(allowance: ProblemAllowance) {
  expect(allowance.reason.trim(), 'an allowance needs a reason').not.toBe('');
  const patterns = KINDS.flatMap((kind) => allowance[kind] ?? []);
  expect(patterns.length, `allowance "${allowance.reason}" lists no pattern`).toBeGreaterThan(0);
  for (const pattern of patterns) {
    // A pattern that matches anything (/.*/, /(?:)/) is a blanket opt-out, not an allowance.
    expect(pattern.test(''), `${pattern} matches everything: name the URL or message`).toBe(false);
  }
}

/** Recorded problems no allowance covers, and allowances that matched nothing. */
function judge(problems: Problems, allowances: readonly ProblemAllowance[]) {
  const unallowed: { [K in ProblemKind]: string[] } = { console: [], failed: [], offsite: [] };
  const used = new Set<ProblemAllowance>();
  for (const kind of KINDS) {
    for (const line of problems[kind]) {
      const allowance = allowances.find((a) => a[kind]?.some((pattern) => pattern.test(line)));
      if (allowance) used.add(allowance);
      else unallowed[kind].push(line);
    }
  }
  const stale = allowances.filter((a) => !a.optional && !used.has(a)).map((a) => a.reason);
  return { unallowed, stale };
}

const describeAllowance = (allowance: ProblemAllowance) =>
  `${allowance.reason}: ${KINDS.flatMap((kind) => (allowance[kind] ?? []).map((p) => `${kind} ${p}`)).join(', ')}`;

export const test = base.extend<{
  /** Problems this test causes on purpose, each with its reason. None by default. */
  allowProblems: readonly ProblemAllowance[];
  /** Everything recorded so far, allowed or not, for a test that looks mid-way. */
  problems: Problems;
  _problemRecorder: ProblemRecorder;
  _failOnProblems: void;
}>({
  allowProblems: [[], { option: true }],

  // The framework's scripts start after a page's first paint (lib/site/after-paint.ts), so a
  // control drawn by the server answers only once its island is hydrated, as on a slow phone.
  // Tests act as a visitor who waits for the page to be ready: `goto` and `reload` of the test's
  // page return once the lists runtime, which starts after hydration, has marked the page
  // (`data-lists`). A page without that loader (a plain file, a page drawn by its scripts, one
  // served without JavaScript) is not waited for; nor is one that never marks itself (a test of
  // a broken runtime), past a few seconds, after which the test's own checks decide.
  page: async ({ page }, use) => {
    const ready = async () => {
      await page
        .waitForFunction(
          () =>
            // No page script ran (JavaScript is off): nothing will mark it.
            !('__next_f' in self) ||
            !document.querySelector('script[data-after-paint]') ||
            document.documentElement.hasAttribute('data-lists'),
          null,
          { timeout: 8000 },
        )
        .catch(() => {});
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },

  _problemRecorder: async ({ browser, context, baseURL }, use) => {
    const recorder = new ProblemRecorder(new URL(baseURL ?? 'http://localhost').origin);
    recorder.watch(context);
    // Contexts the test makes itself: browser.newContext(), browser.newPage().
    const onContext = (created: BrowserContext) => recorder.watch(created);
    browser.on('context', onContext);
    await use(recorder);
    browser.off('context', onContext);
  },

  problems: async ({ _problemRecorder }, use) => {
    await use(_problemRecorder.problems);
  },

  _failOnProblems: [
    async ({ _problemRecorder, allowProblems }, use, testInfo) => {
      for (const allowance of allowProblems) {
        checkAllowance(allowance);
        testInfo.annotations.push({
          type: 'allowed problems',
          description: describeAllowance(allowance),
        });
      }
      await use();
      await _problemRecorder.settle();
      const { unallowed, stale } = judge(_problemRecorder.problems, allowProblems);
      expect(
        unallowed,
        'console errors and warnings, failed requests and requests leaving the site ' +
          '(a test that causes one on purpose declares it: test.use({ allowProblems }))',
      ).toEqual({ console: [], failed: [], offsite: [] });
      expect(stale, 'allowances that matched nothing: remove or correct them').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Titles of the listing cards on screen, in order. */
export async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('main article').locator('h2, h3').allInnerTexts();
}

/**
 * Titles of every result of the search on screen, in order: 'Load More Properties' (or its
 * Swahili) is pressed until every card is shown, as a visitor would (the curated site has more
 * listings than one page of twelve).
 */
export async function allCardTitles(page: Page, more = 'Load More Properties'): Promise<string[]> {
  const button = page.getByRole('button', { name: more });
  const cards = page.locator('main article');
  for (let i = 0; i < 50; i++) {
    // Wait for the results to settle before deciding there is nothing more to load.
    await page.waitForLoadState('networkidle');
    if ((await button.count()) === 0 || !(await button.isVisible())) break;
    const before = await cards.count();
    await button.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  return cardTitles(page);
}

/** Where `recordShares` keeps what the page last asked the Web Share API to share. */
export type Shared = { shared?: ShareData };

/**
 * Gives the page a Web Share API that records what it is asked to share in `window.shared`
 * (headless Chromium has none), so a test can read what a visitor would send.
 */
export async function recordShares(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as Shared).shared = data;
        return Promise.resolve();
      },
    });
  });
}
