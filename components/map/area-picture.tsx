import type { ReactNode } from 'react';
import type { AreaCentre } from '@/lib/map/areas';
import type { Frame } from '@/lib/map/frame';
import { areaPicturePath } from '@/lib/map/pictures';

/**
 * The build-time picture of an area (scripts/build/map-pictures/) with an SVG drawn over it in the
 * same frame (`children`: a pin, dots): listing pages and area pages. No script.
 */
export function AreaPicture({
  centre,
  frame,
  alt,
  className,
  children,
  priority = false,
}: {
  centre: AreaCentre;
  /**
   * The picture is the largest thing on the first screen (an area page): fetched at once and
   * first, not when layout finds it in view (Lighthouse measured 0.74 s of load delay, lazy).
   */
  priority?: boolean;
  frame: Frame;
  alt: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`relative ${className}`}>
      {/* A drawing made at build time: next/image has nothing to add. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={areaPicturePath(centre.town, centre.area)}
        alt={alt}
        width={frame.width}
        height={frame.height}
        loading={priority ? 'eager' : 'lazy'}
        {...(priority && { fetchPriority: 'high' as const })}
        decoding="async"
        className="block h-auto w-full"
      />
      {children}
    </div>
  );
}
