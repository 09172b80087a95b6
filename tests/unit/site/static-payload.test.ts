// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ALWAYS_DRAWN,
  DRAW_THE_SAME,
  leanPagePayload,
  leanPayload,
  parseRows,
} from '@/lib/site/static-payload';

/** A payload's text from its rows: each a JSON value (a model row) or a raw body (`I[…]`). */
function payload(rows: Record<string, unknown>): string {
  return Object.entries(rows)
    .map(
      ([id, value]) =>
        `${id}:${typeof value === 'string' && /^[A-Z]/.test(value) ? value : JSON.stringify(value)}\n`,
    )
    .join('');
}
const el = (type: string, props: Record<string, unknown>, key: string | null = null) => [
  '$',
  type,
  key,
  props,
];
const LONG =
  'A paragraph a visitor reads, long enough for its section to be worth replacing. '.repeat(3);
/** The model rows of a leaned payload, by id. */
function rowsOf(text: string): Map<string, unknown> {
  return new Map(
    (parseRows(text) ?? [])
      .filter((row) => row.value !== undefined)
      .map((row) => [row.id, row.value]),
  );
}

describe('reading the payload', () => {
  it('reads text rows by their byte length, multi-byte characters included', () => {
    const text = '1:T6,Habari2:"$1"\n3:Tc,Karibu 🏠 4:null\n';
    const rows = parseRows(text)!;
    expect(rows.map((row) => [row.id, row.tag])).toEqual([
      ['1', 'T'],
      ['2', ''],
      ['3', 'T'],
      ['4', ''],
    ]);
    expect(rows[2]!.raw.toString('utf8')).toBe('3:Tc,Karibu 🏠 ');
  });

  it('refuses a payload it does not understand', () => {
    expect(parseRows('1:{"unclosed"\n')).toBeNull();
    expect(parseRows('zz:null\n')).toBeNull();
    expect(parseRows('1:null')).toBeNull();
  });
});

