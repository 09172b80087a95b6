#!/usr/bin/env node
// @ts-check
// Generates the placeholder SVGs for the agent portraits and sponsor logos
// that the listings (data/listings/<slug>.json) point at (`agent.photo`,
// `bankAds[].logo`, `insuranceAds[].logo`).
//
// Why: the agents and the banks and insurers advertising on listings are
// invented, so there is no real portrait or logo to use, and committing
// stock files of unclear origin is not an option. This script draws small
// flat illustrations instead (a head-and-shoulders avatar per agent, an
// emblem plus initials per sponsor). It is deterministic (colours and shapes
// derive from a hash of the path/name, no clock, no Math.random), so rerunning
// it gives byte-identical files and a clean git diff.
//
// Listing photos (`images[]`, `image`) are not its business: they are rendered
// JPEGs at /photos/<slug>/<n>.jpg, and this script ignores those fields.
//
// Usage: node media-tools/placeholders.mjs
// Only Node built-ins; no network, no fonts, no rasters, no external refs.

import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readListings } from './listings.mjs';
import { hashString, mulberry32 } from './rng.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = path.join(ROOT, 'public');

/**
 * @typedef {object} AgentJob
 * @property {'agent'} kind
 * @property {string} path e.g. /images/agents/<name>.svg
 * @property {string} name
 */

/**
 * @typedef {object} LogoJob
 * @property {'logo'} kind
 * @property {string} path e.g. /images/ads/<name>.svg
 * @property {string} name
 * @property {'bank' | 'insurance'} category
 * @property {string} [colour] filled in by collectJobs
 * @property {string} [emblem] filled in by collectJobs
 */

/** @typedef {AgentJob | LogoJob} Job */

/**
 * @param {string} msg
 * @returns {never}
 */
function fail(msg) {
  console.error(`generate-placeholders: ${msg}`);
  process.exit(1);
}

// ---------------------------------------------------------------- utilities

