#!/usr/bin/env node
// Generates the placeholder SVGs that data/listings.json points at.
//
// Why: the site needs real-looking images before the photo pipeline exists.
// Rather than committing hand-drawn or stock files of unclear origin, this
// script draws small flat illustrations (property exteriors and interiors,
// agent avatars, ad logo marks) straight from the listing data. It is
// deterministic (colours and layout derive from a hash of the slug/path, no
// clock, no Math.random), so rerunning it gives byte-identical files and a
// clean git diff. Once real photos arrive, replace the paths in the data and
// delete the generated files; nothing else depends on this script.
//
// Usage: node scripts/generate-placeholders.mjs
// Only Node built-ins; no network, no fonts, no rasters, no external refs.

import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA_FILE = path.join(ROOT, 'data', 'listings.json');
const PUBLIC_DIR = path.join(ROOT, 'public');

function fail(msg) {
  console.error(`generate-placeholders: ${msg}`);
  process.exit(1);
}

// ---------------------------------------------------------------- utilities

// FNV-1a 32-bit: stable across platforms and Node versions.
function hash(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// mulberry32: small seeded PRNG (integer maths only, so fully deterministic).
function rng(seedStr) {
  let a = hash(seedStr);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
  };
}

// Number formatting: one decimal, no "-0", keeps files small and stable.
function f(x) {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}
const pts = (arr) => arr.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
const attrs = (extra) => (extra ? ` ${extra}` : '');
const poly = (p, fill, extra) => `<polygon points="${pts(p)}" fill="${fill}"${attrs(extra)}/>`;
const rect = (x, y, w, h, fill, extra) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${attrs(extra)}/>`;
const circle = (cx, cy, r, fill, extra) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${attrs(extra)}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${attrs(extra)}/>`;
const line = (x1, y1, x2, y2, stroke, w, extra) =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(w)}"${attrs(extra)}/>`;
const pathEl = (d, fill, extra) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

function linGrad(id, stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}
function radGrad(id, stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

function hexToRgb(h) {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex([r, g, b]) {
  const c = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
// Mix two colours; t=0 → a, t=1 → b.
function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i] - v) * t));
}
const darken = (c, t) => mix(c, '#000000', t);
const lighten = (c, t) => mix(c, '#ffffff', t);

function svgDoc(w, h, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

function escapeXml(s) {
  return s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c],
  );
}

// ------------------------------------------------------------- palettes

const WALLS = ['#f3ece0', '#efe5d5', '#f2eadf', '#ebe5d8', '#f5efe6', '#ede3d3'];
const ACCENTS = ['#c2714f', '#8c9f7d', '#c9974a', '#5f8483', '#b4695e', '#7d8a5a', '#a86a4a'];
const TIMBERS = ['#a8784f', '#8e6040', '#b88b5d', '#9a6b47', '#b07d52'];
const FABRICS = ['#d9cbb5', '#8b9c86', '#6f7f8c', '#c7a583', '#a9b3a0', '#b98670', '#cdbfa8'];
const SKY_TOPS = ['#8fb9d6', '#9cc3dc', '#a5c8de', '#93bcd4'];
const LEAF = ['#6f8f5e', '#5f7f53', '#7a9663', '#587a56'];

function listingPalette(slug) {
  const r = rng(`palette:${slug}`);
  return {
    wall: r.pick(WALLS),
    accent: r.pick(ACCENTS),
    timber: r.pick(TIMBERS),
    fabric: r.pick(FABRICS),
    skyTop: r.pick(SKY_TOPS),
    leaf: r.pick(LEAF),
    roof: r.pick(['#b5603f', '#a4553a', '#6b625b', '#8a4b36']),
    cladding: r.pick(['#f0e9de', '#e9dfcf', '#efe7dc', '#e4dccf']),
    trim: r.pick(['#3f3a36', '#5a4a3d', '#4a4f52']),
  };
}

// ------------------------------------------------------ shared scenery

function skyDefs(p) {
  return (
    linGrad('sky', [
      [0, p.skyTop],
      [0.75, mix(p.skyTop, '#f6ead6', 0.7)],
      [1, '#f6e9d3'],
    ]) +
    radGrad('sun', [
      [0, '#fffaf0', 0.95],
      [0.35, '#fff3da', 0.6],
      [1, '#fff3da', 0],
    ]) +
    linGrad(
      'glass',
      [
        [0, '#b9d3e0'],
        [0.55, '#7f9fb2'],
        [1, '#5c7686'],
      ],
      [0, 0, 0.4, 1],
    )
  );
}

// A gently undulating hill silhouette between x0..x1 at base y.
function hills(r, x0, x1, baseY, amp, fill, extra) {
  const n = 6;
  let d = `M${f(x0)} ${f(baseY + amp)}`;
  const step = (x1 - x0) / n;
  d += ` L${f(x0)} ${f(baseY - r.range(0, amp * 0.6))}`;
  for (let i = 0; i < n; i++) {
    const cx = x0 + step * (i + 0.5);
    const cy = baseY - r.range(amp * 0.6, amp * 1.2);
    const ex = x0 + step * (i + 1);
    const ey = baseY - r.range(0, amp * 0.5);
    d += ` Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}`;
  }
  d += ` L${f(x1)} ${f(baseY + amp)}Z`;
  return pathEl(d, fill, extra);
}

function cloud(cx, cy, s) {
  const e = (x, y, rx, ry) =>
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * s)}" ry="${f(ry * s)}"/>`;
  return `<g fill="#ffffff" opacity="0.55">${e(cx, cy, 70, 16)}${e(cx - 25 * s, cy - 12 * s, 34, 18)}${e(cx + 18 * s, cy - 16 * s, 40, 22)}</g>`;
}

// Rounded tree: trunk + three overlapping canopy blobs.
function tree(x, groundY, s, leaf, r) {
  const trunk = darken('#7a5a40', 0.1);
  const c1 = leaf;
  const c2 = darken(leaf, 0.18);
  const c3 = lighten(leaf, 0.12);
  const h = 150 * s;
  return (
    rect(x - 6 * s, groundY - h, 12 * s, h, trunk) +
    circle(x - 34 * s, groundY - h - 5 * s, 44 * s * r.range(0.9, 1.1), c2) +
    circle(x + 30 * s, groundY - h + 2 * s, 46 * s * r.range(0.9, 1.1), c2) +
    circle(x, groundY - h - 38 * s, 56 * s * r.range(0.9, 1.1), c1) +
    circle(x - 14 * s, groundY - h - 56 * s, 28 * s, c3, 'opacity="0.6"')
  );
}

