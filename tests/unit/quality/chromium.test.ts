// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseChromiumVersion } from '@/scripts/quality/chromium';

describe('chromium version', () => {
  it('reads the version line Chromium prints, and nothing from other text', () => {
    expect(
      parseChromiumVersion('Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)\n'),
    ).toBe('Chromium 156.0.8078.108');
    expect(parseChromiumVersion('Google Chrome 150.0.7871.100 \n')).toBe(
      'Google Chrome 150.0.7871.100',
    );
    expect(parseChromiumVersion('/usr/bin/chromium: 9: [: unexpected operator')).toBeUndefined();
  });
});