// Number formatting: one decimal, no "-0", keeps files small and stable.
/** @param {number} x */
function f(x) {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}
/** @param {string} [extra] more attributes, as written */
const attrs = (extra) => (extra ? ` ${extra}` : '');
/** @param {number} x @param {number} y @param {number} w @param {number} h @param {string} fill @param {string} [extra] */
const rect = (x, y, w, h, fill, extra) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${attrs(extra)}/>`;
/** @param {number} cx @param {number} cy @param {number} r @param {string} fill @param {string} [extra] */
const circle = (cx, cy, r, fill, extra) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${attrs(extra)}/>`;
/** @param {number} cx @param {number} cy @param {number} rx @param {number} ry @param {string} fill @param {string} [extra] */
const ellipse = (cx, cy, rx, ry, fill, extra) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${attrs(extra)}/>`;
/** @param {string} d @param {string} fill @param {string} [extra] */
const pathEl = (d, fill, extra) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

/**
 * @param {string} id
 * @param {[number, string, number?][]} stops offset, colour, opacity
 * @param {number[]} [vector] x1, y1, x2, y2 (default top to bottom)
 */
function linGrad(id, stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/** @param {string} h "#rrggbb" */
function hexToRgb(h) {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** @param {number[]} rgb */
function rgbToHex([r, g, b]) {
  /** @param {number} v */
  const c = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
// Mix two colours; t=0 → a, t=1 → b.
/** @param {string} a @param {string} b @param {number} t */
function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i] - v) * t));
}
/** @param {string} c @param {number} t */
const darken = (c, t) => mix(c, '#000000', t);
/** @param {string} c @param {number} t */
const lighten = (c, t) => mix(c, '#ffffff', t);

/** @param {number} w @param {number} h @param {string} defs @param {string} body */
function svgDoc(w, h, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

/** @param {string} s */
function escapeXml(s) {
  return s.replace(
    /[<>&"']/g,
    (c) =>
      /** @type {Record<string, string>} */ ({
        '<': '&lt;',
        '>': '&gt;',
        '&': '&amp;',
        '"': '&quot;',
        "'": '&apos;',
      })[c],
  );
}

// ------------------------------------------------------ agent avatars

/** @param {AgentJob} job */
function agentAvatar(job) {
  const r = mulberry32(`agent:${job.path}`);
  const skin = r.pick(['#5a3825', '#6b4226', '#7a4a2c', '#8d5a3b', '#4e3020', '#94603f']);
  const hair = r.pick(['#1b1411', '#241a15', '#120d0b', '#30231c']);
  const cloth = r.pick([
    '#2f5d62',
    '#b4532a',
    '#274c77',
    '#7a3e6d',
    '#a77b2e',
    '#4b6043',
    '#8c2f39',
    '#5b6b7a',
  ]);
  const bg = r.pick(['#e8dccb', '#d9e4dc', '#e6d5d0', '#d8dee8', '#efe2c4', '#e2dbe8']);
  const style = r.pick(['crop', 'afro', 'twists', 'hightop']);
  const outfit = r.pick(['blazer', 'crew', 'collar']);
  const neck = darken(skin, 0.14);
  const defs =
    linGrad('bg', [
      [0, lighten(bg, 0.35)],
      [1, bg],
    ]) +
    linGrad('cl', [
      [0, lighten(cloth, 0.1)],
      [1, darken(cloth, 0.15)],
    ]);
  const bgEls =
    rect(0, 0, 400, 400, 'url(#bg)') + circle(200, 200, 160, lighten(bg, 0.5), 'opacity="0.6"');
  let b = '';
  // Hair volume behind the head.
  if (style === 'afro') b += circle(200, 142, 98, hair);
  if (style === 'hightop') b += rect(146, 62, 108, 90, hair, 'rx="26"');
  if (style === 'twists') {
    for (let a = 0; a <= 10; a++) {
      const t = Math.PI * (1.02 + (a / 10) * 0.96);
      b += circle(200 + Math.cos(t) * 68, 156 + Math.sin(t) * 80, 18, hair);
    }
  }
  // Neck, shoulders and clothing.
  b += pathEl('M174 200h52v76q-26 22-52 0Z', neck);
  b += pathEl('M26 400C28 318 100 276 200 274C300 276 372 318 374 400Z', 'url(#cl)');
  if (outfit === 'blazer') {
    b += pathEl('M162 278L200 352L238 278Z', '#f3efe8');
    b += pathEl('M174 262q26 26 52 0l10 16l-36 70l-36-70Z', neck);
    b += pathEl('M156 282L200 400H126L112 318Z', darken(cloth, 0.25), 'opacity="0.45"');
    b += pathEl('M244 282L200 400H274L288 318Z', darken(cloth, 0.25), 'opacity="0.45"');
  } else if (outfit === 'collar') {
    b += pathEl('M174 262q26 26 52 0l6 14q-32 32-64 0Z', neck);
    b += pathEl('M166 272L200 314L178 328L154 288Z', lighten(cloth, 0.35));
    b += pathEl('M234 272L200 314L222 328L246 288Z', lighten(cloth, 0.35));
  } else {
    b += pathEl('M174 262q26 26 52 0l4 10q-30 30-60 0Z', neck);
    b += pathEl('M168 272q32 30 64 0', 'none', `stroke="${darken(cloth, 0.25)}" stroke-width="6"`);
  }
  // Ears, head and soft shading on one side of the face.
  b +=
    ellipse(140, 166, 12, 20, darken(skin, 0.05)) + ellipse(260, 166, 12, 20, darken(skin, 0.05));
  b += ellipse(200, 158, 60, 74, skin);
  b += pathEl(
    'M200 84C248 86 260 128 260 158C260 204 236 228 200 232C228 214 240 186 240 158C240 118 226 94 200 84Z',
    darken(skin, 0.12),
    'opacity="0.6"',
  );
  // Hair on top of the head.
  if (style === 'afro') {
    b += pathEl(
      'M136 166C120 84 170 60 200 60C236 60 284 84 264 166C256 118 230 100 200 100C170 100 146 118 136 166Z',
      hair,
    );
  } else {
    b += pathEl(
      'M140 156C134 98 164 74 200 74C236 74 266 98 260 156C252 118 232 102 200 102C168 102 148 118 140 156Z',
      hair,
    );
  }
  return svgDoc(400, 400, defs, `${bgEls}<g transform="translate(0 22)">${b}</g>`);
}

// ------------------------------------------------------ ad logos

const BRAND_COLOURS = [
  '#1f6f5c',
  '#b4532a',
  '#274c77',
  '#7a3e6d',
  '#9a6a12',
  '#2e7d8c',
  '#8c2f39',
  '#4b5d2a',
];
const EMBLEMS = {
  bank: ['peaks', 'pillars', 'fan', 'sunrise'],
  insurance: ['shield', 'umbrella', 'rings', 'leaf'],
};

/** @param {string} kind one of EMBLEMS @param {string} c brand colour */
function emblem(kind, c) {
  const w = '#ffffff';
  switch (kind) {
    case 'peaks':
      return pathEl('M44 82L70 44L84 62L96 48L118 82Z', w) + circle(106, 40, 7, w, 'opacity="0.8"');
    case 'pillars':
      return (
        pathEl('M80 34L118 52H42Z', w) +
        pathEl('M50 58h10v22h-10ZM75 58h10v22h-10ZM100 58h10v22h-10Z', w) +
        rect(44, 82, 72, 6, w)
      );
    case 'fan': {
      let out = '';
      for (let i = 0; i < 5; i++) {
        const a = Math.PI * (1.1 + i * 0.2);
        out += ellipse(
          80 + Math.cos(a) * 24,
          80 + Math.sin(a) * 24,
          8,
          18,
          w,
          `transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(80 + Math.cos(a) * 24)} ${f(80 + Math.sin(a) * 24)})"`,
        );
      }
      return out + circle(80, 82, 9, w);
    }
    case 'sunrise':
      return (
        pathEl('M48 84a32 32 0 0 1 64 0Z', w) +
        `<path d="M80 36v10M52 48l7 7M108 48l-7 7M38 72h9M122 72h-9" stroke="${w}" stroke-width="5" stroke-linecap="round"/>`
      );
    case 'shield':
      return (
        pathEl('M80 32L114 44V62C114 80 100 92 80 98C60 92 46 80 46 62V44Z', w) +
        pathEl(
          'M66 64l10 10l20-22',
          'none',
          `stroke="${c}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`,
        )
      );
    case 'umbrella':
      return (
        pathEl('M42 68a38 34 0 0 1 76 0q-9-8-19 0q-9-8-19 0q-10-8-19 0q-10-8-19 0Z', w) +
        pathEl(
          'M80 66v22q0 8 8 8q6 0 7-6',
          'none',
          `stroke="${w}" stroke-width="5" stroke-linecap="round"`,
        )
      );
    case 'rings':
      return (
        circle(68, 64, 20, 'none', `stroke="${w}" stroke-width="7"`) +
        circle(92, 64, 20, 'none', `stroke="${w}" stroke-width="7" opacity="0.8"`)
      );
    case 'leaf':
    default:
      return (
        pathEl('M48 90C48 52 74 36 112 36C112 74 96 98 58 98Z', w) +
        pathEl('M54 94L96 52', 'none', `stroke="${c}" stroke-width="4" stroke-linecap="round"`)
      );
  }
}

