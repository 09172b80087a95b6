/*
 * A shared shortlist's cards, painted before the page's scripts arrive.
 *
 * /saved/?homes=a,b is one static page for every link: its cards are drawn by an island, which
 * needs the framework runtime, its own chunk and the search index first. On a slow phone network
 * that put the first photo at about 3 s. So the build writes each listing's card, in each
 * language, as an HTML fragment drawn by the island's own component (scripts/build/list-cards.tsx),
 * and a small inline script of the page fetches the first few and paints them, framed like the
 * island's list, while the runtime is still on its way. When the island draws its list it empties
 * the painted copy in the same commit (`clearPrepaint`): the same markup in the same place, so
 * nothing moves.
 *
 * The painted copy is only a picture of what comes: its buttons are hidden until the island's
 * replace them (`.prepaint button` in app/globals.css), and every failure (no such card, offline,
 * an odd link) leaves the page as it was without it.
 */
import type { Locale } from '@/lib/i18n/locales';
import { MAX_HOMES_PARAM, MAX_SAVED_HOMES, MAX_SLUG_LENGTH } from './limits';
import { SLUG_PATTERN } from './homes-param';
import { PAINT_FIRST_GLOBAL } from '@/lib/site/after-paint';

/** The element the script paints into. Its content is React's `dangerouslySetInnerHTML`. */
export const PREPAINT_ID = 'list-prepaint';

/** Where the export keeps the fragments: `/cards/<locale>/<slug>.html`, and the two frames. */
export const CARDS_FOLDER = 'cards';

/** The frame's file when the link names one home, and when it names more ('{n} homes'). */
export const FRAME_FILES = { one: '_shared-one.html', other: '_shared.html' } as const;

/** The placeholder of the count in the frame's lead, as the dictionary writes it. */
export const COUNT_SLOT = '{n}';

/** A language's folder of fragments in the export, `cards/en`. */
export function cardsFolder(locale: Locale): string {
  return `${CARDS_FOLDER}/${locale}`;
}

/** A listing's card fragment, as the export serves it. */
export function cardFragmentPath(locale: Locale, slug: string): string {
  return `/${cardsFolder(locale)}/${slug}.html`;
}

export interface PrepaintConfig {
  /** The page's folder of fragments, `/cards/en/`. */
  base: string;
  id: string;
  /** A slug's shape, as `isSlug` checks it (lib/saved/homes-param.ts). */
  slug: string;
  maxSlug: number;
  maxParam: number;
  limit: number;
  /** How many cards are painted: those a phone or a wide screen shows first. */
  show: number;
  /** How many of them load their photo at once, with high priority (the island's `eager`). */
  eager: number;
  slot: string;
  frames: { one: string; other: string };
  /** The global the page's script loader waits on (PAINT_FIRST_GLOBAL). */
  hook: string;
}

export function prepaintConfig(locale: Locale): PrepaintConfig {
  return {
    base: `/${cardsFolder(locale)}/`,
    id: PREPAINT_ID,
    slug: SLUG_PATTERN.source,
    maxSlug: MAX_SLUG_LENGTH,
    maxParam: MAX_HOMES_PARAM,
    limit: MAX_SAVED_HOMES,
    show: 8,
    eager: 2,
    slot: COUNT_SLOT,
    frames: FRAME_FILES,
    hook: PAINT_FIRST_GLOBAL,
  };
}

/**
 * The inline script. It runs in the browser as its own text (`prepaintScript`), so it is
 * written without imports or syntax that would need the bundler's helpers, and it reads the
 * link the way `parseHomesParam` does (well-formed slugs, once each, up to the limit). It never
 * throws: a failure of any part leaves the page to the island.
 */
export function prepaintSharedList(c: PrepaintConfig): void {
  let painted: Promise<unknown> = Promise.resolve();
  try {
    painted = paint();
  } catch {
    // A browser without what the script uses: the island draws the list as before.
  }
  // The framework's scripts start when this settles (lib/site/after-paint.ts): at once without a
  // shared link, else once the first cards' photos are decoded, so they do not share the
  // network with them.
  (window as unknown as Record<string, unknown>)[c.hook] = painted;

  function paint(): Promise<unknown> {
    const raw = new URLSearchParams(location.search).get('homes');
    const box = document.getElementById(c.id);
    if (!raw || !box) return Promise.resolve();
    const shape = new RegExp(c.slug);
    const slugs: string[] = [];
    const parts = raw.slice(0, c.maxParam).split(',');
    if (raw.length > c.maxParam) parts.pop();
    for (const part of parts) {
      const slug = part.trim();
      if (slug.length > c.maxSlug || !shape.test(slug) || slugs.includes(slug)) continue;
      if (slugs.length < c.limit) slugs.push(slug);
    }
    if (slugs.length === 0) return Promise.resolve();
    const text = (file: string) =>
      fetch(c.base + file).then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      });
    // Both forms of the lead ('1 home', '{n} homes'): how many homes the link names that the site
    // still lists is known only when their cards have come.
    const frames = Promise.all([text(c.frames.one), text(c.frames.other)]);
    const cards = slugs.slice(0, c.show).map((slug) => text(`${slug}.html`).catch(() => ''));
    return Promise.all([frames, Promise.all(cards)])
      .then(([[one, other], cardHtml]) => {
        // The island got there first: its list is already on the page.
        if (box.hasAttribute('data-done') || !cardHtml.some(Boolean)) return;
        // A home the site no longer lists has no card; the island will say so, and count the rest.
        const count = slugs.length - cardHtml.filter((html) => !html).length;
        const copy = document.createElement('template');
        copy.innerHTML = count === 1 ? one : other.split(c.slot).join(String(count));
        const grid = copy.content.querySelector('ul');
        if (!grid) return;
        const eager: HTMLImageElement[] = [];
        for (const html of cardHtml) {
          if (!html) continue;
          const card = document.createElement('template');
          card.innerHTML = html;
          const img = card.content.querySelector('img');
          if (img && eager.length < c.eager) {
            img.setAttribute('loading', 'eager');
            img.setAttribute('fetchpriority', 'high');
            eager.push(img);
          }
          grid.appendChild(card.content);
        }
        box.replaceChildren(copy.content);
        return Promise.all(eager.map((img) => img.decode().catch(() => {})));
      })
      .catch(() => {});
  }
}

/** The script's text, for the page's inline `<script>` (its hash goes into the page's CSP). */
export function prepaintScript(locale: Locale): string {
  return `(${prepaintSharedList.toString()})(${JSON.stringify(prepaintConfig(locale))})`;
}

/**
 * Called by the island in the commit that draws its list: the painted copy goes, and a fetch
 * still under way will not paint it again.
 */
export function clearPrepaint(): void {
  const box = document.getElementById(PREPAINT_ID);
  if (!box) return;
  box.setAttribute('data-done', '');
  box.replaceChildren();
}