// Flat-topped acacia: a nod to the Nairobi skyline.
function acacia(x, groundY, s, leaf) {
  const trunk = '#6d5442';
  const h = 120 * s;
  return (
    pathEl(
      `M${f(x - 5 * s)} ${f(groundY)}L${f(x - 3 * s)} ${f(groundY - h)}L${f(x - 40 * s)} ${f(groundY - h - 30 * s)}L${f(x - 34 * s)} ${f(groundY - h - 34 * s)}L${f(x)} ${f(groundY - h - 8 * s)}L${f(x + 38 * s)} ${f(groundY - h - 36 * s)}L${f(x + 43 * s)} ${f(groundY - h - 31 * s)}L${f(x + 5 * s)} ${f(groundY - h)}L${f(x + 6 * s)} ${f(groundY)}Z`,
      trunk,
    ) +
    ellipse(x, groundY - h - 44 * s, 95 * s, 20 * s, darken(leaf, 0.15)) +
    ellipse(x - 10 * s, groundY - h - 52 * s, 70 * s, 14 * s, leaf)
  );
}

function shrub(x, y, s, leaf, flower) {
  let out =
    ellipse(x, y, 46 * s, 26 * s, darken(leaf, 0.1)) +
    ellipse(x - 14 * s, y - 10 * s, 26 * s, 18 * s, leaf);
  if (flower) {
    out +=
      `<g fill="${flower}">` +
      [
        [-20, -12],
        [6, -18],
        [22, -6],
        [-4, -4],
        [-30, 2],
        [14, 6],
      ]
        .map(([dx, dy]) => `<circle cx="${f(x + dx * s)}" cy="${f(y + dy * s)}" r="${f(5 * s)}"/>`)
        .join('') +
      '</g>';
  }
  return out;
}

// ------------------------------------------------------ exteriors

function apartmentExterior(slug, seed) {
  const p = listingPalette(slug);
  const r = rng(seed);
  const groundY = 640;
  const floors = r.int(7, 9);
  const fh = 56;
  const lobbyH = 70;
  const bx0 = r.int(330, 400);
  const bw = r.int(400, 460);
  const bx1 = bx0 + bw;
  const top = groundY - lobbyH - floors * fh;
  const depth = 70; // visible side face depth
  const clad = r.chance(0.35) ? mix(p.accent, '#f0e6d8', 0.6) : p.cladding;
  const punched = r.chance(0.5); // separate windows rather than ribbon glazing
  const side = darken(clad, 0.16);
  const accent = mix(p.accent, clad, 0.15);

  const defs =
    skyDefs(p) +
    linGrad('gr', [
      [0, '#a9b48a'],
      [1, '#8e9b70'],
    ]) +
    linGrad('fa', [
      [0, lighten(clad, 0.2)],
      [1, darken(clad, 0.05)],
    ]);

  let b = rect(0, 0, 1200, 800, 'url(#sky)');
  b += circle(r.int(180, 1000), 120, 130, 'url(#sun)');
  b += cloud(r.int(150, 350), 110, 1) + cloud(r.int(850, 1050), 70, 0.8);
  b += hills(r, 0, 1200, 560, 50, '#a6b7b3', 'opacity="0.8"');
  b += hills(r, 0, 1200, 600, 35, '#97a98f');
  // Background blocks (hazy).
  let bg = '';
  for (const x of [40, 170, 930, 1060]) {
    const h = r.int(140, 260);
    bg += rect(x + r.int(-10, 10), groundY - h, r.int(90, 120), h, '#c3cbcc');
  }
  b += `<g opacity="0.75">${bg}</g>`;

  // Side face (gives the block some volume).
  b += poly(
    [
      [bx1, top],
      [bx1 + depth, top - 24],
      [bx1 + depth, groundY - 24],
      [bx1, groundY],
    ],
    side,
  );
  // Main facade.
  b += rect(bx0, top, bw, groundY - top, 'url(#fa)');
  // Accent vertical fin.
  const finX = bx0 + Math.round(bw * r.pick([0.28, 0.62]));
  b += rect(finX, top, 34, groundY - top - lobbyH, accent);
  // Roof parapet + plant room + water tanks.
  b += rect(bx0 - 8, top - 14, bw + 16, 16, darken(clad, 0.1));
  b += rect(bx0 + bw * 0.55, top - 50, 110, 36, darken(clad, 0.06));
  b += rect(bx0 + 40, top - 42, 30, 28, '#5a6a72') + rect(bx0 + 76, top - 42, 30, 28, '#5a6a72');

  // Windows and balconies, floor by floor.
  let win = '';
  let bal = '';
  let rail = '';
  const balconyLeft = r.chance(0.5);
  for (let i = 0; i < floors; i++) {
    const y = top + i * fh;
    // Windows: two bays either side of the fin.
    for (const [wx, ww] of [
      [bx0 + 22, finX - bx0 - 44],
      [finX + 56, bx1 - finX - 78],
    ]) {
      if (punched) {
        const pw = (ww - 24) / 3;
        for (let k = 0; k < 3; k++)
          win += `M${f(wx + k * (pw + 12))} ${f(y + 10)}h${f(pw)}v${f(fh - 20)}h${f(-pw)}Z`;
      } else {
        win += `M${f(wx)} ${f(y + 12)}h${f(ww)}v${f(fh - 22)}h${f(-ww)}Z`;
      }
    }
    // Balcony slab and glass balustrade on one bay.
    const [sx0, sx1] = balconyLeft ? [bx0 - 14, finX + 10] : [finX + 24, bx1 + 14];
    bal += `M${f(sx0)} ${f(y + fh - 6)}h${f(sx1 - sx0)}v7h${f(-(sx1 - sx0))}Z`;
    rail += `M${f(sx0 + 2)} ${f(y + fh - 30)}h${f(sx1 - sx0 - 4)}v24h${f(-(sx1 - sx0 - 4))}Z`;
    // Side-face windows.
    win += `M${f(bx1 + 14)} ${f(y + 9)}l${f(depth - 28)} -9v${f(fh - 22)}l${f(-(depth - 28))} 9Z`;
  }
  b += pathEl(win, 'url(#glass)');
  // Mullions: a few vertical lines across the window bays.
  let mull = '';
  for (let k = 1; k < 3; k++) {
    const x = bx0 + 22 + ((finX - bx0 - 44) * k) / 3;
    mull += `M${f(x)} ${f(top)}V${f(groundY - lobbyH)}`;
    const x2 = finX + 56 + ((bx1 - finX - 78) * k) / 3;
    mull += `M${f(x2)} ${f(top)}V${f(groundY - lobbyH)}`;
  }
  if (!punched) b += `<path d="${mull}" stroke="${clad}" stroke-width="4" opacity="0.9"/>`;
  b += pathEl(rail, '#dcebf0', 'opacity="0.45" stroke="#ffffff" stroke-width="2"');
  b += pathEl(bal, lighten(clad, 0.35));

  // Lobby: glazed ground floor with canopy.
  const ly = groundY - lobbyH;
  b += rect(bx0, ly, bw, lobbyH, darken(clad, 0.12));
  b += rect(bx0 + 20, ly + 14, bw - 40, lobbyH - 14, 'url(#glass)');
  b += rect(bx0 + bw / 2 - 30, ly + 18, 60, lobbyH - 18, p.timber);
  b += rect(bx0 + bw / 2 - 90, ly + 4, 180, 10, p.trim);

  // Lawn, driveway, kerb and street.
  const mid = bx0 + bw / 2;
  b += rect(0, groundY, 1200, 160, 'url(#gr)');
  b += poly(
    [
      [mid - 60, groundY],
      [mid + 60, groundY],
      [mid + 130, 730],
      [mid - 130, 730],
    ],
    '#d9d0c0',
  );
  b += rect(0, 726, 1200, 8, '#e4ddd0') + rect(0, 734, 1200, 66, '#9c9a94');
  b += `<path d="M0 770H1200" stroke="#e8e2d4" stroke-width="4" stroke-dasharray="60 50"/>`;

  // Trees and shrubs in front.
  const jacaranda = r.chance(0.5) ? '#9d88b8' : p.leaf;
  b += tree(r.int(140, 220), 680, r.range(1.1, 1.3), jacaranda, r);
  b += acacia(r.int(1000, 1100), 672, r.range(1.2, 1.5), p.leaf);
  b += shrub(bx0 + 30, 660, 1, p.leaf, '#c45b8a') + shrub(bx0 - 60, 668, 0.8, p.leaf, null);
  b += shrub(bx1 - 10, 662, 0.9, p.leaf, '#e0894a') + shrub(bx1 + 80, 668, 0.8, p.leaf, null);
  return { defs: defs, body: b };
}

