import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from '@/components/ui/icons';
import type { IconData } from '@/lib/site/icon-data';
import { iconSprite } from '@/lib/site/icon-sprite';
import { SHARED_ICONS, SpriteIcon, SpriteProvider } from '@/components/ui/sprite-icon';

const check: IconData = {
  name: 'check',
  aliases: [],
  size: 24,
  node: [['path', { d: 'M20 6 9 17l-5-5', key: 'abc' }]],
};
const dot: IconData = {
  name: 'dot',
  aliases: [],
  size: 24,
  node: [['circle', { cx: '12', cy: '12', r: '1', key: 'x' }]],
};

describe('the icon sprite', () => {
  it('holds each icon once as a symbol of its box, its shapes without React keys', () => {
    const { svg } = iconSprite([check, dot, check]);
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol>' +
        '<symbol id="dot" viewBox="0 0 24 24"><circle cx="12" cy="12" r="1"/></symbol>' +
        '</svg>\n',
    );
  });

  it('is named by a hash of its contents, under /sprite/', () => {
    const one = iconSprite([check]);
    expect(one.name).toMatch(/^[0-9a-f]{8}\.svg$/);
    expect(one.path).toBe(`/sprite/${one.name}`);
    expect(iconSprite([check]).name).toBe(one.name);
    expect(iconSprite([check, dot]).name).not.toBe(one.name);
  });

  it('escapes what it writes, and refuses an attribute SVG would not know', () => {
    const odd: IconData = { ...check, node: [['path', { d: 'M0 0"<&' }]] };
    expect(iconSprite([odd]).svg).toContain('d="M0 0&quot;&lt;&amp;"');
    const react: IconData = { ...check, node: [['path', { strokeWidth: '2' }]] };
    expect(() => iconSprite([react])).toThrow(/check.*strokeWidth/);
  });
});

describe('the server icons', () => {
  const { iconSpriteFile, ...components } = icons;
  const sprite = iconSpriteFile();

  it('point into the sprite, hidden from assistive technology unless named', () => {
    expect(renderToStaticMarkup(createElement(icons.Heart, { className: 'size-4' }))).toBe(
      `<svg class="icon size-4" aria-hidden="true"><use href="${sprite.path}#heart"></use></svg>`,
    );
    expect(renderToStaticMarkup(createElement(icons.Star, { 'aria-label': 'Best' }))).toBe(
      `<svg class="icon" aria-label="Best"><use href="${sprite.path}#star"></use></svg>`,
    );
  });

  it('each find their symbol in a well-formed sprite', () => {
    const document = new DOMParser().parseFromString(sprite.svg, 'image/svg+xml');
    expect(document.querySelector('parsererror')).toBeNull();
    const ids = new Set([...document.querySelectorAll('symbol')].map((symbol) => symbol.id));
    for (const Icon of Object.values(components)) {
      const href = /href="([^"]+)"/.exec(renderToStaticMarkup(createElement(Icon)))?.[1] ?? '';
      const [path, id = ''] = href.split('#');
      expect(path).toBe(sprite.path);
      expect(ids.has(id), id).toBe(true);
    }
    expect(ids.size).toBe(Object.keys(components).length);
  });
});

describe('the icons the islands share with the server', () => {
  it('are each a symbol of the sprite', () => {
    const { svg } = icons.iconSpriteFile();
    for (const name of SHARED_ICONS) expect(svg).toContain(`<symbol id="${name}" `);
  });

  it('point into the sprite the page is given, hidden from assistive technology', () => {
    const drawn = renderToStaticMarkup(
      SpriteProvider({
        path: '/sprite/abcd1234.svg',
        children: createElement(SpriteIcon, { name: 'bath', className: 'size-4' }),
      }),
    );
    expect(drawn).toBe(
      '<svg class="icon size-4" aria-hidden="true"><use href="/sprite/abcd1234.svg#bath"></use></svg>',
    );
  });
});
