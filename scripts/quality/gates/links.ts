// Gate: crawls the served export from the home page (and through the language toggle, every
// Swahili page) and finds no broken internal link: every internal link answers 200. An address
// the site does not have, in both languages, must answer 404 with the site's own 404 page.
import { LinkChecker } from 'linkinator';
import { dictionary } from '@/lib/i18n/dictionary';
import { LOCALES, localePath, splitLocale } from '@/lib/i18n/locales';
import { finish, serveExport } from './common';

const UNDEFINED_ROUTES = LOCALES.map((locale) => localePath(locale, '/no-such-page/'));
const server = await serveExport(Number(process.env.LINKS_PORT ?? 4181));
try {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${server.url}/`,
    recurse: true,
    concurrency: 8,
    timeout: 10_000,
    // Outbound links (WhatsApp, sponsors, tel:, mailto:) are not ours to check here.
    linksToSkip: (link) => Promise.resolve(!link.startsWith(server.url)),
  });
  const internal = result.links.filter(
    (l) => l.url.startsWith(server.url) && l.state !== 'SKIPPED',
  );
  const pathOf = (url: string) => {
    const path = new URL(url).pathname;
    return path.endsWith('/') ? path : `${path}/`;
  };
  const broken = internal.filter((l) => l.state === 'BROKEN');
  for (const l of broken) console.log(`broken: ${l.url} (${l.status}) linked from ${l.parent}`);

  const undefinedChecks = await Promise.all(
    UNDEFINED_ROUTES.map(async (route) => {
      const response = await fetch(`${server.url}${route}`);
      const body = await response.text();
      const linked = internal.some((l) => pathOf(l.url) === route);
      return {
        route,
        status: response.status,
        // The 404 page in the address's language (a plain host serves the one 404.html, which
        // carries both languages and shows the right one in the browser).
        sitePage: body.includes(dictionary(splitLocale(route).locale).notFound.heading),
        linked,
      };
    }),
  );
  const badUndefined = undefinedChecks.filter((c) => c.status !== 404 || !c.sitePage);
  const pages = new Set(internal.filter((l) => l.state === 'OK').map((l) => l.url));
  await finish('links', {
    ok: broken.length === 0 && badUndefined.length === 0,
    summary: `${internal.length} internal links crawled (${pages.size} distinct URLs), ${broken.length} broken; unknown addresses answering 404 with the site page: ${undefinedChecks.length - badUndefined.length}/${UNDEFINED_ROUTES.length}`,
    headers: ['unknown address', 'status', "site's 404 page", 'linked from the site'],
    rows: undefinedChecks.map((c) => [
      c.route,
      c.status,
      c.sitePage ? 'yes' : 'NO',
      c.linked ? 'yes' : 'no',
    ]),
  });
} finally {
  server.close();
}
