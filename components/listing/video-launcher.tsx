'use client';

import { useState, type ReactNode } from 'react';

/**
 * The walk-through video as the page first loads it: its poster (rendered by the server, passed in
 * as children, held back by the data saver) and a button that says what the video costs. Only a
 * press of that button puts the <video> in the page, so no byte of the video is fetched before
 * the visitor asks, and it then plays because they asked.
 */
export function VideoLauncher({
  webm,
  mp4,
  label,
  start,
  unsupported,
  download,
  icon,
  buttonClassName,
  children,
}: {
  webm: string;
  mp4: string;
  /** The video's accessible name. */
  label: string;
  /** The button: 'Play the video · 1.1 MB'. */
  start: string;
  unsupported: string;
  download: string;
  icon?: ReactNode;
  buttonClassName: string;
  children: ReactNode;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div
      data-saver-scope
      className="rounded-card relative mt-4 aspect-video overflow-hidden bg-black"
    >
      {playing ? (
        <video
          controls
          autoPlay
          playsInline
          width={960}
          height={540}
          aria-label={label}
          ref={(video) => video?.focus()}
          className="size-full"
        >
          <source src={webm} type="video/webm" />
          <source src={mp4} type="video/mp4" />
          <p>
            {unsupported} <a href={mp4}>{download}</a>.
          </p>
        </video>
      ) : (
        <>
          {children}
          <div className="absolute inset-0 flex items-center justify-center bg-black/35 p-4">
            <button type="button" onClick={() => setPlaying(true)} className={buttonClassName}>
              {icon}
              {start}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