/** @param {string} name */
function initials(name) {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(0, 3)
    .map((w) => w[0].toUpperCase())
    .join('');
}

/** @param {LogoJob} job with colour and emblem filled in */
function adLogo(job) {
  const c = /** @type {string} */ (job.colour);
  const ini = escapeXml(initials(job.name) || '?');
  const size = ini.length > 2 ? 30 : 36;
  const defs = linGrad(
    'lg',
    [
      [0, lighten(c, 0.12)],
      [1, darken(c, 0.12)],
    ],
    [0, 0, 1, 1],
  );
  let b = rect(0, 0, 160, 160, 'url(#lg)', 'rx="30"');
  b += emblem(/** @type {string} */ (job.emblem), c);
  b += `<text x="80" y="134" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${size}" letter-spacing="2" fill="#ffffff">${ini}</text>`;
  return svgDoc(160, 160, defs, b);
}

// ------------------------------------------------------ collect jobs

/**
 * The path's segments after checking it is a clean /images/... .svg path; fails otherwise.
 * @param {unknown} p
 * @param {string} where for the error message
 */
function checkPath(p, where) {
  if (typeof p !== 'string')
    fail(`${where}: expected an image path string, got ${JSON.stringify(p)}`);
  if (!p.startsWith('/images/')) fail(`${where}: path "${p}" is not under /images/`);
  const parts = p.slice(1).split('/');
  if (parts.some((s) => s === '' || s === '.' || s === '..') || p.includes('\\'))
    fail(`${where}: path "${p}" is not a clean path`);
  if (!p.endsWith('.svg'))
    fail(`${where}: path "${p}" has an unknown kind (only .svg placeholders can be generated)`);
  return parts;
}

