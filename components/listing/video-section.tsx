import type { Video } from '@/lib/listings/schema';
import { DetailSection } from './detail/detail-section';

/** A walk-through video served from the site itself. `id="video"` is the card badge's target. */
export function VideoSection({ video, title }: { video: Video; title: string }) {
  return (
    <DetailSection id="video" name="video" title="Video tour">
      <video
        controls
        playsInline
        preload="none"
        poster={video.poster}
        width={960}
        height={540}
        aria-label={`Video walk-through of ${title}`}
        className="rounded-card mt-4 aspect-video w-full bg-black"
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
        <p>
          Your browser cannot play this video.{' '}
          <a href={video.mp4}>Download the walk-through (MP4)</a>.
        </p>
      </video>
    </DetailSection>
  );
}
