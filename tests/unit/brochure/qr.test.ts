// @vitest-environment node
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrCode, qrModules } from '@/lib/brochure/qr';

/**
 * Reads the drawn path back into pixels, `scale` to a module, and decodes it as a phone's camera
 * would: proof that what the brochure prints is the listing's address, not only that the
 * library was called.
 */
function decodePath(path: string, extent: number, scale = 6): string | undefined {
  const side = extent * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const dark = (x: number, y: number) => {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const i = ((y * scale + dy) * side + x * scale + dx) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
  };
  let pen = 0;
  let row = 0;
  for (const [, cmd, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    const n = Number(a);
    if (cmd === 'M') {
      pen = n;
      row = Math.floor(Number(b));
    } else if (cmd === 'm') pen += n;
    else {
      for (let x = pen; x < pen + n; x++) dark(x, row);
      pen += n;
    }
  }
  return jsQR(pixels, side, side)?.data;
}

describe('the brochure QR code', () => {
  for (const url of [
    'https://nyumba360.co.ke/listings/family-home-karen/',
    'https://nyumba360.co.ke/sw/listings/savanna-ridge-4-bedroom-townhouse-syokimau/',
  ])
    it(`decodes to the listing's address (${url.length} characters)`, () => {
      const qr = qrCode(url);
      expect(qr.extent).toBe(qr.size + 2 * QUIET_ZONE);
      expect(decodePath(qr.path, qr.extent)).toBe(url);
    });

  it('draws exactly the dark modules, in rows, with the quiet zone left light', () => {
    const url = 'https://nyumba360.co.ke/listings/townhouse-upper-hill/';
    const { size, dark } = qrModules(url);
    const { path } = qrCode(url);
    let count = 0;
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (dark(x, y)) count++;
    const drawn = [...path.matchAll(/h(\d+)/g)].reduce((n, [, len]) => n + Number(len), 0);
    expect(drawn).toBe(count);
    // The first row starts at the quiet zone's edge, with the finder pattern's 7 dark modules.
    expect(path.startsWith(`M${QUIET_ZONE} ${QUIET_ZONE + 0.5}h7`)).toBe(true);
  });
});
