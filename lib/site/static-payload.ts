/**
 * Sections the browser never draws again leave the hydration payload.
 *
 * Next writes each page twice: once as HTML, and once as the React Server Components payload
 * that React hydrates from (`self.__next_f.push([1, "…"])` scripts at the end of `<body>`). The
 * payload repeats every element of the page, its class lists, texts and icons: 55 to 60% of a
 * page's bytes. Yet most of a page is drawn by server components only (the header's logo, the
 * footer, a listing's facts, an area's sections) and no script ever draws it again: the site has
 * no client-side navigation (the payload files a router would fetch are not even exported:
 * scripts/build/prune-export.ts), so the tree React builds from the payload is the page's for
 * its whole life.
 *
 * The build (scripts/build/csp.ts, which rewrites every page anyway) therefore replaces each
 * largest such section, in the payload only, by the same element with
 * `dangerouslySetInnerHTML: { __html: "" }`: an element React takes as a leaf. Hydrating, React
 * adopts the server's element as it is and does not look inside it, and as its props never
 * change, it never writes its inner HTML. The page looks and works the same; its payload loses
 * what it repeated. The rows only those sections used are dropped.
 *
 * An element is replaced only when nothing in it can change:
 * - it holds no client component (an island) and no framework element (Suspense, a hoisted
 *   `<title>`, `<link>` or `<meta>`), only server-drawn elements, texts and rows of those;
 * - it is not inside the props of an island (an island may draw its children later, or again:
 *   a panel drawn when opened), apart from the props listed in ALWAYS_DRAWN;
 * - no other part of the payload points into it (React shares repeated objects by path).
 * Anything the transform does not understand (another kind of chunk, a row it cannot parse)
 * leaves the page as Next wrote it.
 */

/**
 * Client components known to draw these props once, always, where they were given, and never
 * again elsewhere: the sprite's provider its children, the gallery each photo it is handed (it
 * only hides and shows them). Inside such a prop, sections are replaced as anywhere else.
 */
export const ALWAYS_DRAWN: ReadonlyMap<string, readonly string[]> = new Map([
  ['SpriteProvider', ['children']],
  ['Gallery', ['mains', 'thumbs']],
]);

/**
 * Client components that draw the same elements from the same props, always, with no state of
 * their own: a section holding them is as static as one drawn by the server alone.
 */
export const DRAW_THE_SAME: ReadonlySet<string> = new Set(['SpriteIcon']);

/** Elements smaller than this (their children's JSON) are left: the gain is not worth a prop. */
const MIN_BYTES = 64;

/** Elements never replaced whole: the document's own, and those React treats specially. */
const NEVER_REPLACED = new Set([
  'html',
  'head',
  'body',
  'noscript',
  'template',
  'textarea',
  'select',
  'option',
  'input',
]);
/** Elements that make their section changeable: React hoists or loads them. */
const NOT_STATIC = new Set(['title', 'meta', 'link', 'style', 'base', 'iframe']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Row {
  /** The row's id (hex), empty for hints. */
  id: string;
  /** The row's bytes as Next wrote them, terminator included. */
  raw: Buffer;
  /** A model row's value (JSON); undefined for other rows. */
  value?: Json | undefined;
  /** A row's tag: `I` for a client component, `T` for text, `` for a model row. */
  tag: string;
}

const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** The rows of the payload's text, or null if it has a row this module does not know. */
export function parseRows(text: string): Row[] | null {
  const bytes = Buffer.from(text, 'utf8');
  const rows: Row[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) return null;
    const id = bytes.toString('latin1', at, colon);
    if (!/^[0-9a-f]*$/.test(id)) return null;
    const first = bytes[colon + 1];
    if (first === 0x54 /* T */) {
      const comma = bytes.indexOf(0x2c, colon);
      const length = Number.parseInt(bytes.toString('latin1', colon + 2, comma), 16);
      if (comma < 0 || !Number.isFinite(length)) return null;
      const end = comma + 1 + length;
      rows.push({ id, tag: 'T', raw: bytes.subarray(at, end) });
      at = end;
      continue;
    }
    const newline = bytes.indexOf(0x0a, colon);
    if (newline < 0) return null;
    const raw = bytes.subarray(at, newline + 1);
    const body = bytes.toString('utf8', colon + 1, newline);
    const tag = /^[A-Z]+/.exec(body)?.[0] ?? '';
    if (tag) {
      rows.push({ id, tag, raw });
    } else {
      try {
        rows.push({ id, tag, raw, value: JSON.parse(body) as Json });
      } catch {
        return null;
      }
    }
    at = newline + 1;
  }
  return rows;
}