describe('leaning the payload', () => {
  const PAGE = payload({
    1: '$Sreact.fragment',
    2: 'I[1,[],"SpriteProvider"]',
    3: 'I[2,[],"LanguageToggle"]',
    4: 'I[3,[],"TourLauncher"]',
    6: 'I[4,[],"Gallery"]',
    0: {
      t: el('$1', {
        children: el('$L2', {
          path: '/sprite.svg',
          children: [
            el('footer', { className: 'footer', children: [el('p', { children: LONG }), '$L5'] }),
            el('header', {
              children: [
                el('$L3', { label: 'Lugha' }),
                el('nav', { children: el('a', { href: '/', children: LONG }) }),
              ],
            }),
            el('$L4', { children: el('div', { className: 'plan', children: LONG }) }),
            el('$L6', {
              mains: [el('picture', { className: 'contents', children: LONG })],
              caption: el('em', { children: LONG }),
            }),
            el('script', {
              type: 'application/ld+json',
              dangerouslySetInnerHTML: { __html: LONG },
            }),
          ],
        }),
      }),
    },
    5: el('small', { children: LONG }),
  });
  const leaned = leanPayload(PAGE)!;
  const root = JSON.stringify(rowsOf(leaned.text).get('0'));

  it('replaces a section drawn by the server only with an empty leaf, keeping its attributes', () => {
    expect(root).toContain(
      '["$","footer",null,{"className":"footer","dangerouslySetInnerHTML":{"__html":""}}]',
    );
  });

  it('drops the rows only a replaced section used', () => {
    expect(rowsOf(leaned.text).has('5')).toBe(false);
    expect(leaned.saving.rows).toBe(1);
  });

  it('keeps an island, and replaces the server-drawn parts beside it', () => {
    expect(root).toContain('["$","$L3",null,{"label":"Lugha"}]');
    expect(root).toContain('["$","nav",null,{"dangerouslySetInnerHTML":{"__html":""}}]');
  });

  it('leaves the children of an island that may draw them later or again', () => {
    expect(root).toContain(`["$","div",null,{"className":"plan","children":"${LONG}"}]`);
  });

  it('replaces what an island draws once, always, where given: only the props said so', () => {
    expect(root).toContain(
      '"mains":[["$","picture",null,{"className":"contents","dangerouslySetInnerHTML":{"__html":""}}]]',
    );
    expect(root).toContain(`"caption":["$","em",null,{"children":"${LONG}"}]`);
  });

  it('empties inner HTML held in a text row, and drops the row', () => {
    const text = payload({
      0: [el('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '$7' } })],
    }).concat(`7:T${Buffer.byteLength(LONG).toString(16)},${LONG}`);
    const result = leanPayload(text)!;
    expect(result.text).toBe(
      '0:[["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":""}}]]\n',
    );
    expect(result.saving.rows).toBe(1);
  });

  it('empties inner HTML the page already holds (structured data)', () => {
    expect(root).toContain(
      '{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":""}}',
    );
  });

  it('counts what it saved', () => {
    expect(leaned.saving.elements).toBe(4);
    expect(leaned.saving.after).toBeLessThan(leaned.saving.before / 2);
  });

  it('keeps whole an element that another part of the payload points into', () => {
    const shared = payload({
      2: 'I[1,[],"MetadataBoundary"]',
      0: [
        el('section', { children: [el('p', { children: LONG }), el('p', { children: LONG })] }),
        el('$L2', { style: '$0:0:props:children:1' }),
      ],
    });
    const root = JSON.stringify(rowsOf(leanPayload(shared)!.text).get('0'));
    expect(root).toContain(
      '["$","section",null,{"children":[["$","p",null,{"dangerouslySetInnerHTML"',
    );
    expect(root).toContain(`["$","p",null,{"children":"${LONG}"}]]}]`);
  });

  it('writes out a small object shared by path, so that the section holding it can go', () => {
    const shared = payload({
      0: [
        el('section', {
          children: [
            el('span', { 'data-approx': 1, dangerouslySetInnerHTML: { __html: '' } }),
            el('p', { children: LONG }),
          ],
        }),
        el('span', {
          dangerouslySetInnerHTML: '$0:0:props:children:0:props:dangerouslySetInnerHTML',
        }),
      ],
    });
    const root = JSON.stringify(rowsOf(leanPayload(shared)!.text).get('0'));
    expect(root).toBe(
      '[["$","section",null,{"dangerouslySetInnerHTML":{"__html":""}}],["$","span",null,{"dangerouslySetInnerHTML":{"__html":""}}]]',
    );
  });

  it('treats an icon island that always draws the same as server-drawn', () => {
    const icons = payload({
      2: 'I[1,[],"SpriteIcon"]',
      3: 'I[2,[],"SaveButton"]',
      0: [
        el('article', { children: [el('$L2', { name: 'bath' }), el('p', { children: LONG })] }),
        el('aside', { children: [el('$L3', { slug: 'x' }), el('p', { children: LONG })] }),
      ],
    });
    const root = JSON.stringify(rowsOf(leanPayload(icons)!.text).get('0'));
    expect(root).toContain('["$","article",null,{"dangerouslySetInnerHTML":{"__html":""}}]');
    expect(root).toContain('["$","aside",null,{"children":[["$","$L3",null,{"slug":"x"}]');
  });

  it('keeps an element holding a row it cannot vouch for (a promise, a Suspense boundary)', () => {
    const pending = payload({
      1: '$Sreact.suspense',
      0: [
        el('section', { children: [el('p', { children: LONG }), '$@2'] }),
        el('aside', { children: el('$1', { children: el('p', { children: LONG }) }) }),
      ],
      2: el('p', { children: LONG }),
    });
    const root = JSON.stringify(rowsOf(leanPayload(pending)!.text).get('0'));
    expect(root).toContain('["$","section",null,{"children":[["$","p"');
    expect(root).toContain(
      `["$","aside",null,{"children":["$","$1",null,{"children":["$","p",null,{"children":"${LONG}"}]}]}]`,
    );
  });

  it('keeps a row that a kept part still names', () => {
    const named = payload({
      3: 'I[1,[],"Gallery"]',
      0: [
        el('section', { children: [el('p', { children: LONG }), '$5'] }),
        el('$L3', { caption: '$5' }),
      ],
      5: el('em', { children: LONG }),
    });
    const result = leanPayload(named)!;
    expect(rowsOf(result.text).has('5')).toBe(true);
    expect(result.saving.rows).toBe(0);
  });
});

describe('leaning a page', () => {
  const text = payload({
    0: [
      el('main', {
        children: [el('h1', { children: 'Nyumba <Kilimani> & more' }), el('p', { children: LONG })],
      }),
    ],
  });
  const half = Math.floor(text.length / 2);
  const push = (chunk: unknown[]) =>
    `<script>self.__next_f.push(${JSON.stringify(chunk).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')})</script>`;
  const page = `<html><body><main><h1>Nyumba</h1></main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${push([1, text.slice(0, half)])}${push([1, text.slice(half)])}</body></html>`;

  it('writes the payload as one script where the first was, escaped for HTML', () => {
    const { html, saving } = leanPagePayload(page);
    expect(saving?.elements).toBe(1);
    expect(html.match(/__next_f\.push\(\[1,/g)).toHaveLength(1);
    expect(html).toContain(
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,',
    );
    expect(html).not.toMatch(/<script>self[^<]*<(?!\/script>)/);
    const chunk = JSON.parse(
      /self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/.exec(html)![1]!,
    ) as [number, string];
    expect(chunk[1]).toBe('0:[["$","main",null,{"dangerouslySetInnerHTML":{"__html":""}}]]\n');
  });

  it('leaves a page alone whose payload it does not know', () => {
    expect(leanPagePayload('<p>no payload</p>')).toEqual({
      html: '<p>no payload</p>',
      saving: null,
    });
    const binary = page.replace(
      'push([0])',
      'push([0])</script><script>self.__next_f.push([3,"AAEC"])',
    );
    expect(leanPagePayload(binary).html).toBe(binary);
  });
});

describe('the islands it trusts', () => {
  it('are components the site exports under those names', async () => {
    const modules: Record<string, unknown>[] = [
      await import('@/components/ui/sprite-icon'),
      await import('@/components/listing/gallery'),
    ];
    for (const name of [...ALWAYS_DRAWN.keys(), ...DRAW_THE_SAME])
      expect(
        modules.some((module) => typeof module[name] === 'function'),
        name,
      ).toBe(true);
  });
});
