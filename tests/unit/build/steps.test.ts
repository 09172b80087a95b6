// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STEPS } from '@/scripts/build/steps';

const ROOT = path.resolve(__dirname, '../../..');

describe('the build steps', () => {
  it('have unique names', () => {
    const names = STEPS.map((step) => step.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('run the checks first and the record of pages last, around next build', () => {
    const names = STEPS.map((step) => step.name);
    expect(names[0]).toBe('finance-data');
    expect(names.at(-1)).toBe('pages-manifest');
    // The page plan comes last before next build, with every page input and public/ made; the
    // reused pages are back before their script policies are collected.
    expect(names.indexOf('pages')).toBe(names.indexOf('next') - 1);
    expect(names.indexOf('reuse-pages')).toBeLessThan(names.indexOf('csp'));
    // Everything next build bundles or copies from public/ must exist before it runs.
    const next = names.indexOf('next');
    for (const step of ['photo-variants', 'preview-images', 'map-assets', 'map-pictures'])
      expect(names.indexOf(step)).toBeLessThan(next);
    expect(names.indexOf('prune-export')).toBeGreaterThan(next);
  });

  it('are the ones docs/architecture.md lists, in the same order', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## The build'), doc.indexOf('## Search engines'));
    const documented = [...section.matchAll(/^\| `([\w-]+)` +\|/gm)].map((match) => match[1]);
    expect(documented).toEqual(STEPS.map((step) => step.name));
  });
});