/** A reference to a row: `$1f`, `$L1f`, `$@1f`, `$Q1f`, with a path after `:` for a shared object. */
const REFERENCE = /^\$([A-Z@]?)([0-9a-f]+)(?::(.*))?$/;
/** Whether a row's text points at a shared object by path: `"$1f:`. */
function namesAPath(raw: Buffer): boolean {
  for (let at = raw.indexOf('"$'); at >= 0; at = raw.indexOf('"$', at + 2)) {
    let end = at + 2;
    while (end < raw.length && isHex(raw[end]!)) end += 1;
    if (end > at + 2 && raw[end] === 0x3a) return true;
  }
  return false;
}
const isHex = (byte: number) => (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66);
// Every reference in a row's JSON text, for keeping the rows still in use.
const REFERENCES_IN_TEXT = /"\$[A-Za-z@]?([0-9a-f]+)/g;

/** The value at a shared object's path (`props:children:1`), or undefined if there is none. */
function resolve(value: Json, path: readonly string[]): Json | undefined {
  let at: Json | undefined = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    if (isElement(at))
      at = key === 'props' ? at[3] : key === 'type' ? at[1] : key === 'key' ? at[2] : undefined;
    else if (Array.isArray(at)) at = at[Number(key)];
    else at = at[key];
  }
  return at;
}

/** A small value without references: written out again costs less than it blocks. */
function isPlain(value: Json): boolean {
  const json = JSON.stringify(value);
  return json.length <= 256 && !/"\$(?!undefined")/.test(json);
}

function isElement(value: Json): value is [string, Json, Json, { [key: string]: Json }] {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value[0] === '$' &&
    typeof value[3] === 'object' &&
    value[3] !== null &&
    !Array.isArray(value[3])
  );
}

/** What the transform saved on a page. */
export interface PayloadSaving {
  /** The payload's bytes before and after. */
  before: number;
  after: number;
  /** Elements replaced, and rows dropped. */
  elements: number;
  rows: number;
}

