import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery } from '@/components/listing/gallery';
import { en, type Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import { sw } from '@/lib/i18n/sw';

const images = [1, 2, 3, 4, 5].map((n) => `/images/listings/karen-home/${n}.svg`);
const title = 'Family Home in Karen';

/** The page renders the pictures on the server and hands them in; plain <img>s stand in here. */
function TestGallery({ images: list, t = en }: { images: string[]; t?: Dictionary }) {
  return (
    <Gallery
      images={list}
      title={title}
      reveal="Show the other photos"
      texts={t.detail}
      mains={list.map((src, i) => (
        // eslint-disable-next-line @next/next/no-img-element -- test stand-in for <Picture>
        <img key={src} src={src} alt={`${title}, photo ${i + 1} of ${list.length}`} />
      ))}
      thumbs={list.map((src) => (
        // eslint-disable-next-line @next/next/no-img-element -- test stand-in for <Picture>
        <img key={src} src={src} alt="" />
      ))}
    />
  );
}

const mainPhoto = () => screen.getByRole('img', { name: /^Family Home in Karen, photo/ });
const thumbnail = (n: number, of = images.length) =>
  screen.getByRole('button', { name: `Show photo ${n} of ${of}` });

describe('Gallery', () => {
  it('starts on the first photo', () => {
    render(<TestGallery images={images} />);
    expect(mainPhoto()).toHaveAccessibleName('Family Home in Karen, photo 1 of 5');
    expect(mainPhoto()).toHaveAttribute('src', images[0]);
    expect(screen.getByText('1 / 5')).toBeInTheDocument();
  });

  it("has one thumbnail button per photo, named 'Show photo N of M'", () => {
    render(<TestGallery images={images} />);
    const list = screen.getByRole('list', { name: 'Photos' });
    expect(list.querySelectorAll('button')).toHaveLength(5);
    for (let n = 1; n <= 5; n++) expect(thumbnail(n)).toBeInTheDocument();
  });

  it('marks the shown photo as pressed and only that one', () => {
    render(<TestGallery images={images} />);
    expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'true');
    for (let n = 2; n <= 5; n++) expect(thumbnail(n)).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the chosen thumbnail as the main photo, with its counter', async () => {
    const user = userEvent.setup();
    render(<TestGallery images={images} />);

    await user.click(thumbnail(3));
    expect(mainPhoto()).toHaveAttribute('src', images[2]);
    expect(mainPhoto()).toHaveAccessibleName('Family Home in Karen, photo 3 of 5');
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    expect(screen.queryByText('1 / 5')).not.toBeInTheDocument();
    expect(thumbnail(3)).toHaveAttribute('aria-pressed', 'true');
    expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'false');

    await user.click(thumbnail(5));
    expect(mainPhoto()).toHaveAttribute('src', images[4]);
    expect(screen.getByText('5 / 5')).toBeInTheDocument();

    await user.click(thumbnail(1));
    expect(mainPhoto()).toHaveAttribute('src', images[0]);
    expect(screen.getByText('1 / 5')).toBeInTheDocument();
  });

  it('keeps thumbnails out of the accessibility tree as images (the button names them)', () => {
    render(<TestGallery images={images} />);
    // Only the main photo is an image with a name; thumbnails have empty alt text.
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows a single photo without thumbnails', () => {
    render(<TestGallery images={[images[0]!]} />);
    expect(mainPhoto()).toHaveAccessibleName('Family Home in Karen, photo 1 of 1');
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument();
    // No thumbnails: the only control is the photo itself, which opens the lightbox.
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open photo 1 of 1 full screen',
    ]);
  });

  it('renders nothing without photos', () => {
    const { container } = render(<TestGallery images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Gallery in Swahili', () => {
  it('names the thumbnails and the photo list with the Swahili texts', () => {
    render(<TestGallery images={images} t={sw} />);
    const list = screen.getByRole('list', { name: sw.detail.photos });
    expect(list.querySelectorAll('button')).toHaveLength(5);
    expect(
      screen.getByRole('button', { name: fill(sw.detail.showPhoto, { n: 2, count: 5 }) }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.getByRole('button', { name: fill(sw.detail.openPhoto, { n: 1, count: 5 }) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show photo/ })).not.toBeInTheDocument();
  });
});