function houseExterior(slug, seed) {
  const p = listingPalette(slug);
  const r = rng(seed);
  const groundY = 620;
  const twoStorey = r.chance(0.65);
  const hx0 = r.int(330, 380);
  const hw = r.int(460, 520);
  const hx1 = hx0 + hw;
  const storeyH = 135;
  const wallTop = groundY - storeyH * (twoStorey ? 2 : 1);
  const wall = p.cladding;
  const roof = p.roof;
  const hipped = r.chance(0.7);

  const defs =
    skyDefs(p) +
    linGrad('gr', [
      [0, '#a3b47f'],
      [1, '#7f9461'],
    ]) +
    linGrad('rf', [
      [0, lighten(roof, 0.1)],
      [1, darken(roof, 0.15)],
    ]) +
    linGrad('wl', [
      [0, lighten(wall, 0.25)],
      [1, darken(wall, 0.06)],
    ]);

  let b = rect(0, 0, 1200, 800, 'url(#sky)');
  b += circle(r.int(150, 1050), 110, 140, 'url(#sun)');
  b += cloud(r.int(120, 400), 90, 1.1) + cloud(r.int(800, 1080), 140, 0.8);
  b += hills(r, 0, 1200, 520, 60, '#a9bab2', 'opacity="0.85"');
  b += hills(r, 0, 1200, 575, 35, '#94a88a');
  // Tall background trees (Karen / Upper Hill are leafy).
  b += tree(r.int(60, 140), 610, 1.4, darken(p.leaf, 0.1), r);
  b += tree(r.int(1050, 1140), 610, 1.5, darken(p.leaf, 0.05), r);
  b += rect(0, groundY - 10, 1200, 190, 'url(#gr)');

  // Garage / side wing with lower roof.
  const wingLeft = r.chance(0.5);
  const wx0 = wingLeft ? hx0 - 170 : hx1 - 10;
  const wx1 = wx0 + 180;
  const wTop = groundY - 110;
  b += rect(wx0, wTop, wx1 - wx0, groundY - wTop, darken(wall, 0.05));
  b += poly(
    [
      [wx0 - 12, wTop + 2],
      [wx1 + 12, wTop + 2],
      [wx1 - 20, wTop - 40],
      [wx0 + 20, wTop - 40],
    ],
    'url(#rf)',
  );
  b += rect(wx0 + 26, wTop + 28, wx1 - wx0 - 52, groundY - wTop - 28, darken(wall, 0.22));
  let slats = '';
  for (let y = wTop + 40; y < groundY; y += 14)
    slats += `M${f(wx0 + 26)} ${f(y)}h${f(wx1 - wx0 - 52)}`;
  b += `<path d="${slats}" stroke="${darken(wall, 0.32)}" stroke-width="2"/>`;

  // Main volume.
  b += rect(hx0, wallTop, hw, groundY - wallTop, 'url(#wl)');
  // Roof.
  if (hipped) {
    b += poly(
      [
        [hx0 - 26, wallTop + 4],
        [hx1 + 26, wallTop + 4],
        [hx1 - 70, wallTop - 105],
        [hx0 + 70, wallTop - 105],
      ],
      'url(#rf)',
    );
  } else {
    const mid = (hx0 + hx1) / 2;
    b += poly(
      [
        [hx0 - 26, wallTop + 4],
        [hx1 + 26, wallTop + 4],
        [mid, wallTop - 130],
      ],
      'url(#rf)',
    );
    b += poly(
      [
        [mid - 40, wallTop - 30],
        [mid + 40, wallTop - 30],
        [mid, wallTop - 70],
      ],
      lighten(wall, 0.2),
    );
  }
  b += rect(hx0 - 26, wallTop + 2, hw + 52, 8, darken(roof, 0.3));
  // Chimney.
  b += rect(hx1 - 130, wallTop - 100, 26, 50, darken(wall, 0.15));

  // Windows: a bay on each storey.
  const frame = p.trim;
  let wins = '';
  let frames = '';
  const rows = twoStorey ? [wallTop + 30, wallTop + storeyH + 30] : [wallTop + 28];
  const cols = [hx0 + 40, hx0 + 150, hx1 - 230, hx1 - 120];
  rows.forEach((y, ri) => {
    cols.forEach((x, ci) => {
      if (ri === rows.length - 1 && ci === 2) return; // door goes here
      frames += `M${f(x - 5)} ${f(y - 5)}h90v90h-90Z`;
      wins += `M${f(x)} ${f(y)}h80v80h-80Z`;
    });
  });
  b += pathEl(frames, frame);
  b += pathEl(wins, 'url(#glass)');
  let bars = '';
  rows.forEach((y, ri) =>
    cols.forEach((x, ci) => {
      if (ri === rows.length - 1 && ci === 2) return;
      bars += `M${f(x + 40)} ${f(y)}v80M${f(x)} ${f(y + 40)}h80`;
    }),
  );
  b += `<path d="${bars}" stroke="${frame}" stroke-width="4"/>`;
  // Sills.
  let sills = '';
  rows.forEach((y, ri) =>
    cols.forEach((x, ci) => {
      if (ri === rows.length - 1 && ci === 2) return;
      sills += `M${f(x - 10)} ${f(y + 86)}h100v7h-100Z`;
    }),
  );
  b += pathEl(sills, lighten(wall, 0.5));

  // Front door with canopy and steps.
  const dx = cols[2] - 5;
  b += rect(dx - 20, groundY - 150, 130, 10, frame);
  b += rect(dx, groundY - 140, 90, 140, p.timber);
  b +=
    rect(dx + 8, groundY - 130, 32, 120, darken(p.timber, 0.12)) +
    rect(dx + 50, groundY - 130, 32, 120, darken(p.timber, 0.12));
  b += circle(dx + 46, groundY - 70, 3, '#e7d3a1');
  b += rect(dx - 16, groundY, 122, 8, '#d7cfc1') + rect(dx - 30, groundY + 8, 150, 8, '#cbc2b2');

  // Path to the door, lawn details, hedges, bougainvillea.
  b += poly(
    [
      [dx - 20, groundY + 16],
      [dx + 110, groundY + 16],
      [dx + 230, 800],
      [dx - 140, 800],
    ],
    '#d8cdb8',
  );
  b += rect(0, groundY - 6, hx0 - 10, 10, darken(p.leaf, 0.25), 'opacity="0.4"');
  b += shrub(hx0 + 60, groundY + 6, 1.1, p.leaf, '#c4508a');
  b += shrub(hx0 + 190, groundY + 10, 0.9, p.leaf, null);
  b += shrub(hx1 - 30, groundY + 8, 1.1, p.leaf, '#e0894a');
  b += tree(r.int(120, 220), 740, 1.2, p.leaf, r);
  b += acacia(r.int(980, 1100), 730, 1.2, darken(p.leaf, 0.05));
  return { defs: defs, body: b };
}

