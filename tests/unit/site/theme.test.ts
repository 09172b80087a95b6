import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colorTokens, THEME, THEME_TOKENS, themeFrom } from '@/lib/site/theme';

describe('theme', () => {
  it('reads the brand colours from the design tokens in app/globals.css', () => {
    const css = readFileSync('app/globals.css', 'utf8');
    const tokens = colorTokens(css);
    for (const name of THEME_TOKENS) {
      expect(THEME[name], name).toMatch(/^#[0-9a-f]{6}$/);
      expect(THEME[name]).toBe(tokens.get(name));
    }
  });

  it('stops the build, naming the token, when one is missing', () => {
    expect(() => themeFrom('--color-brand-700: #175a3a;', 'x.css')).toThrow(
      /x\.css has no hex colour token .*--color-whatsapp/,
    );
  });
});