/**
 * @param {import('./listings.mjs').StoredListing[]} listings
 * @returns {Job[]} sorted by path
 */
function collectJobs(listings) {
  /** @type {Map<string, Job>} */
  const jobs = new Map();
  /** @param {Job} job @param {string} where */
  const add = (job, where) => {
    const prev = jobs.get(job.path);
    if (prev && prev.kind !== job.kind)
      fail(`${where}: path "${job.path}" is referenced as both ${prev.kind} and ${job.kind}`);
    if (!prev) jobs.set(job.path, job);
  };
  /**
   * @param {string[]} parts @param {string} dir @param {string} p @param {string} where
   * @param {string} kind
   */
  const expectDir = (parts, dir, p, where, kind) => {
    if (parts[1] !== dir)
      fail(`${where}: path "${p}" has an unknown kind: a ${kind} must be under /images/${dir}/`);
  };
  listings.forEach(({ file: where, record }) => {
    const l = /** @type {any} */ (record);
    if (!l || typeof l.slug !== 'string') fail(`${where}: missing slug`);
    // Listing photos (images[], image) are deliberately not collected.
    if (l.agent && l.agent.photo !== undefined) {
      const w = `${where}, field agent.photo`;
      const parts = checkPath(l.agent.photo, w);
      expectDir(parts, 'agents', l.agent.photo, w, 'agent photo');
      add({ kind: 'agent', path: l.agent.photo, name: String(l.agent.name || '') }, w);
    }
    for (const [field, category] of /** @type {const} */ ([
      ['bankAds', 'bank'],
      ['insuranceAds', 'insurance'],
    ])) {
      (Array.isArray(l[field]) ? l[field] : []).forEach((ad, ai) => {
        const w = `${where}, field ${field}[${ai}].logo`;
        const parts = checkPath(ad && ad.logo, w);
        expectDir(parts, 'ads', ad.logo, w, 'ad logo');
        add({ kind: 'logo', path: ad.logo, name: String(ad.name || ''), category }, w);
      });
    }
  });
  // Give each logo a distinct colour and emblem; iterate in sorted order so
  // the assignment does not depend on listing order.
  const logos = [...jobs.values()]
    .filter((j) => j.kind === 'logo')
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const usedC = new Set();
  const usedE = new Set();
  for (const j of logos) {
    let ci = hashString(`colour:${j.name}`) % BRAND_COLOURS.length;
    for (let n = 0; n < BRAND_COLOURS.length && usedC.has(ci); n++)
      ci = (ci + 1) % BRAND_COLOURS.length;
    usedC.add(ci);
    j.colour = BRAND_COLOURS[ci];
    const list = EMBLEMS[j.category];
    let ei = hashString(`emblem:${j.name}`) % list.length;
    for (let n = 0; n < list.length && usedE.has(list[ei]); n++) ei = (ei + 1) % list.length;
    usedE.add(list[ei]);
    j.emblem = list[ei];
  }
  return [...jobs.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

// ------------------------------------------------------ main

/** @type {import('./listings.mjs').StoredListing[]} */
let listings = [];
try {
  listings = readListings(ROOT);
} catch (err) {
  fail(`cannot read the listings: ${/** @type {Error} */ (err).message}`);
}

const jobs = collectJobs(listings);
let written = 0;
let unchanged = 0;
let bytes = 0;
for (const job of jobs) {
  const svg = job.kind === 'agent' ? agentAvatar(job) : adLogo(job);
  const out = path.join(PUBLIC_DIR, ...job.path.slice(1).split('/'));
  if (!out.startsWith(path.join(PUBLIC_DIR, 'images') + path.sep))
    fail(`path "${job.path}" escapes public/images`);
  bytes += Buffer.byteLength(svg);
  if (existsSync(out) && readFileSync(out, 'utf8') === svg) {
    unchanged++;
    continue;
  }
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, svg);
  written++;
}
console.log(
  `generate-placeholders: ${jobs.length} SVG files under public/images (${written} written, ${unchanged} unchanged, ${bytes} bytes total)`,
);