// ------------------------------------------------------ interiors
//
// One-point perspective room. World X spans -600..600 at the picture plane,
// Y is measured down from eye level (floor at 480, ceiling at -320), and k is
// the perspective scale (1 at the picture plane, KB at the back wall).

const VX = 600;
const VY = 320;
const KB = 0.5334;
const FLOOR_Y = 480;
const CEIL_Y = -320;
const kAt = (d) => 1 - d * (1 - KB); // d: 0 = front, 1 = back wall
const P = (X, Y, d) => {
  const k = kAt(d);
  return [VX + X * k, VY + Y * k];
};
// Back-wall coordinates (screen space).
const BW = { x0: VX - 600 * KB, x1: VX + 600 * KB, y0: VY + CEIL_Y * KB, y1: VY + FLOOR_Y * KB };
const backRect = (X0, Y0, X1, Y1, fill, extra) =>
  rect(VX + X0 * KB, VY + Y0 * KB, (X1 - X0) * KB, (Y1 - Y0) * KB, fill, extra);

// Perspective box standing on the floor (or raised by `lift`).
function box(X0, X1, d0, d1, H, c, lift = 0) {
  const yb = FLOOR_Y - lift;
  const yt = yb - H;
  let out = '';
  // Side faces visible only when the box is entirely off-centre.
  if (X0 > 0) out += poly([P(X0, yb, d0), P(X0, yb, d1), P(X0, yt, d1), P(X0, yt, d0)], c.side);
  if (X1 < 0) out += poly([P(X1, yb, d0), P(X1, yb, d1), P(X1, yt, d1), P(X1, yt, d0)], c.side);
  if (yt > 0) out += poly([P(X0, yt, d0), P(X1, yt, d0), P(X1, yt, d1), P(X0, yt, d1)], c.top);
  out += poly([P(X0, yb, d0), P(X1, yb, d0), P(X1, yt, d0), P(X0, yt, d0)], c.front);
  return out;
}
const shades = (c) => ({ front: c, top: lighten(c, 0.18), side: darken(c, 0.14) });
const floorQuad = (X0, X1, d0, d1, fill, extra) =>
  poly(
    [P(X0, FLOOR_Y, d0), P(X1, FLOOR_Y, d0), P(X1, FLOOR_Y, d1), P(X0, FLOOR_Y, d1)],
    fill,
    extra,
  );

// Window on a side wall (side = -1 left, +1 right), with a sky view.
function sideWindow(side, d0, d1, Y0, Y1, frame) {
  const X = 600 * side;
  const q = [P(X, Y0, d0), P(X, Y0, d1), P(X, Y1, d1), P(X, Y1, d0)];
  const inner = [
    P(X, Y0 + 18, d0 + 0.03),
    P(X, Y0 + 18, d1 - 0.03),
    P(X, Y1 - 18, d1 - 0.03),
    P(X, Y1 - 18, d0 + 0.03),
  ];
  const midD = (d0 + d1) / 2;
  return (
    poly(q, frame) +
    poly(inner, 'url(#win)') +
    `<path d="M${pts([P(X, Y0, midD)])} L${pts([P(X, Y1, midD)])}" stroke="${frame}" stroke-width="6"/>`
  );
}

function roomShell(p, r, opts = {}) {
  const wall = opts.wall || p.wall;
  const floor = opts.floor || p.timber;
  const defs =
    linGrad(
      'bw',
      [
        [0, lighten(wall, 0.35)],
        [1, darken(wall, 0.04)],
      ],
      [0, 0, 1, 1],
    ) +
    linGrad('fl', [
      [0, lighten(floor, 0.08)],
      [1, darken(floor, 0.12)],
    ]) +
    linGrad('win', [
      [0, p.skyTop],
      [0.7, mix(p.skyTop, '#f7ecd9', 0.75)],
      [1, '#cfd9c4'],
    ]) +
    radGrad('glow', [
      [0, '#fff7e6', 0.55],
      [1, '#fff7e6', 0],
    ]);
  const c = {
    tl: [0, 0],
    tr: [1200, 0],
    bl: [0, 800],
    br: [1200, 800],
    btl: [BW.x0, BW.y0],
    btr: [BW.x1, BW.y0],
    bbl: [BW.x0, BW.y1],
    bbr: [BW.x1, BW.y1],
  };
  let b = '';
  b += poly([c.tl, c.tr, c.btr, c.btl], lighten(wall, 0.3)); // ceiling
  b += poly([c.tl, c.btl, c.bbl, c.bl], darken(wall, 0.07)); // left wall
  b += poly([c.tr, c.btr, c.bbr, c.br], darken(wall, 0.11)); // right wall
  b += rect(BW.x0, BW.y0, BW.x1 - BW.x0, BW.y1 - BW.y0, 'url(#bw)'); // back wall
  b += poly([c.bl, c.bbl, c.bbr, c.br], 'url(#fl)'); // floor
  // Floor joints converging on the vanishing point.
  let j = '';
  if (opts.tiles) {
    for (let i = 1; i < 8; i++) {
      const X = -600 + i * 150;
      j += `M${pts([P(X, FLOOR_Y, 0)])}L${pts([P(X, FLOOR_Y, 1)])}`;
    }
    for (const d of [0.25, 0.5, 0.7, 0.86])
      j += `M${pts([P(-600, FLOOR_Y, d)])}L${pts([P(600, FLOOR_Y, d)])}`;
    b += `<path d="${j}" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`;
  } else {
    for (let i = 1; i < 12; i++) {
      const X = -600 + i * 100;
      j += `M${pts([P(X, FLOOR_Y, 0)])}L${pts([P(X, FLOOR_Y, 1)])}`;
    }
    b += `<path d="${j}" stroke="${darken(floor, 0.25)}" stroke-width="1.5" opacity="0.35"/>`;
  }
  // Skirting on the back wall; room edges.
  b += rect(BW.x0, BW.y1 - 8, BW.x1 - BW.x0, 8, lighten(wall, 0.4));
  b += `<path d="M${pts([c.btl])}L${pts([c.bbl])}M${pts([c.btr])}L${pts([c.bbr])}" stroke="${darken(wall, 0.15)}" stroke-width="1.5"/>`;
  return { defs, body: b };
}

