'use client';

import { SpriteIcon } from '@/components/ui/sprite-icon';
import { useEffect, useRef, useState } from 'react';
import { describedBy, FieldError } from '@/components/forms/fields';
import { fill, plural } from '@/lib/i18n/format';
import { isPhotoFile, MAX_PHOTOS, type ChosenPhoto } from '@/lib/upload/validate';
import type { UploadTexts } from './upload-texts';

interface Photo extends ChosenPhoto {
  /** An object URL for the preview: the file never leaves the device. */
  url: string;
}

/**
 * The photos chosen for a listing, kept in memory only (see lib/upload/draft.ts). Files that
 * are not photos are turned away by name; previews are object URLs, released when a photo is
 * removed or the form is left.
 */
export function usePhotos() {
  const [list, setList] = useState<Photo[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const live = urls.current;
    return () => live.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  function add(files: readonly File[]) {
    const photos = files.filter(isPhotoFile).map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return { name: file.name, type: file.type, url };
    });
    setRejected(files.filter((f) => !isPhotoFile(f)).map((f) => f.name));
    setList((current) => [...current, ...photos]);
  }
  function remove(index: number) {
    setList((current) => {
      const gone = current[index];
      if (gone) {
        URL.revokeObjectURL(gone.url);
        urls.current.delete(gone.url);
      }
      return current.filter((_, i) => i !== index);
    });
  }
  function clear() {
    urls.current.forEach((url) => URL.revokeObjectURL(url));
    urls.current.clear();
    setList([]);
    setRejected([]);
  }
  return { list, rejected, add, remove, clear };
}

export function PhotoPicker({
  id,
  photos,
  texts: f,
  error,
}: {
  id: string;
  photos: ReturnType<typeof usePhotos>;
  texts: UploadTexts['fields'];
  error?: string;
}) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <p className="text-ink text-sm font-bold">{f.photos}</p>
      <p id={hintId} className="text-muted mt-0.5 text-sm">
        {fill(f.photosHint, { max: MAX_PHOTOS })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {/* The input itself is the control (keyboard and screen readers reach it); its label is the visible button. */}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
          multiple
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, true, Boolean(error))}
          className="peer sr-only"
          onChange={(e) => {
            photos.add(Array.from(e.target.files ?? []));
            // Cleared, so choosing the same file again still adds it.
            e.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className="btn btn-secondary btn-lg peer-focus-visible:outline-gold-500 cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2"
        >
          {f.choosePhotos}
        </label>
        <p className="text-muted text-sm" aria-live="polite">
          {plural(photos.list.length, f.photosChosen)}
        </p>
      </div>
      {/* Always in the page, so the files turned away are read out when they appear. */}
      <p className="text-sm font-semibold text-red-800" role="status">
        {photos.rejected.length > 0 &&
          fill(f.photosRejected, { files: photos.rejected.join(', ') })}
      </p>
      <FieldError id={id} message={error} />
      {photos.list.length > 0 && (
        <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-5">
          {photos.list.map((photo, i) => (
            <li key={photo.url} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL: nothing to optimise */}
              <img
                src={photo.url}
                alt={fill(f.photoAlt, { n: i + 1 })}
                className="border-line aspect-[4/3] w-full rounded-lg border object-cover"
              />
              <span className="absolute top-1.5 left-1.5 rounded-md bg-black/70 px-1.5 text-xs font-bold text-white">
                {i + 1}
              </span>
              <button
                type="button"
                onClick={() => {
                  photos.remove(i);
                  // The button goes with its photo: focus returns to choosing photos.
                  document.getElementById(id)?.focus();
                }}
                aria-label={fill(f.removePhoto, { n: i + 1 })}
                className="text-ink absolute top-1 right-1 grid size-11 place-items-center rounded-full"
              >
                <span className="grid size-7 place-items-center rounded-full bg-white/95 shadow">
                  <SpriteIcon name="x" className="size-4" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted mt-3 text-sm">{f.photosNotKept}</p>
    </div>
  );
}
