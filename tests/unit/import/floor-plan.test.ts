// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPdf, prepareFloorPlan } from '@/scripts/import/floor-plan';

const dir = mkdtempSync(path.join(os.tmpdir(), 'floor-plan-'));
const at = (name: string, bytes: Buffer | string) => {
  writeFileSync(path.join(dir, name), bytes);
  return name;
};
const options = { baseDir: dir };

/** A minimal one-page PDF: enough for the checks, which read its structure, not its drawing. */
const PDF =
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

describe('an imported floor plan', () => {
  it('keeps a whole image, upright, at most 2000 px, as WebP without its camera data', async () => {
    const wide = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#fff' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'Agency' }, IFD3: { GPSLatitudeRef: 'S' } } })
      .jpeg()
      .toBuffer();
    const result = await prepareFloorPlan(at('wide.jpg', wide), options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.ext).toBe('webp');
    // Never cropped: 3:1 stays 3:1.
    expect([result.width, result.height]).toEqual([2000, 667]);
    const meta = await sharp(result.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('keeps a small image at its size, and stores a PDF as it is', async () => {
    const png = await sharp({
      create: { width: 900, height: 700, channels: 4, background: '#0000' },
    })
      .png()
      .toBuffer();
    const image = await prepareFloorPlan(at('plan.png', png), options);
    expect(image.ok && [image.width, image.height]).toEqual([900, 700]);
    const pdf = await prepareFloorPlan(at('plan.pdf', PDF), options);
    expect(pdf).toEqual({ ok: true, bytes: Buffer.from(PDF, 'latin1'), ext: 'pdf' });
  });

  it('refuses what is not a plan, naming the file', async () => {
    const tiny = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const problems = await Promise.all(
      [
        at('notes.jpg', 'These are notes.\n'),
        at('tiny.png', tiny),
        at('cut.pdf', PDF.slice(0, 60)),
        at('locked.pdf', PDF.replace('<< /Root 1 0 R >>', '<< /Root 1 0 R /Encrypt 5 0 R >>')),
        'missing.pdf',
      ].map(async (name) => {
        const result = await prepareFloorPlan(name, options);
        return result.ok ? 'ok' : result.problem;
      }),
    );
    expect(problems).toEqual([
      'floor plan "notes.jpg" is not an image or a PDF (it is text)',
      'floor plan "tiny.png" is 400 × 300 px; a floor plan must be at least 600 px on its longer side to be read',
      'floor plan "cut.pdf" is a PDF that is cut short (it has no end): save it again',
      'floor plan "locked.pdf" is a PDF locked with a password: save it without one',
      'no file "missing.pdf" next to the listings file',
    ]);
    expect(checkPdf(Buffer.from('%PDF-1.4\n%%EOF\n')).ok).toBe(false);
  });
});
