import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClass } from '@/components/ui/button';

const css = readFileSync('app/globals.css', 'utf8');
const defined = new Set([...css.matchAll(/^\s*\.(btn[a-z0-9-]*)\s*\{/gm)].map((m) => m[1]));

describe('buttonClass', () => {
  it('names the base class, one variant and one size, then any layout classes', () => {
    expect(buttonClass()).toBe('btn btn-primary btn-lg');
    expect(buttonClass('whatsapp', 'md', 'w-full')).toBe('btn btn-whatsapp btn-md w-full');
    expect(buttonClass('outline', 'wide', false)).toBe('btn btn-outline btn-wide');
  });

  it('only names classes app/globals.css styles, and every style there is reachable', () => {
    const named = new Set(['btn', ...[...BUTTON_VARIANTS, ...BUTTON_SIZES].map((n) => `btn-${n}`)]);
    expect([...named].filter((c) => !defined.has(c))).toEqual([]);
    expect([...defined].filter((c) => !named.has(c!))).toEqual([]);
  });
});
