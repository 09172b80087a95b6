import { Play } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { Photo } from '@/components/ui/photo';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { videoBytes } from '@/lib/listings/media-bytes';
import type { Video } from '@/lib/listings/schema';
import { formatBytes } from '@/lib/site/format';
import { DetailSection } from './detail/detail-section';
import { VideoLauncher } from './video-launcher';

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
  const words = dictionary(locale);
  const t = words.detail;
  return (
    <DetailSection id="video" name="video" title={t.videoTitle}>
      <VideoLauncher
        webm={video.webm}
        mp4={video.mp4}
        label={fill(t.videoLabel, { title })}
        start={fill(words.saver.cost, {
          label: words.saver.videoPlay,
          size: formatBytes(videoBytes(video)),
        })}
        unsupported={t.videoUnsupported}
        download={t.videoDownload}
        icon={<Play aria-hidden="true" className="size-5" />}
        buttonClassName={buttonClass('light', 'pill')}
      >
        <Photo
          src={video.poster}
          alt=""
          width={960}
          height={540}
          className="saver-defer absolute inset-0 size-full object-cover"
        />
      </VideoLauncher>
    </DetailSection>
  );
}