function plant(x, y, s, leaf, pot) {
  let leaves = '';
  const ang = [-60, -35, -12, 10, 32, 58, -80, 80];
  ang.forEach((a, i) => {
    const len = (i > 5 ? 48 : 70) * s;
    const rad = ((a - 90) * Math.PI) / 180;
    const cx = x + Math.cos(rad) * len * 0.6;
    const cy = y - 10 * s + Math.sin(rad) * len * 0.6;
    leaves += ellipse(
      cx,
      cy,
      13 * s,
      len * 0.45,
      i % 2 ? leaf : darken(leaf, 0.15),
      `transform="rotate(${a} ${f(cx)} ${f(cy)})"`,
    );
  });
  return (
    leaves +
    poly(
      [
        [x - 26 * s, y - 8 * s],
        [x + 26 * s, y - 8 * s],
        [x + 20 * s, y + 40 * s],
        [x - 20 * s, y + 40 * s],
      ],
      pot,
    )
  );
}

function art(X0, Y0, X1, Y1, p, r) {
  const [x, y] = [VX + X0 * KB, VY + Y0 * KB];
  const [w, h] = [(X1 - X0) * KB, (Y1 - Y0) * KB];
  let a = rect(x - 5, y - 5, w + 10, h + 10, p.trim) + rect(x, y, w, h, lighten(p.wall, 0.5));
  a += circle(
    x + w * r.range(0.3, 0.7),
    y + h * 0.4,
    Math.min(w, h) * 0.2,
    mix(p.accent, '#f4d9b0', 0.3),
  );
  a += pathEl(
    `M${f(x)} ${f(y + h)}L${f(x)} ${f(y + h * 0.7)}Q${f(x + w * 0.35)} ${f(y + h * 0.45)} ${f(x + w * 0.6)} ${f(y + h * 0.72)}T${f(x + w)} ${f(y + h * 0.6)}V${f(y + h)}Z`,
    mix(p.leaf, '#ffffff', 0.2),
  );
  return a;
}

function lamp(x, yBase, h, shade) {
  return (
    line(x, yBase, x, yBase - h, '#3b3531', 3) +
    poly(
      [
        [x - 22, yBase - h - 6],
        [x + 22, yBase - h - 6],
        [x + 32, yBase - h + 34],
        [x - 32, yBase - h + 34],
      ],
      shade,
    ) +
    ellipse(x, yBase, 20, 5, '#3b3531')
  );
}

function livingRoom(slug, seed) {
  const p = listingPalette(slug);
  const r = rng(seed);
  const shell = roomShell(p, r);
  let b = shell.body;
  // Feature wall panel behind the sofa.
  if (r.chance(0.6)) b += backRect(-330, -120, 600, 470, mix(p.accent, p.wall, 0.7));
  // Big window on the left wall with sheer curtain.
  b += sideWindow(-1, 0.25, 0.8, -230, 260, lighten(p.wall, 0.45));
  b += poly(
    [P(-600, -250, 0.1), P(-600, -250, 0.25), P(-600, 470, 0.25), P(-600, 470, 0.1)],
    mix(p.fabric, '#ffffff', 0.45),
    'opacity="0.9"',
  );
  // Sunlight falling on the floor.
  b += poly(
    [P(-600, FLOOR_Y, 0.3), P(-600, FLOOR_Y, 0.75), P(-150, FLOOR_Y, 0.65), P(-80, FLOOR_Y, 0.15)],
    '#fff6e0',
    'opacity="0.22"',
  );
  // Art above the sofa.
  b += art(-150, -150, 230, 80, p, r);
  // Rug.
  b += floorQuad(-420, 380, 0.25, 0.85, mix(p.accent, '#efe4d2', 0.55));
  b += floorQuad(
    -380,
    340,
    0.29,
    0.81,
    'none',
    `stroke="${mix(p.accent, '#ffffff', 0.3)}" stroke-width="3"`,
  );
  // Sofa against the back wall.
  const sofa = p.fabric;
  b += box(-340, 340, 0.9, 0.99, 270, shades(darken(sofa, 0.05)));
  b += box(-340, 340, 0.76, 0.9, 140, shades(sofa));
  b += box(-380, -320, 0.74, 0.99, 200, shades(darken(sofa, 0.08)));
  b += box(320, 380, 0.74, 0.99, 200, shades(darken(sofa, 0.08)));
  // Cushions.
  const cush = [p.accent, lighten(p.fabric, 0.45), mix(p.leaf, '#ffffff', 0.25)];
  [-250, -80, 140].forEach((X, i) => {
    const [x, y] = P(X, 250, 0.88);
    b += rect(x - 38, y - 46, 76, 64, cush[i % 3], 'rx="14"');
  });
  // Coffee table.
  const wood = shades(p.timber);
  b += box(-170, 170, 0.42, 0.6, 110, wood);
  b += circle(...P(-60, 360, 0.5), 18, lighten(p.accent, 0.3));
  // Floor lamp + plant.
  const [lx, ly] = P(470, FLOOR_Y, 0.9);
  b += lamp(lx, ly, 300, '#f3e6cc');
  b += ellipse(lx, ly - 280, 110, 80, 'url(#glow)');
  const [px, py] = P(520, FLOOR_Y - 60, 0.35);
  b += plant(px, py, 1.8, p.leaf, mix(p.accent, '#ffffff', 0.15));
  // Window glow.
  b += ellipse(...P(-600, 0, 0.5), 260, 320, 'url(#glow)');
  return { defs: shell.defs, body: b };
}

