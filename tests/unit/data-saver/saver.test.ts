import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAVER_BOOT_SCRIPT, saverChoice, saverOn } from '@/lib/data-saver/saver';
import { CACHES } from '@/lib/offline/protocol';
import { formatBytes } from '@/lib/site/format';

describe('the data saver', () => {
  it("follows the visitor's choice, else the browser's hint", () => {
    expect(saverOn(undefined, false)).toBe(false);
    expect(saverOn(undefined, true)).toBe(true);
    expect(saverOn('off', true)).toBe(false);
    expect(saverOn('on', false)).toBe(true);
  });
  it('treats anything else in storage as no choice', () => {
    expect(saverChoice('on')).toBe('on');
    expect(saverChoice('off')).toBe('off');
    for (const bad of [null, undefined, '', 'ON', '{"on":true}', 'on '])
      expect(saverChoice(bad)).toBeUndefined();
  });

  /** Runs the page's first script against a stand-in document, navigator and storage. */
  function boot(stored: string | null | 'throws', saveData?: boolean): boolean {
    const attributes = new Set<string>();
    const storage = {
      getItem: () => {
        if (stored === 'throws') throw new Error('SecurityError');
        return stored;
      },
    };
    const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
    const navigator = saveData === undefined ? {} : { connection: { saveData } };
    new Function('document', 'navigator', 'localStorage', SAVER_BOOT_SCRIPT)(
      document,
      navigator,
      storage,
    );
    return attributes.has('data-saver');
  }
  it('is set before the first paint by the first script of the page, by the same rule', () => {
    expect(boot(null)).toBe(false);
    expect(boot(null, true)).toBe(true);
    expect(boot('off', true)).toBe(false);
    expect(boot('on', false)).toBe(true);
    expect(boot('garbage', true)).toBe(true);
    expect(boot('throws', true)).toBe(true);
    expect(boot('throws')).toBe(false);
  });
});

describe('what a button says it costs', () => {
  it('counts in thousands, as phones and bundles do', () => {
    expect(formatBytes(0)).toBe('1 KB');
    expect(formatBytes(840_400)).toBe('840 KB');
    expect(formatBytes(999_499)).toBe('999 KB');
    expect(formatBytes(1_000_000)).toBe('1.0 MB');
    expect(formatBytes(2_345_678)).toBe('2.3 MB');
    expect(formatBytes(4_150_000)).toBe('4.2 MB');
  });
});

describe('the kill switch', () => {
  it("deletes the caches the worker keeps, by their names' common prefix", () => {
    const retire = readFileSync('deploy/retire-sw.js', 'utf8');
    const prefix = /indexOf\('([^']+)'\) === 0/.exec(retire)?.[1];
    expect(prefix).toBe('n360-');
    for (const name of [
      CACHES.pages,
      CACHES.photos,
      CACHES.assets,
      CACHES.meta,
      CACHES.shellPrefix,
    ])
      expect(name.startsWith(prefix!)).toBe(true);
    expect(retire).toContain('self.registration.unregister()');
  });
});
