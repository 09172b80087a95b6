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
}: {
  centre: AreaCentre;
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
        loading="lazy"
        decoding="async"
        className="block h-auto w-full"
      />
      {children}
    </div>
  );
}
