// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_LIMIT_MS,
  AFTER_PAINT_LOADER,
  PAINT_FIRST_GLOBAL,
  scriptsAfterPaint,
  startScriptsAfterPaint,
} from '@/lib/site/after-paint';

const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script src="/_next/static/chunks/p.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/w.js" async=""></script>' +
  '<link rel="preload" as="image" href="/photos/x/1-800.avif"/>' +
  '</head><body><p>Home</p><script>self.__next_f.push([1,"x"])</script></body></html>';

describe('starting the framework scripts after the first paint', () => {
  const moved = startScriptsAfterPaint(PAGE);

  it('takes out the async chunks and their preloads, keeping the stylesheet, the polyfill and the photo', () => {
    expect(moved).not.toContain('async=""');
    expect(moved).not.toContain('as="script"');
    expect(moved).toContain('<link rel="stylesheet" href="/_next/static/chunks/s.css"');
    expect(moved).toContain('<script src="/_next/static/chunks/p.js" noModule=""></script>');
    expect(moved).toContain('<link rel="preload" as="image"');
  });

  it('names them, in order, on one loader at the end of the body, after the page payload', () => {
    expect(scriptsAfterPaint(moved)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/w.js',
    ]);
    expect(moved).toMatch(
      new RegExp(
        `__next_f\\.push\\(\\[1,"x"\\]\\)</script><script data-after-paint="[^"]+">${AFTER_PAINT_LOADER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script></body>`,
      ),
    );
  });

  it('changes nothing the second time, or on a page without chunks', () => {
    expect(startScriptsAfterPaint(moved)).toBe(moved);
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(startScriptsAfterPaint(plain)).toBe(plain);
    expect(scriptsAfterPaint(plain)).toEqual([]);
  });

  it('refuses a page it cannot finish rather than dropping its scripts', () => {
    expect(() =>
      startScriptsAfterPaint('<script src="/_next/static/chunks/a.js" async=""></script>'),
    ).toThrow(/no <\/body>/);
  });
});

describe('the loader', () => {
  /**
   * Runs the loader in a page of `images` main images, in a browser that reports paints or not,
   * visible or hidden; what it added, and the hooks to move it on.
   */
  function run(
    images: number,
    {
      paints = true,
      hidden = false,
      paintFirst,
    }: { paints?: boolean; hidden?: boolean; paintFirst?: Promise<unknown> } = {},
  ) {
    const added: string[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; ms?: number }[] = [];
    const decoded: { resolve: () => void; reject: () => void }[] = [];
    let painted: ((names: string[]) => void) | undefined;
    const script = { getAttribute: () => '/_next/static/chunks/a.js /_next/static/chunks/b.js' };
    const image = () => ({
      decode: () =>
        new Promise<void>((resolve, reject) => decoded.push({ resolve, reject: () => reject() })),
    });
    class PerformanceObserver {
      static supportedEntryTypes = paints ? ['paint', 'resource'] : ['resource'];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        painted = (names) =>
          callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      }
      observe(options: unknown) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        painted = undefined;
      }
    }
    const document = {
      currentScript: script,
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (element: { src: string }) => added.push(element.src) },
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('img[fetchpriority=high]');
        return Array.from({ length: images }, image);
      },
    };
    new Function(
      'document',
      'window',
      'requestAnimationFrame',
      'setTimeout',
      'addEventListener',
      AFTER_PAINT_LOADER,
    )(
      document,
      { PerformanceObserver, ...(paintFirst && { [PAINT_FIRST_GLOBAL]: paintFirst }) },
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms?: number) => timers.push({ callback, ms }),
      (name: string, callback: () => void) => (listeners[name] = callback),
    );
    /** The frame after everything waited for, and its timeout: the chunks start. */
    const nextFrame = () => {
      frames.shift()!();
      timers.find((timer) => timer.ms === undefined)!.callback();
    };
    return {
      added,
      listeners,
      frames,
      timers,
      decoded,
      paint: (names: string[]) => painted?.(names),
      nextFrame,
    };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const CHUNKS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];

  it('without main images, adds each chunk once, a frame after the first contentful paint', () => {
    const page = run(0);
    page.paint(['first-paint']);
    expect(page.frames).toHaveLength(0);
    page.paint(['first-paint', 'first-contentful-paint']);
    expect(page.added).toEqual([]);
    page.nextFrame();
    expect(page.added).toEqual(CHUNKS);
    page.paint(['first-contentful-paint']);
    page.timers.find((timer) => timer.ms === AFTER_PAINT_LIMIT_MS)!.callback();
    expect(page.added).toEqual(CHUNKS);
    expect(page.listeners.load).toBeUndefined();
  });

  it('waits for every main image to be decoded (or to fail) as well', async () => {
    const page = run(2);
    page.paint(['first-contentful-paint']);
    page.decoded[0]!.resolve();
    await settle();
    expect(page.frames).toHaveLength(0);
    page.decoded[1]!.reject();
    await settle();
    page.nextFrame();
    expect(page.added).toEqual(CHUNKS);
  });

  it('in a browser that reports no paints, waits for the images only', async () => {
    const page = run(1, { paints: false });
    page.decoded[0]!.resolve();
    await settle();
    page.nextFrame();
    expect(page.added).toEqual(CHUNKS);
  });

  it('on a page that paints first, starts them when its paint settles, not at the first paint', async () => {
    let done!: () => void;
    const page = run(1, { paintFirst: new Promise<void>((resolve) => (done = resolve)) });
    page.paint(['first-contentful-paint']);
    page.decoded[0]?.resolve();
    await settle();
    expect(page.added).toEqual([]);
    done();
    await settle();
    expect(page.added).toEqual(CHUNKS);
    const failed = run(0, { paintFirst: Promise.reject(new Error('offline')) });
    await settle();
    expect(failed.added).toEqual(CHUNKS);
  });

  it('starts them at load in a hidden page, and after its time limit whatever happens', () => {
    const hidden = run(1, { hidden: true });
    hidden.listeners.load!();
    expect(hidden.added).toEqual(CHUNKS);
    const late = run(1);
    late.timers.find((timer) => timer.ms === AFTER_PAINT_LIMIT_MS)!.callback();
    expect(late.added).toEqual(CHUNKS);
  });
});