function kitchen(slug, seed) {
  const p = listingPalette(slug);
  const r = rng(seed);
  const shell = roomShell(p, r, { tiles: true, floor: r.pick(['#cdbfa9', '#d6ccbc', '#bfae98']) });
  const tilePat =
    `<pattern id="tl" width="24" height="14" patternUnits="userSpaceOnUse"><rect width="24" height="14" fill="${lighten(p.wall, 0.3)}"/>` +
    `<path d="M0 13.5H24M23.5 0V14" stroke="${darken(p.wall, 0.12)}" stroke-width="1"/></pattern>`;
  let b = shell.body;
  const cab = r.chance(0.5) ? mix(p.leaf, '#ffffff', 0.25) : mix(p.accent, '#ffffff', 0.3);
  const counter = '#eeeae3';
  // Splashback tiles.
  b += backRect(-600, 0, 600, 250, 'url(#tl)');
  // Window over the sink.
  b += backRect(-170, -200, 170, 170, lighten(p.wall, 0.45));
  b += backRect(-155, -185, 155, 160, 'url(#win)');
  b += backRect(-4, -185, 4, 160, lighten(p.wall, 0.45));
  // Upper cabinets.
  b += backRect(-600, -300, -210, -20, cab);
  b += backRect(210, -300, 600, -20, cab);
  let lines = '';
  for (const X of [-470, -340, 340, 470])
    lines += `M${f(VX + X * KB)} ${f(VY - 300 * KB)}V${f(VY - 20 * KB)}`;
  // Base run against the back wall.
  b += box(-600, 600, 0.9, 1, 230, shades(cab));
  b += box(
    -610,
    610,
    0.885,
    1,
    18,
    { front: counter, top: lighten(counter, 0.4), side: counter },
    230,
  );
  for (let X = -480; X <= 480; X += 160) {
    const [x, y0] = P(X, 265, 0.885);
    lines += `M${f(x)} ${f(y0)}V${f(P(X, 470, 0.885)[1])}`;
  }
  b += `<path d="${lines}" stroke="${darken(cab, 0.2)}" stroke-width="2"/>`;
  // Tap and a bowl of fruit by the sink.
  const [tx, ty] = P(0, 250, 0.95);
  b += `<path d="M${f(tx)} ${f(ty)}v-34q0-12 14-12h6" stroke="#8a8f94" stroke-width="5" fill="none"/>`;
  const [bx, by] = P(320, 250, 0.95);
  b +=
    circle(bx - 10, by - 10, 10, '#e08a3c') +
    circle(bx + 8, by - 12, 10, '#d9a441') +
    circle(bx, by - 22, 10, '#8aa04f');
  b += pathEl(`M${f(bx - 26)} ${f(by - 10)}h52q-4 16-26 16t-26-16Z`, '#f2ede5');
  // Island with timber front and stone top.
  b += box(-330, 330, 0.38, 0.58, 230, shades(p.timber));
  b += box(
    -350,
    350,
    0.36,
    0.6,
    16,
    { front: counter, top: lighten(counter, 0.4), side: counter },
    230,
  );
  // Stools.
  for (const X of [-220, 0, 220]) {
    const [sx, sy] = P(X, FLOOR_Y, 0.18);
    const [, st] = P(X, FLOOR_Y - 170, 0.18);
    b += `<path d="M${f(sx - 26)} ${f(sy)}L${f(sx - 18)} ${f(st)}M${f(sx + 26)} ${f(sy)}L${f(sx + 18)} ${f(st)}" stroke="#3b3531" stroke-width="4"/>`;
    b += ellipse(sx, st, 36, 10, p.accent);
  }
  // Pendant lights.
  for (const X of [-200, 0, 200]) {
    const [x, y] = P(X, -320, 0.48);
    const [, y2] = P(X, -120, 0.48);
    b += line(x, y, x, y2, '#3b3531', 2);
    b += pathEl(
      `M${f(x - 24)} ${f(y2 + 22)}Q${f(x)} ${f(y2 - 22)} ${f(x + 24)} ${f(y2 + 22)}Z`,
      p.trim,
    );
    b += ellipse(x, y2 + 30, 60, 30, 'url(#glow)');
  }
  const [plx, ply] = P(-420, 240, 0.95);
  b += plant(plx, ply - 30, 0.7, p.leaf, '#e9e2d6');
  return { defs: shell.defs + tilePat, body: b };
}

function bedroom(slug, seed) {
  const p = listingPalette(slug);
  const r = rng(seed);
  const shell = roomShell(p, r);
  let b = shell.body;
  // Panelled headboard wall.
  const panel = mix(p.accent, p.wall, 0.6);
  b += backRect(-360, -110, 360, 480, panel);
  let pl = '';
  for (let X = -270; X <= 270; X += 90)
    pl += `M${f(VX + X * KB)} ${f(VY - 110 * KB)}V${f(VY + 470 * KB)}`;
  b += `<path d="${pl}" stroke="${darken(panel, 0.1)}" stroke-width="2"/>`;
  // Window with curtains on the right wall.
  b += sideWindow(1, 0.3, 0.78, -220, 240, lighten(p.wall, 0.45));
  b += poly(
    [P(600, -250, 0.2), P(600, -250, 0.32), P(600, 470, 0.32), P(600, 470, 0.2)],
    mix(p.fabric, p.wall, 0.3),
  );
  b += poly(
    [P(600, -250, 0.76), P(600, -250, 0.86), P(600, 470, 0.86), P(600, 470, 0.76)],
    mix(p.fabric, p.wall, 0.3),
  );
  b += poly(
    [P(600, FLOOR_Y, 0.3), P(600, FLOOR_Y, 0.75), P(150, FLOOR_Y, 0.6), P(100, FLOOR_Y, 0.2)],
    '#fff6e0',
    'opacity="0.22"',
  );
  // Rug.
  b += floorQuad(-430, 430, 0.15, 0.75, mix(p.fabric, '#f5efe6', 0.5));
  // Headboard and bed.
  b += box(-290, 290, 0.97, 0.99, 360, shades(p.timber));
  b += box(-270, 270, 0.4, 0.97, 110, shades('#f4f0ea'));
  const duvet = mix(p.fabric, '#ffffff', 0.35);
  b += box(-275, 275, 0.38, 0.8, 125, shades(duvet));
  b += box(-280, 280, 0.38, 0.52, 130, shades(p.accent)); // throw at the foot
  // Pillows.
  for (const X of [-140, 140]) {
    const [x, y] = P(X, 330, 0.9);
    b += rect(x - 70, y - 36, 140, 48, '#ffffff', 'rx="16"');
  }
  // Bedside tables with lamps.
  for (const X of [-420, 420]) {
    b += box(X - 70, X + 70, 0.86, 0.98, 150, shades(p.timber));
    const [x, y] = P(X, FLOOR_Y - 150, 0.92);
    b += rect(x - 6, y - 50, 12, 50, '#3b3531');
    b += poly(
      [
        [x - 22, y - 86],
        [x + 22, y - 86],
        [x + 30, y - 50],
        [x - 30, y - 50],
      ],
      '#f3e6cc',
    );
    b += ellipse(x, y - 70, 80, 60, 'url(#glow)');
  }
  b += art(-200, -90, 200, 60, p, r);
  const [px, py] = P(-520, FLOOR_Y - 60, 0.3);
  b += plant(px, py, 1.5, p.leaf, mix(p.accent, '#ffffff', 0.15));
  return { defs: shell.defs, body: b };
}

