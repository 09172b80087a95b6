import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The brand colours, read from the design tokens in app/globals.css, which Tailwind turns into
 * the site's classes. Places that need a colour outside CSS (the web manifest, the browser's
 * theme colour, the preview images and app icons drawn at build time) take it from here, so a
 * colour is changed in one place.
 */
export const THEME_TOKENS = [
  'brand-100',
  'brand-700',
  'brand-900',
  'brand-950',
  'gold-300',
  'canvas',
  'sale',
  'rent',
  'whatsapp',
] as const;
export type ThemeToken = (typeof THEME_TOKENS)[number];

/** `--color-<name>: #rrggbb;` declarations of a stylesheet, by name. */
export function colorTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const match of css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi))
    tokens.set(match[1]!, match[2]!.toLowerCase());
  return tokens;
}

/** The named colours of a stylesheet; a token that is missing stops the build, naming it. */
export function themeFrom(css: string, source = 'app/globals.css'): Record<ThemeToken, string> {
  const tokens = colorTokens(css);
  const missing = THEME_TOKENS.filter((name) => !tokens.has(name));
  if (missing.length)
    throw new Error(
      `${source} has no hex colour token ${missing.map((n) => `--color-${n}`).join(', ')}`,
    );
  return Object.fromEntries(THEME_TOKENS.map((name) => [name, tokens.get(name)!])) as Record<
    ThemeToken,
    string
  >;
}

export const THEME = themeFrom(
  readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8'),
);
