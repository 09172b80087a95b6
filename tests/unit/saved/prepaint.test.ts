import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { parseHomesParam } from '@/lib/saved/homes-param';
import { MAX_HOMES_PARAM, MAX_SAVED_HOMES } from '@/lib/saved/limits';
import {
  cardFragmentPath,
  clearPrepaint,
  FRAME_FILES,
  PREPAINT_ID,
  prepaintConfig,
  prepaintScript,
  prepaintSharedList,
} from '@/lib/saved/prepaint';
import { PAINT_FIRST_GLOBAL } from '@/lib/site/after-paint';

// What the build writes (scripts/build/list-cards.tsx), reduced to what the script reads.
const FRAME = (lead: string) =>
  `<section><h2>Shared</h2><p>${lead}</p><button type="button">Save all</button><ul></ul></section>`;
const card = (slug: string) =>
  `<li class="flex"><article><img src="/photos/${slug}/1.jpg" loading="lazy"><h3>${slug}</h3></article></li>`;

const KNOWN = ['a-home', 'b-home', 'c-home', 'd-home'];

/** The export's /cards/en/: the two frames and the cards of KNOWN; anything else is a 404. */
function serve(): ReturnType<typeof vi.fn> {
  const fetch = vi.fn(async (url: string) => {
    const file = url.replace('/cards/en/', '');
    const body =
      file === FRAME_FILES.one
        ? FRAME('1 home')
        : file === FRAME_FILES.other
          ? FRAME('{n} homes')
          : KNOWN.includes(file.replace(/\.html$/, ''))
            ? card(file.replace(/\.html$/, ''))
            : undefined;
    return new Response(body ?? 'Not found', { status: body ? 200 : 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open(search: string): HTMLElement {
  window.history.replaceState(null, '', `/saved/${search}`);
  document.body.innerHTML = `<div id="${PREPAINT_ID}"></div>`;
  return document.getElementById(PREPAINT_ID)!;
}

/** Lets the script's fetches and their handlers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const titles = (box: HTMLElement) =>
  [...box.querySelectorAll('h3')].map((heading) => heading.textContent);
const fetched = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => !url.includes('_shared'));

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prepaintSharedList', () => {
  it('paints the frame and the link’s cards in its order, counted, the first two eager', async () => {
    const fetch = serve();
    const box = open('?homes=c-home,a-home,b-home');
    prepaintSharedList(prepaintConfig('en'));
    await settle();
    expect(titles(box)).toEqual(['c-home', 'a-home', 'b-home']);
    expect(box.querySelector('p')?.textContent).toBe('3 homes');
    const images = [...box.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null]);
    expect(fetched(fetch)).toEqual(
      ['c-home', 'a-home', 'b-home'].map((s) => cardFragmentPath('en', s)),
    );
  });

  it('tells the page’s script loader when the first photos are painted, and at once without a link', async () => {
    serve();
    const hook = () => (window as unknown as Record<string, unknown>)[PAINT_FIRST_GLOBAL];
    open('');
    prepaintSharedList(prepaintConfig('en'));
    await expect(hook()).resolves.toBeUndefined();
    const decoded: string[] = [];
    // jsdom has no decode(); a browser's resolves once the photo can be painted.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        decoded.push(this.getAttribute('src')!);
        return Promise.resolve();
      },
    });
    onTestFinished(() => {
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    });
    const box = open('?homes=a-home,b-home,c-home');
    prepaintSharedList(prepaintConfig('en'));
    await hook();
    expect(titles(box)).toEqual(['a-home', 'b-home', 'c-home']);
    expect(decoded).toEqual(['/photos/a-home/1.jpg', '/photos/b-home/1.jpg']);
  });

  it('says "1 home" for one, and leaves out, and does not count, a home with no card', async () => {
    serve();
    const box = open('?homes=gone-home,a-home');
    prepaintSharedList(prepaintConfig('en'));
    await settle();
    expect(titles(box)).toEqual(['a-home']);
    expect(box.querySelector('p')?.textContent).toBe('1 home');
  });

  it('paints nothing when no card of the link exists', async () => {
    serve();
    const box = open('?homes=gone-home,other-gone');
    prepaintSharedList(prepaintConfig('en'));
    await settle();
    expect(box.childElementCount).toBe(0);
  });

  it('reads a hostile link as parseHomesParam does: well-formed slugs, once each', async () => {
    const fetch = serve();
    const box = open(
      `?homes=${encodeURIComponent(' a-home ,A-HOME,../x,a-home,<b>,,b-home,' + 'x'.repeat(200))}`,
    );
    prepaintSharedList(prepaintConfig('en'));
    await settle();
    expect(titles(box)).toEqual(['a-home', 'b-home']);
    expect(fetched(fetch)).toEqual([
      cardFragmentPath('en', 'a-home'),
      cardFragmentPath('en', 'b-home'),
    ]);
    // The same slugs, in the same order, as the island's own reader takes from the link.
    const raw = new URLSearchParams(location.search).get('homes');
    expect(fetched(fetch)).toEqual(
      parseHomesParam(raw, () => true, MAX_SAVED_HOMES).slugs.map((s) => cardFragmentPath('en', s)),
    );
  });

  it('cuts a huge link before reading it, and paints at most the first screenfuls', async () => {
    const fetch = serve();
    const slugs = Array.from({ length: 5000 }, (_, i) => `home-${i}`);
    const value = slugs.join(',');
    expect(value.length).toBeGreaterThan(MAX_HOMES_PARAM);
    open(`?homes=${value}`);
    prepaintSharedList(prepaintConfig('en'));
    await settle();
    expect(fetched(fetch)).toHaveLength(prepaintConfig('en').show);
  });

  it('does nothing without a link, and fetches nothing', async () => {
    const fetch = serve();
    for (const search of ['', '?homes=', '?other=a-home']) {
      const box = open(search);
      prepaintSharedList(prepaintConfig('en'));
      await settle();
      expect(box.childElementCount).toBe(0);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stays quiet offline, and leaves the page to the island', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const box = open('?homes=a-home');
    expect(() => prepaintSharedList(prepaintConfig('en'))).not.toThrow();
    await settle();
    expect(box.childElementCount).toBe(0);
  });

  it('does not paint over a list the island has drawn first', async () => {
    serve();
    const box = open('?homes=a-home,b-home');
    prepaintSharedList(prepaintConfig('en'));
    clearPrepaint();
    await settle();
    expect(box.childElementCount).toBe(0);
  });
});

describe('clearPrepaint', () => {
  it('empties the painted copy', async () => {
    serve();
    const box = open('?homes=a-home');
    prepaintSharedList(prepaintConfig('en'));
    await settle();
    expect(titles(box)).toEqual(['a-home']);
    clearPrepaint();
    expect(box.childElementCount).toBe(0);
  });

  it('is harmless on a page without the element', () => {
    document.body.innerHTML = '';
    expect(() => clearPrepaint()).not.toThrow();
  });
});

describe('prepaintScript', () => {
  it('is a whole script on its own: run as text, it paints from its language’s folder', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.startsWith('/cards/sw/')
        ? new Response(url.includes('_shared') ? FRAME('nyumba {n}') : card('a-home'))
        : new Response('', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    const box = open('?homes=a-home');
    new Function(prepaintScript('sw'))();
    await settle();
    expect(titles(box)).toEqual(['a-home']);
  });
});