function bathroom(slug, seed) {
  const p = listingPalette(slug);
  const r = rng(seed);
  const tileColour = r.pick(['#e7e1d6', '#dfe4dd', '#ece4d8']);
  const shell = roomShell(p, r, { tiles: true, floor: '#cfc5b6' });
  const pat =
    `<pattern id="tl" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="30" height="30" fill="${tileColour}"/>` +
    `<path d="M0 29.5H30M29.5 0V30" stroke="${darken(tileColour, 0.1)}" stroke-width="1"/></pattern>`;
  let b = shell.body;
  b += backRect(-600, -60, 600, 480, 'url(#tl)');
  // Window above the tub.
  b += backRect(120, -240, 480, -20, lighten(p.wall, 0.45));
  b += backRect(135, -225, 465, -35, 'url(#win)');
  // Vanity, basin, mirror.
  b += box(-540, -100, 0.88, 0.99, 220, shades(p.timber));
  b += box(-550, -90, 0.87, 0.99, 14, shades('#efeae3'), 220);
  const [mx, my] = P(-320, 250, 0.93);
  b += ellipse(mx, my - 6, 62, 14, '#ffffff') + ellipse(mx, my - 6, 48, 9, '#e1e6e8');
  b += `<path d="M${f(mx)} ${f(my - 10)}v-30h14" stroke="#8a8f94" stroke-width="5" fill="none"/>`;
  b += backRect(-480, -270, -160, 150, '#d5dde0', 'rx="70"');
  b += backRect(-466, -256, -174, 136, '#eaf0f2', 'rx="62"');
  b += backRect(-440, -220, -380, 100, '#ffffff', 'opacity="0.5" rx="20"');
  // Free-standing tub.
  const [a0, a1] = [P(60, FLOOR_Y - 170, 0.5), P(520, FLOOR_Y - 170, 0.5)];
  const [c0, c1] = [P(60, FLOOR_Y - 170, 0.85), P(520, FLOOR_Y - 170, 0.85)];
  const [fb0, fb1] = [P(90, FLOOR_Y, 0.5), P(490, FLOOR_Y, 0.5)];
  b += poly([a0, a1, c1, c0], '#fbfaf7');
  b += poly(
    [
      P(90, FLOOR_Y - 170, 0.55),
      P(490, FLOOR_Y - 170, 0.55),
      P(490, FLOOR_Y - 170, 0.8),
      P(90, FLOOR_Y - 170, 0.8),
    ],
    '#d8e6ea',
  );
  b += pathEl(
    `M${pts([a0])}L${pts([a1])}Q${f(a1[0] - 10)} ${f(fb1[1] - 10)} ${f(fb1[0])} ${f(fb1[1])}L${pts([fb0])}Q${f(a0[0] + 10)} ${f(fb0[1] - 10)} ${pts([a0])}Z`,
    '#f4f2ee',
  );
  b += pathEl(`M${pts([a0])}L${pts([a1])}`, 'none', 'stroke="#ffffff" stroke-width="6"');
  // Towel on a rail on the left wall, plant, bath mat.
  b += poly(
    [P(-600, -40, 0.35), P(-600, -40, 0.6), P(-600, 180, 0.6), P(-600, 180, 0.35)],
    p.accent,
  );
  b += line(...P(-600, -45, 0.3), ...P(-600, -45, 0.65), '#8a8f94', 5);
  b += floorQuad(-250, 50, 0.35, 0.55, mix(p.fabric, '#ffffff', 0.3));
  const [px, py] = P(-500, FLOOR_Y - 60, 0.15);
  b += plant(px, py, 1.6, p.leaf, '#e9e2d6');
  b += ellipse(...P(300, -130, 1), 200, 160, 'url(#glow)');
  return { defs: shell.defs + pat, body: b };
}

function balconyView(slug, seed) {
  const p = listingPalette(slug);
  const r = rng(seed);
  const defs =
    skyDefs(p) +
    linGrad('dk', [
      [0, lighten(p.timber, 0.1)],
      [1, darken(p.timber, 0.15)],
    ]);
  let b = rect(0, 0, 1200, 800, 'url(#sky)');
  b += circle(r.int(300, 900), 170, 150, 'url(#sun)');
  b += cloud(r.int(250, 500), 150, 1) + cloud(r.int(750, 1000), 110, 0.9);
  b += hills(r, 0, 1200, 400, 55, '#a9b9be', 'opacity="0.9"');
  // City skyline: hazy blocks, each with a lit and a shaded face.
  let city = '';
  let shade = '';
  let x = 0;
  while (x < 1200) {
    const w = r.int(40, 95);
    const h = r.int(50, 190);
    city += `M${f(x)} 470V${f(470 - h)}h${f(w - 6)}V470Z`;
    shade += `M${f(x + w * 0.6)} 470V${f(470 - h)}h${f(w * 0.4 - 6)}V470Z`;
    x += w;
  }
  b += pathEl(city, '#b7c2c6') + pathEl(shade, '#a3b0b6');
  // Tree canopy in front of the city (Nairobi is green).
  let canopy = '';
  for (let cx = -20; cx < 1240; cx += 55)
    canopy += circle(cx, 490 + r.int(-15, 10), r.int(30, 48), p.leaf);
  b += `<g opacity="0.9">${canopy}</g>`;
  b += rect(0, 495, 1200, 60, darken(p.leaf, 0.1));
  // Soffit and side wall framing the view.
  b += poly(
    [
      [0, 0],
      [1200, 0],
      [1200, 40],
      [0, 70],
    ],
    darken(p.cladding, 0.08),
  );
  b += poly(
    [
      [0, 0],
      [110, 0],
      [110, 800],
      [0, 800],
    ],
    darken(p.wall, 0.1),
  );
  b += rect(95, 0, 15, 800, lighten(p.wall, 0.3));
  // Deck floor.
  b += poly(
    [
      [110, 600],
      [1200, 585],
      [1200, 800],
      [110, 800],
    ],
    'url(#dk)',
  );
  let planks = '';
  for (const y of [620, 650, 690, 740]) planks += `M110 ${y}H1200`;
  b += `<path d="${planks}" stroke="${darken(p.timber, 0.3)}" stroke-width="2" opacity="0.4"/>`;
  // Glass balustrade.
  b += rect(110, 470, 1090, 125, '#dcebf0', 'opacity="0.3"');
  b += rect(110, 462, 1090, 10, p.trim);
  let posts = '';
  for (let px = 300; px < 1200; px += 240) posts += `M${px} 470V595`;
  b += `<path d="${posts}" stroke="${p.trim}" stroke-width="6"/>`;
  // Bistro table and two chairs.
  const tx = r.int(560, 680);
  b +=
    ellipse(tx, 600, 80, 18, lighten(p.cladding, 0.3)) +
    rect(tx - 5, 600, 10, 110, '#3b3531') +
    ellipse(tx, 712, 40, 8, '#3b3531');
  b += circle(tx - 20, 592, 9, '#f2ede5') + circle(tx + 22, 590, 10, p.accent);
  for (const dir of [-1, 1]) {
    const cx = tx + dir * 170;
    b += pathEl(
      `M${cx - 55} 720L${cx - 45} 620H${cx + 45}L${cx + 55} 720`,
      'none',
      `stroke="${darken(p.timber, 0.2)}" stroke-width="6"`,
    );
    b += rect(cx - 60, 612, 120, 22, p.fabric, 'rx="8"');
    b += rect(cx - 60 + (dir < 0 ? 0 : 100), 520, 20, 100, darken(p.timber, 0.1), 'rx="6"');
    b += rect(cx - 50, 560, 100, 52, p.fabric, 'rx="12" opacity="0.9"');
  }
  b += plant(1090, 640, 1.7, p.leaf, mix(p.accent, '#ffffff', 0.1));
  b += plant(190, 650, 1.3, darken(p.leaf, 0.05), p.accent);
  return { defs: defs, body: b };
}

