// @ts-check
// The material set a listing's furniture is built from. Each plan passes a few colours (its
// "style"); everything else has sensible shared defaults, so plans stay short and the six homes
// still look different from each other.

import {
  curtain,
  emissive,
  fabric,
  foliage,
  glass,
  mirror,
  paint,
  solid,
  stone,
  tiles,
  woodGrain,
} from './materials.mjs';

/**
 * @typedef {object} Style colours as sRGB hex strings
 * @property {string} sofa @property {string} cushion upholstery and its seat cushions
 * @property {string[]} accents throw pillows, throws, books
 * @property {string} wood furniture timber (tables, shelves)
 * @property {string} cabinet kitchen fronts
 * @property {string} worktop
 * @property {string} bedding duvet colour
 * @property {string} [chair] armchair colour (default: the first accent)
 * @property {string} [headboard] bed headboard and base (default: the sofa colour)
 * @property {string} [diningChair] upholstered dining seats (default: plain timber)
 * @property {string} [tableLegs] (default: dark timber)
 * @property {string} [wardrobe] painted wardrobe fronts (default: the furniture timber)
 * @property {string} [splashback] kitchen wall tiles
 * @property {string} [stool] kitchen bar stools
 * @property {string} [pendant] pendant lamp shades
 * @property {string} [lampBase]
 * @property {string} [vase]
 * @property {string} [pot] plant pots
 * @property {string} [frame] picture and mirror frames
 * @property {string} [towel]
 * @property {string} [outdoorCushion]
 * @property {string} [stone] fireplace cladding
 * @property {string} [curtain]
 * @property {string} [windowFrame]
 * @property {string} [door] door leaves (default: painted white)
 * @property {string} [ceiling]
 * @property {string} [exterior] outside face of the walls
 */

/** @typedef {ReturnType<typeof makeMaterials>} Materials every material a plan can use, by role */

/** @param {Style} s */
export function makeMaterials(s) {
  const accents = s.accents.map((c) => fabric(c));
  const wood = woodGrain(s.wood);
  const darkWood = woodGrain('#4a3426');
  const white = solid('#f2efe9');
  const metal = solid('#2b2b2d');
  const chrome = solid('#c9ccd0', { gloss: 0.3 });
  const ceramic = solid('#f4f2ee');
  return {
    // upholstery
    sofa: fabric(s.sofa),
    sofaCushion: fabric(s.cushion),
    chair: fabric(s.chair ?? s.accents[0]),
    chairCushion: fabric(s.chair ?? s.accents[0]),
    legs: darkWood,
    pillows: accents,
    // tables, storage, books
    tableTop: wood,
    tableLegs: s.tableLegs ? solid(s.tableLegs) : darkWood,
    chairSeat: s.diningChair ? fabric(s.diningChair) : woodGrain('#6b4a33'),
    shelf: wood,
    cabinet: wood,
    cabinetFront: woodGrain(s.wood),
    book1: accents[0],
    book2: accents[1 % accents.length],
    books: ['#8c3b2e', '#2f4a5c', '#d9c7a3', '#4e6b48', '#c49a3c', '#1f1f24', '#a8b5b8'].map((c) =>
      solid(c),
    ),
    ceramic,
    vase: solid(s.vase ?? '#c46a3c'),
    fruit: solid('#e08a1e'),
    fruit2: solid('#8fb33a'),
    metal,
    // screens and lamps
    tvFrame: solid('#151516'),
    tvScreen: solid('#0b0c0e', { gloss: 0.12 }),
    pendantShade: solid(s.pendant ?? '#b48a55', { gloss: 0.15 }),
    lampGlow: emissive('#fff6e0', '#ffd9a0', 2.2),
    downlight: emissive('#ffffff', '#fff1d6', 3),
    lampBase: solid(s.lampBase ?? '#d8cbb5'),
    lampShade: emissive('#efe6d6', '#ffdca8', 0.45),
    // kitchen
    plinth: solid('#2a2a2a'),
    carcass: solid(s.cabinet),
    upperFront: solid(s.cabinet),
    kitchenFront: solid(s.cabinet),
    handle: solid('#8f8f92'),
    worktop: solid(s.worktop, { gloss: 0.06 }),
    splashback: tiles({
      color: s.splashback ?? '#f1efe9',
      grout: '#d8d4cc',
      size: 0.15,
      sizeV: 0.075,
      groutWidth: 0.002,
    }),
    sink: solid('#9a9ea3'),
    chrome,
    hob: solid('#121214', { gloss: 0.15 }),
    steel: solid('#b9bcbf'),
    steelFront: solid('#c6c9cc'),
    ovenGlass: solid('#1a1b1d', { gloss: 0.1 }),
    stool: fabric(s.stool ?? '#3b3b3b'),
    // bedroom
    headboard: fabric(s.headboard ?? s.sofa),
    bedBase: fabric(s.headboard ?? s.sofa),
    sheet: fabric('#f5f3ef'),
    duvet: fabric(s.bedding),
    throw: accents[0],
    pillow: fabric('#f7f5f1'),
    pillowAccent: accents[1 % accents.length],
    wardrobeFront: s.wardrobe ? solid(s.wardrobe) : woodGrain(s.wood),
    // plants and pictures
    pot: solid(s.pot ?? '#b5643f'),
    soil: solid('#3a2a1e'),
    trunk: solid('#5a4030'),
    leaves: foliage('#3f7a35', '#6aa04a'),
    frame: solid(s.frame ?? '#1e1c1a'),
    mat: solid('#f7f4ee'),
    // bathroom
    water: solid('#c9dbe0', { gloss: 0.2 }),
    mirror: mirror(),
    boxing: solid('#e9e6e0'),
    showerTray: solid('#e6e4df'),
    glass: glass(),
    towel: fabric(s.towel ?? '#e6dccb'),
    // outdoors
    railing: solid('#3a3b3d'),
    outdoorFrame: woodGrain('#8a6a4a'),
    outdoorCushion: fabric(s.outdoorCushion ?? '#e9e1d0'),
    // fireplace
    stone: stone(s.stone ?? '#a39584'),
    firebox: solid('#1b1917'),
    hearth: solid('#4a4642'),
    logs: solid('#4b3324'),
    mantel: woodGrain('#5b3e2b'),
    // architecture
    skirting: white,
    windowFrame: solid(s.windowFrame ?? '#3a3c3f'),
    windowSill: solid('#efece6'),
    trim: white,
    door: s.door ? woodGrain(s.door) : solid('#f3f1ec'),
    ceiling: paint(s.ceiling ?? '#f6f4ef'),
    exterior: paint(s.exterior ?? '#e6ddd0'),
    curtain: curtain(s.curtain ?? '#ece4d6'),
  };
}
