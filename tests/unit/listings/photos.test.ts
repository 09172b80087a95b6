import { describe, expect, it } from 'vitest';
import {
  isPipelinePhoto,
  PHOTO_WIDTHS,
  photoFallback,
  photoSrcSet,
  photoVariant,
} from '@/lib/listings/photos';

describe('photo variants', () => {
  const src = '/photos/family-home-karen/2.jpg';

  it('recognises listing photos and nothing else', () => {
    expect(isPipelinePhoto(src)).toBe(true);
    expect(isPipelinePhoto('/images/agents/amina-hassan.svg')).toBe(false);
    expect(isPipelinePhoto('/photos/x/1.png')).toBe(false);
  });

  it('names each variant by width and format beside the source path', () => {
    expect(photoVariant(src, 800, 'avif')).toBe('/photos/family-home-karen/2-800.avif');
    expect(photoFallback(src)).toBe('/photos/family-home-karen/2-1200.webp');
  });

  it('lists every width in a srcset, smallest first', () => {
    expect(photoSrcSet(src, 'webp')).toBe(
      PHOTO_WIDTHS.map((w) => `/photos/family-home-karen/2-${w}.webp ${w}w`).join(', '),
    );
  });

  it('offers no variant wider than asked, and always the narrowest', () => {
    expect(photoSrcSet(src, 'avif', 800)).toBe(
      '/photos/family-home-karen/2-480.avif 480w, /photos/family-home-karen/2-800.avif 800w',
    );
    expect(photoSrcSet(src, 'avif', 100)).toBe('/photos/family-home-karen/2-480.avif 480w');
  });
});