function listingPhoto(job) {
  const seed = `photo:${job.path}`;
  let scene;
  if (job.index === 1) {
    scene =
      job.type === 'apartment' ? apartmentExterior(job.slug, seed) : houseExterior(job.slug, seed);
  } else {
    const lastRoom = job.type === 'apartment' ? balconyView : bathroom;
    const rooms = [livingRoom, kitchen, bedroom, lastRoom];
    scene = rooms[(job.index - 2) % rooms.length](job.slug, seed);
  }
  // Mirror about half of the scenes so listings don't all share one layout.
  const body =
    hash(`mirror:${job.path}`) % 2
      ? `<g transform="matrix(-1 0 0 1 1200 0)">${scene.body}</g>`
      : scene.body;
  return svgDoc(1200, 800, scene.defs, body);
}

// ------------------------------------------------------ agent avatars

function agentAvatar(job) {
  const r = rng(`agent:${job.path}`);
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

function initials(name) {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(0, 3)
    .map((w) => w[0].toUpperCase())
    .join('');
}

function adLogo(job) {
  const c = job.colour;
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
  b += emblem(job.emblem, c);
  b += `<text x="80" y="134" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${size}" letter-spacing="2" fill="#ffffff">${ini}</text>`;
  return svgDoc(160, 160, defs, b);
}

// ------------------------------------------------------ collect jobs

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

function collectJobs(listings) {
  if (!Array.isArray(listings)) fail('data/listings.json must contain an array of listings');
  const jobs = new Map();
  const add = (job, where) => {
    const prev = jobs.get(job.path);
    if (prev && prev.kind !== job.kind)
      fail(`${where}: path "${job.path}" is referenced as both ${prev.kind} and ${job.kind}`);
    if (!prev) jobs.set(job.path, job);
  };
  const expectDir = (parts, dir, p, where, kind) => {
    if (parts[1] !== dir)
      fail(`${where}: path "${p}" has an unknown kind: a ${kind} must be under /images/${dir}/`);
  };
  listings.forEach((l, li) => {
    const where = `listing[${li}]${l && l.slug ? ` (${l.slug})` : ''}`;
    if (!l || typeof l.slug !== 'string') fail(`${where}: missing slug`);
    if (l.type !== 'apartment' && l.type !== 'house')
      fail(`${where}: unknown listing type "${l.type}"`);
    const imgs = Array.isArray(l.images) ? l.images : [];
    const cover = l.image !== undefined ? [l.image] : [];
    [...imgs, ...cover].forEach((p, i) => {
      const w = i < imgs.length ? `${where}.images[${i}]` : `${where}.image`;
      const parts = checkPath(p, w);
      expectDir(parts, 'listings', p, w, 'listing photo');
      const index = i < imgs.length ? i + 1 : 1;
      add({ kind: 'photo', path: p, slug: l.slug, type: l.type, index }, w);
    });
    if (l.agent && l.agent.photo !== undefined) {
      const w = `${where}.agent.photo`;
      const parts = checkPath(l.agent.photo, w);
      expectDir(parts, 'agents', l.agent.photo, w, 'agent photo');
      add({ kind: 'agent', path: l.agent.photo, name: String(l.agent.name || '') }, w);
    }
    for (const [field, category] of [
      ['bankAds', 'bank'],
      ['insuranceAds', 'insurance'],
    ]) {
      (Array.isArray(l[field]) ? l[field] : []).forEach((ad, ai) => {
        const w = `${where}.${field}[${ai}].logo`;
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
    let ci = hash(`colour:${j.name}`) % BRAND_COLOURS.length;
    for (let n = 0; n < BRAND_COLOURS.length && usedC.has(ci); n++)
      ci = (ci + 1) % BRAND_COLOURS.length;
    usedC.add(ci);
    j.colour = BRAND_COLOURS[ci];
    const list = EMBLEMS[j.category];
    let ei = hash(`emblem:${j.name}`) % list.length;
    for (let n = 0; n < list.length && usedE.has(list[ei]); n++) ei = (ei + 1) % list.length;
    usedE.add(list[ei]);
    j.emblem = list[ei];
  }
  return [...jobs.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

// ------------------------------------------------------ main

let listings;
try {
  listings = JSON.parse(readFileSync(DATA_FILE, 'utf8'));
} catch (err) {
  fail(`cannot read ${path.relative(ROOT, DATA_FILE)}: ${err.message}`);
}

const jobs = collectJobs(listings);
let written = 0;
let unchanged = 0;
let bytes = 0;
for (const job of jobs) {
  const svg =
    job.kind === 'photo'
      ? listingPhoto(job)
      : job.kind === 'agent'
        ? agentAvatar(job)
        : adLogo(job);
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