/** The payload's text with the sections no script draws again taken out, or null if unchanged. */
export function leanPayload(text: string): { text: string; saving: PayloadSaving } | null {
  const rows = parseRows(text);
  if (!rows) return null;
  const byId = new Map(rows.filter((row) => row.id).map((row) => [row.id, row]));
  const root = byId.get('0');
  if (!root || root.value === undefined) return null;

  // What the walks below ask again and again, kept: each page's transform stays linear in its
  // payload (about 5 ms a listing page before these, run on every page of the export).
  const names = new Map<string, string | null>();
  const clientName = (type: Json): string | null => {
    if (typeof type !== 'string') return null;
    if (!names.has(type)) names.set(type, readClientName(type));
    return names.get(type)!;
  };
  const readClientName = (type: string): string | null => {
    const ref = REFERENCE.exec(type);
    const row = ref ? byId.get(ref[2]!) : undefined;
    if (!row || row.tag !== 'I') return null;
    const body = row.raw.toString('utf8', row.raw.indexOf(0x3a) + 2).trim();
    try {
      const name = (JSON.parse(body) as Json[])[2];
      return typeof name === 'string' ? name : '';
    } catch {
      return '';
    }
  };
  const isFragment = (type: Json): boolean => {
    if (type === '$Sreact.fragment') return true;
    const ref = typeof type === 'string' ? REFERENCE.exec(type) : null;
    return !!ref && !ref[1] && byId.get(ref[2]!)?.value === '$Sreact.fragment';
  };

  // Small objects React writes once and then points at by path (`$23:props:…:dangerouslySetInnerHTML`,
  // the same empty inner HTML in every card) are written out where they are used, so that the
  // section they were first written in can still be replaced.
  const rewritten = new Set<string>();
  const writeOut = (value: Json, id: string): Json => {
    if (typeof value === 'string') {
      const ref = REFERENCE.exec(value);
      if (!ref || ref[1] || ref[3] === undefined) return value;
      const row = byId.get(ref[2]!);
      const shared = row?.value !== undefined ? resolve(row.value, ref[3].split(':')) : undefined;
      if (shared === undefined || !isPlain(shared)) return value;
      rewritten.add(id);
      return shared;
    }
    if (value === null || typeof value !== 'object') return value;
    // Copied only where something was written out: most of a payload has nothing to write.
    let copy: Json[] | { [key: string]: Json } | undefined;
    for (const [key, item] of Object.entries(value)) {
      const next = writeOut(item, id);
      if (next === item) continue;
      copy ??= Array.isArray(value) ? [...value] : { ...value };
      (copy as { [key: string]: Json })[key] = next;
    }
    return copy ?? value;
  };
  // Only rows whose text names a path can hold one (a few rows of a page).
  const namesPath = (row: Row) => row.tag !== 'T' && namesAPath(row.raw);
  for (const row of rows)
    if (row.value !== undefined && namesPath(row)) row.value = writeOut(row.value, row.id);

  // Paths other rows point at (`$a:d:r:props:children:1`): nothing on them is replaced.
  const pointedAt = new Map<string, string[]>();
  for (const row of rows) {
    if (!namesPath(row)) continue;
    const body = rewritten.has(row.id) ? JSON.stringify(row.value) : row.raw.toString('utf8');
    for (const match of body.matchAll(/"\$([0-9a-f]+):([^"]*)"/g)) {
      const list = pointedAt.get(match[1]!) ?? [];
      list.push(`${match[2]}:`);
      pointedAt.set(match[1]!, list);
    }
  }
  // On the way to a shared object, or inside it.
  const isPointedAt = (id: string, path: string): boolean =>
    (pointedAt.get(id) ?? []).some(
      (target) => path === '' || target.startsWith(`${path}:`) || `${path}:`.startsWith(target),
    );

  // Rows reached from inside an island's props: left as they are, with all they reach.
  const opaque = new Set<string>();
  const open = new Set<string>();
  const markOpaque = (value: Json): void => {
    if (typeof value === 'string') {
      const ref = REFERENCE.exec(value);
      const row = ref ? byId.get(ref[2]!) : undefined;
      if (row && ref![3] !== undefined && row.value !== undefined) {
        // A shared object: only it is the island's (isPointedAt keeps it whole).
        const shared = resolve(row.value, ref![3].split(':'));
        if (shared !== undefined) return markOpaque(shared);
      }
      if (row && !opaque.has(row.id)) {
        opaque.add(row.id);
        if (row.value !== undefined) markOpaque(row.value);
      }
    } else if (Array.isArray(value)) value.forEach(markOpaque);
    else if (value && typeof value === 'object') Object.values(value).forEach(markOpaque);
  };
  const markOpen = (value: Json): void => {
    if (typeof value === 'string') {
      const ref = REFERENCE.exec(value);
      const row = ref ? byId.get(ref[2]!) : undefined;
      if (row && row.value !== undefined && !open.has(row.id)) {
        open.add(row.id);
        markOpen(row.value);
      }
    } else if (isElement(value)) {
      const name = clientName(value[1]);
      if (name === null) return markOpen(value[3]);
      const drawn = ALWAYS_DRAWN.get(name) ?? [];
      for (const [key, prop] of Object.entries(value[3]))
        (drawn.includes(key) ? markOpen : markOpaque)(prop);
    } else if (Array.isArray(value)) value.forEach(markOpen);
    else if (value && typeof value === 'object') Object.values(value).forEach(markOpen);
  };
  open.add('0');
  markOpen(root.value);

  // Whether a value draws the same thing forever: server-drawn elements and texts only.
  const staticRows = new Map<string, boolean>();
  const staticValues = new WeakMap<object, boolean>();
  const isStatic = (value: Json): boolean => {
    if (value === null || typeof value !== 'object') return isStaticLeaf(value);
    let known = staticValues.get(value);
    if (known === undefined) {
      known = isStaticTree(value);
      staticValues.set(value, known);
    }
    return known;
  };
  const isStaticLeaf = (value: Json): boolean => {
    if (typeof value === 'string') {
      const ref = REFERENCE.exec(value);
      if (!ref) return true;
      if (ref[3] !== undefined || (ref[1] && ref[1] !== 'L')) return false;
      const row = byId.get(ref[2]!);
      if (!row) return true; // not a row: a value such as `$undefined` written like one
      if (row.tag === 'T') return true;
      if (row.value === undefined) return false;
      if (!staticRows.has(row.id)) {
        staticRows.set(row.id, false); // a cycle is not static
        staticRows.set(row.id, isStatic(row.value));
      }
      return staticRows.get(row.id)!;
    }
    return true;
  };
  const isStaticTree = (value: Json[] | { [key: string]: Json }): boolean => {
    if (isElement(value)) {
      const type = value[1];
      const name = clientName(type);
      if (name !== null) return DRAW_THE_SAME.has(name) && Object.values(value[3]).every(isStatic);
      if (isFragment(type)) return isStatic(value[3].children ?? null);
      if (typeof type !== 'string' || type.startsWith('$') || NOT_STATIC.has(type)) return false;
      return Object.values(value[3]).every(isStatic);
    }
    if (Array.isArray(value)) return value.every(isStatic);
    return Object.values(value).every(isStatic);
  };

  const replaced = new Map<string, number>();
  let current = '';
  const dropped: Json[] = [];
  const emptied = (props: { [key: string]: Json }, removed: Json): { [key: string]: Json } => {
    replaced.set(current, (replaced.get(current) ?? 0) + 1);
    dropped.push(removed);
    const rest = Object.fromEntries(
      Object.entries(props).filter(
        ([key]) => key !== 'children' && key !== 'dangerouslySetInnerHTML',
      ),
    );
    return { ...rest, dangerouslySetInnerHTML: { __html: '' } };
  };
  // Whether a value's JSON is longer than `limit`, counting until it is; a row it names whole
  // (`$2e`, a picture's sources written as a row of their own) counts as that row's bytes.
  const longerThan = (value: Json, limit: number): boolean => {
    let left = limit;
    const count = (item: Json): boolean => {
      if (item === null || typeof item !== 'object') {
        const ref = typeof item === 'string' ? REFERENCE.exec(item) : null;
        const row = ref && !ref[1] && ref[3] === undefined ? byId.get(ref[2]!) : undefined;
        if (row?.value !== undefined) left -= row.raw.length;
        else left -= typeof item === 'string' ? item.length + 3 : 6;
        return left < 0;
      }
      for (const [key, inner] of Object.entries(item)) {
        left -= Array.isArray(item) ? 1 : key.length + 4;
        if (left < 0 || count(inner)) return true;
      }
      return false;
    };
    return count(value);
  };
  const at = (path: string, key: string | number): string => (path ? `${path}:${key}` : `${key}`);

  // Replaces, in an open row, each largest element that draws the same thing forever.
  const lean = (value: Json, id: string, path: string): Json => {
    if (isElement(value)) {
      const [, type, , props] = value;
      const name = clientName(type);
      if (name !== null) {
        let leaned: { [key: string]: Json } | undefined;
        for (const key of ALWAYS_DRAWN.get(name) ?? []) {
          if (props[key] === undefined) continue;
          const next = lean(props[key], id, at(at(path, 'props'), key));
          if (next !== props[key]) (leaned ??= { ...props })[key] = next;
        }
        return leaned ? [value[0], type, value[2], leaned] : value;
      }
      if (typeof type === 'string' && !type.startsWith('$') && !NEVER_REPLACED.has(type)) {
        const html = props.dangerouslySetInnerHTML;
        // Inner HTML React never writes again (a JSON-LD script): the page has it already.
        if (
          html &&
          typeof html === 'object' &&
          !Array.isArray(html) &&
          (longerThan(html, MIN_BYTES) ||
            (typeof html.__html === 'string' && REFERENCE.test(html.__html))) // a text row
        )
          return [value[0], type, value[2], emptied(props, html)];
        if (
          props.children !== undefined &&
          !isPointedAt(id, path) &&
          isStatic(value) &&
          longerThan(props.children, MIN_BYTES)
        )
          return [value[0], type, value[2], emptied(props, props.children)];
      }
      if (props.children === undefined) return value;
      if (typeof type === 'string' && type.startsWith('$') && !isFragment(type)) return value;
      const children = lean(props.children, id, at(at(path, 'props'), 'children'));
      return children === props.children
        ? value
        : [value[0], type, value[2], { ...props, children }];
    }
    if (Array.isArray(value)) {
      let changed = false;
      const items = value.map((item, index) => {
        const next = lean(item, id, at(path, index));
        changed ||= next !== item;
        return next;
      });
      return changed ? items : value;
    }
    if (value && typeof value === 'object') {
      let changed = false;
      const entries = Object.entries(value).map(([key, item]) => {
        const next = lean(item, id, at(path, key));
        changed ||= next !== item;
        return [key, next] as const;
      });
      return changed ? Object.fromEntries(entries) : value;
    }
    return value;
  };

  const leaned = new Map<string, Json>();
  for (const row of rows) {
    if (row.value === undefined || !open.has(row.id) || opaque.has(row.id)) continue;
    current = row.id;
    const next = lean(row.value, row.id, '');
    if (next !== row.value) leaned.set(row.id, next);
  }
  if (leaned.size === 0) return null;

  // Drops the rows only the replaced sections used: a row stays while any kept row names it.
  const candidates = new Set<string>();
  const collect = (value: Json): void => {
    for (const match of JSON.stringify(value).matchAll(REFERENCES_IN_TEXT)) {
      const row = byId.get(match[1]!);
      if (!row || candidates.has(row.id) || (row.tag !== 'T' && row.value === undefined)) continue;
      candidates.add(row.id);
      if (row.value !== undefined) collect(row.value);
    }
  };
  dropped.forEach(collect);
  candidates.delete('0');
  const texts = new Map<Row, string>();
  const textOf = (row: Row): string => {
    let text = texts.get(row);
    if (text === undefined) {
      text =
        leaned.has(row.id) || rewritten.has(row.id)
          ? `${row.id}:${JSON.stringify(leaned.get(row.id) ?? row.value)}\n`
          : row.raw.toString('utf8');
      texts.set(row, text);
    }
    return text;
  };
  let kept = rows.filter((row) => !candidates.has(row.id));
  for (let changed = true; changed;) {
    changed = false;
    const named = new Set<string>();
    for (const row of kept)
      if (row.tag !== 'T')
        for (const match of textOf(row).matchAll(REFERENCES_IN_TEXT)) named.add(match[1]!);
    for (const id of candidates)
      if (named.has(id)) {
        candidates.delete(id);
        changed = true;
      }
    kept = rows.filter((row) => !candidates.has(row.id));
  }
  const out = kept.map(textOf).join('');
  // Shared objects written out and nothing replaced after all: the page as it was is lighter.
  if (Buffer.byteLength(out) >= Buffer.byteLength(text)) return null;
  const elements = kept.reduce((sum, row) => sum + (replaced.get(row.id) ?? 0), 0);
  return {
    text: out,
    saving: {
      before: Buffer.byteLength(text),
      after: Buffer.byteLength(out),
      elements,
      rows: rows.length - kept.length,
    },
  };
}

