import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Video } from '@/lib/listings/schema';
import { DetailSection } from './detail/detail-section';

/** A walk-through video served from the site itself. `id="video"` is the card badge's target. */
export function VideoSection({
  video,
  title,
  locale,
}: {
  video: Video;
  title: string;
  locale: Locale;
}) {
  const t = dictionary(locale).detail;
  return (
    <DetailSection id="video" name="video" title={t.videoTitle}>
      <video
        controls
        playsInline
        preload="none"
        poster={video.poster}
        width={960}
        height={540}
        aria-label={fill(t.videoLabel, { title })}
        className="rounded-card mt-4 aspect-video w-full bg-black"
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
        <p>
          {t.videoUnsupported} <a href={video.mp4}>{t.videoDownload}</a>.
        </p>
      </video>
    </DetailSection>
  );
}
