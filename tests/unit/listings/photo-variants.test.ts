// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { photoPaths } from '@/scripts/build/photo-variants';

describe('the photos the photo-variants step encodes', () => {
  it('are every listing photo of the data, each once, sorted', () => {
    expect(
      photoPaths([
        { images: ['/photos/penthouse-riverside/2.jpg', '/photos/family-home-karen/1.jpg'] },
        { images: ['/photos/family-home-karen/1.jpg', '/photos/bedsitter-ruaka/1.jpg'] },
      ]),
    ).toEqual([
      '/photos/bedsitter-ruaka/1.jpg',
      '/photos/family-home-karen/1.jpg',
      '/photos/penthouse-riverside/2.jpg',
    ]);
  });

  it('leave out images that are not listing photos', () => {
    expect(
      photoPaths([
        {
          images: [
            '/images/agents/amina-hassan.svg',
            'https://example.com/photos/x/1.jpg',
            '/photos/x/1.png',
            '/photos/x/1.jpg',
          ],
        },
      ]),
    ).toEqual(['/photos/x/1.jpg']);
  });

  it('skip broken records, which the data validation names', () => {
    expect(
      photoPaths([
        null,
        'listing',
        {},
        { images: '/photos/x/1.jpg' },
        { images: [42, null, '/photos/x/2.jpg'] },
      ]),
    ).toEqual(['/photos/x/2.jpg']);
    expect(photoPaths({ images: ['/photos/x/1.jpg'] })).toEqual([]);
  });
});
