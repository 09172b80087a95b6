'use client';

import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import { SaverReveal } from '@/components/data-saver/saver-reveal';
import { buttonClass } from '@/components/ui/button';
import type { LightboxProps, LightboxTexts } from './lightbox';

const REVEAL_CLASS = buttonClass('secondary', 'md', 'mt-3');

/** The gallery's and its lightbox's words, from the page's dictionary. */
export type GalleryTexts = LightboxTexts &
  Pick<Dictionary['detail'], 'photos' | 'openPhoto' | 'showPhoto'>;

/**
 * Main photo with thumbnails: a thumbnail shows its photo as the main one; the main photo opens
 * the full-screen lightbox, whose code is fetched on that first click (not in the first load).
 * The pictures themselves are rendered by the server and passed in, so this island carries only
 * the switching; photos not on screen are `loading="lazy"` and cost nothing until shown.
 * Each picture is drawn once, always, where it was given, only hidden or shown: the build counts
 * on that to take their insides out of the page's payload (ALWAYS_DRAWN in
 * lib/site/static-payload.ts). Draw them elsewhere too (the lightbox) and they would be empty.
 */
export function Gallery({
  images,
  title,
  texts,
  mains,
  thumbs,
  reveal,
}: {
  images: readonly string[];
  title: string;
  /** The data saver's button that brings back the thumbnails: 'Show the other 11 photos'. */
  reveal: string;
  texts: GalleryTexts;
  /** One large <picture> per photo, in order. */
  mains: readonly ReactNode[];
  /** One small <picture> per photo, in order. */
  thumbs: readonly ReactNode[];
}) {
  const [current, setCurrent] = useState(0);
  const [Lightbox, setLightbox] = useState<ComponentType<LightboxProps> | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const count = images.length;
  if (count === 0) return null;

  async function openLightbox() {
    if (!Lightbox) {
      const loaded = await import('./lightbox');
      setLightbox(() => loaded.Lightbox);
    }
    setOpen(true);
  }

  return (
    // With the data saver on, only the first photo loads until the visitor asks for the others
    // (app/globals.css; the button is handled by components/runtime/saver-runtime.ts).
    <div data-saver-scope>
      <div className="rounded-card relative aspect-[3/2] overflow-hidden bg-stone-200">
        <button
          ref={opener}
          type="button"
          onClick={openLightbox}
          aria-label={fill(texts.openPhoto, { n: current + 1, count })}
          className="group block size-full cursor-zoom-in"
        >
          {mains.map((picture, index) => (
            // <span>, not <div>: a button may hold phrasing content only.
            <span key={index} hidden={index !== current} className="block size-full">
              {picture}
            </span>
          ))}
        </button>
        <p className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-black/65 px-3 py-1 text-xs font-semibold text-white">
          {current + 1} / {count}
        </p>
      </div>
      {count > 1 && <SaverReveal label={reveal} className={REVEAL_CLASS} />}
      {count > 1 && (
        <ul aria-label={texts.photos} className="saver-defer mt-3 grid grid-cols-5 gap-2 sm:gap-3">
          {thumbs.map((picture, index) => (
            <li key={index}>
              <button
                type="button"
                aria-label={fill(texts.showPhoto, { n: index + 1, count })}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
                className="gallery-thumb"
              >
                {picture}
              </button>
            </li>
          ))}
        </ul>
      )}
      {Lightbox && open && (
        <Lightbox
          images={images}
          title={title}
          texts={texts}
          start={current}
          onClose={(index) => {
            setOpen(false);
            setCurrent(index);
            // Focus goes back where it was: the photo that opened the lightbox.
            opener.current?.focus();
          }}
        />
      )}
    </div>
  );
}
