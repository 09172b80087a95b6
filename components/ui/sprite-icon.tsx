'use client';

import { createContext, use, type ReactNode } from 'react';

/**
 * The icons of components that both the server and the islands draw (a listing's card, its
 * badges and room counts; the controls of the search, the map and the listing form). They point
 * into the same icon sprite as the server's icons (components/ui/icons.ts,
 * lib/site/icon-sprite.ts), so a card drawn by the server writes a pointer of about 100 bytes
 * where lucide-react wrote 520, and the islands carry names instead of drawings. Each name here
 * is one of the sprite's symbols (checked by tests/unit/site/icon-sprite.test.ts).
 */
export const SHARED_ICONS = [
  'arrow-down-up',
  'badge-check',
  'bath',
  'bed-double',
  'building-complex',
  'chevron-left',
  'chevron-right',
  'flag',
  'handshake',
  'hard-hat',
  'house',
  'land-plot',
  'layout-grid',
  'list',
  'locate-fixed',
  'mail',
  'map-pin',
  'message-circle',
  'rotate-3d',
  'ruler',
  'search-x',
  'store',
  'video',
  'x',
] as const;
export type SharedIcon = (typeof SHARED_ICONS)[number];

// The sprite's path is a hash of its contents, known to the server only (icons.ts imports the
// drawings, which have no place in a browser bundle): the root layout hands it down once.
const SpritePath = createContext('');

/**
 * Gives the icons below the sprite's path; the root layout wraps every page in it. It draws its
 * children once, always: lib/site/static-payload.ts counts on that (ALWAYS_DRAW_CHILDREN).
 */
export function SpriteProvider({ path, children }: { path: string; children: ReactNode }) {
  return <SpritePath value={path}>{children}</SpritePath>;
}

/**
 * An icon of the sprite, hidden from assistive technology (the text beside it names it). It draws
 * the same from the same props, with no state: lib/site/static-payload.ts counts on that
 * (DRAW_THE_SAME) to leave sections holding it out of the hydration payload.
 */
export function SpriteIcon({ name, className }: { name: SharedIcon; className?: string }) {
  const sprite = use(SpritePath);
  return (
    <svg className={className ? `icon ${className}` : 'icon'} aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