// Next's escaping of the payload in a page (htmlEscapeJsonString): no `<`, `>` or `&` may close
// or open a tag, and the line separators JavaScript strings once refused.
const HTML_UNSAFE = /[<>&\u2028\u2029]/g;
const escapeForScript = (json: string): string =>
  json.replace(HTML_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The payload's text in a page: its `self.__next_f.push([1, "…"])` chunks joined, in order. Null
 * for a page without any, or with a chunk of another kind (binary data), which this module
 * leaves alone. (Next's bootstrap script, `(self.__next_f=…).push([0])`, is not one of them.)
 */
export function payloadText(html: string): string | null {
  let text: string | null = null;
  for (const push of html.matchAll(PUSH)) {
    let chunk: unknown;
    try {
      chunk = JSON.parse(push[1]!);
    } catch {
      return null;
    }
    if (!Array.isArray(chunk) || chunk[0] !== 1 || typeof chunk[1] !== 'string') return null;
    text = (text ?? '') + chunk[1];
  }
  return text;
}

/**
 * The page with its payload leaned (leanPayload): its payload scripts become one, where the first
 * was. A page without a payload, or with chunks this module does not know, is returned as it is.
 */
export function leanPagePayload(html: string): { html: string; saving: PayloadSaving | null } {
  const text = payloadText(html);
  const leaned = text === null ? null : leanPayload(text);
  if (!leaned) return { html, saving: null };
  const script = `<script>self.__next_f.push(${escapeForScript(JSON.stringify([1, leaned.text]))})</script>`;
  let first = true;
  const out = html.replace(PUSH, () => {
    if (!first) return '';
    first = false;
    return script;
  });
  return { html: out, saving: leaned.saving };
}
