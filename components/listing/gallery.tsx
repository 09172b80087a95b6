'use client';

import clsx from 'clsx';
import { Photo } from '@/components/ui/photo';
import { useState } from 'react';

/** Main photo with thumbnails; choosing a thumbnail shows it as the main photo. */
export function Gallery({ images, title }: { images: readonly string[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  if (!main) return null;
  return (
    <div>
      <div className="rounded-card relative aspect-[3/2] overflow-hidden bg-stone-200">
        <Photo
          key={main}
          src={main}
          alt={`${title}, photo ${current + 1} of ${images.length}`}
          width={1200}
          height={800}
          priority={current === 0}
          sizes="(min-width: 1024px) 60vw, 100vw"
          className="size-full object-cover"
        />
        <p className="absolute right-3 bottom-3 rounded-full bg-black/65 px-3 py-1 text-xs font-semibold text-white">
          {current + 1} / {images.length}
        </p>
      </div>
      {images.length > 1 && (
        <ul aria-label="Photos" className="mt-3 grid grid-cols-5 gap-2 sm:gap-3">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Show photo ${index + 1} of ${images.length}`}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
                className={clsx(
                  'block aspect-[3/2] w-full overflow-hidden rounded-lg ring-offset-2 transition',
                  index === current ? 'ring-brand-600 ring-3' : 'opacity-80 hover:opacity-100',
                )}
              >
                <Photo
                  src={src}
                  alt=""
                  width={240}
                  height={160}
                  sizes="10rem"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
