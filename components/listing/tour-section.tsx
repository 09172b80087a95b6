import { Rotate3d } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { FloorPlan } from '@/lib/floorplans/schema';
import { tourPlanOf } from '@/lib/floorplans/tour-plan';
import { tourBytes } from '@/lib/listings/media-bytes';
import type { Tour } from '@/lib/listings/schema';
import { formatBytes } from '@/lib/site/format';
import { DetailSection } from './detail/detail-section';
import { TourLauncher } from './tour-launcher';

/** The 360° tour of a listing: a poster until the visitor starts it. `id="tour"` is the card badge's target. */
export function TourSection({
  tour,
  title,
  poster,
  locale,
  floorPlan,
}: {
  tour: Tour;
  title: string;
  poster: string;
  locale: Locale;
  /** The home's plan: the running tour shows where the visitor stands on it. */
  floorPlan?: FloorPlan;
}) {
  const t = dictionary(locale).detail;
  // The player gets each room's name in the page's language, and nothing of the other.
  const rooms = tour.rooms.map(({ sw, ...room }) => (locale === 'sw' ? { ...room, ...sw } : room));
  const first = rooms[0];
  if (!first) return null;
  const names = rooms.map((r) => r.name.toLowerCase()).join(', ');
  const { tourLoading, tourFailed, tourNoWebgl, tourGoTo, tourNextRoom } = t;
  // What starting it costs, said before anything loads: '360° tour · 2.3 MB'.
  const tourStart = fill(dictionary(locale).saver.cost, {
    label: t.tourStart,
    size: formatBytes(tourBytes(tour)),
  });
  const { tourZoomIn, tourZoomOut, tourFullscreen, tourUp, tourDown, tourLeft, tourRight } = t;
  const { tourZoom, tourGyroscope, tourRoomLoading, tourDescription, tourMenu, tourClose } = t;
  const { tourTwoFingers, tourCtrlZoom, tourRoomFailed } = t;
  const { planYouAreHere, planGoTo, planInTour } = t;
  const plan = floorPlan
    ? tourPlanOf(floorPlan, { storey: (s) => (locale === 'sw' ? s.sw.name : s.name) })
    : undefined;
  return (
    <DetailSection id="tour" name="tour" title={t.tourTitle}>
      <p className="text-muted mt-2">
        {rooms.length === 1
          ? t.tourOneRoom
          : fill(t.tourText, { count: rooms.length, rooms: names })}
      </p>
      <div className="mt-4">
        <TourLauncher
          rooms={rooms}
          texts={{
            tourStart,
            tourLoading,
            tourFailed,
            tourNoWebgl,
            tourGoTo,
            tourNextRoom,
            tourZoomIn,
            tourZoomOut,
            tourFullscreen,
            tourUp,
            tourDown,
            tourLeft,
            tourRight,
            tourZoom,
            tourGyroscope,
            tourRoomLoading,
            tourDescription,
            tourMenu,
            tourClose,
            tourTwoFingers,
            tourCtrlZoom,
            tourRoomFailed,
            planYouAreHere,
            planGoTo,
            planInTour,
          }}
          plan={plan}
          icon={<Rotate3d aria-hidden="true" className="size-5" />}
          buttonClassName={buttonClass('light', 'pill', 'disabled:opacity-80')}
        >
          {/* The data saver keeps the poster back: the button says what the tour costs. */}
          <Picture
            src={poster}
            alt={fill(t.tourPoster, { title, room: first.name.toLowerCase() })}
            sizes="(min-width: 1280px) 54rem, (min-width: 1024px) 60vw, 100vw"
            className="saver-defer absolute inset-0 size-full object-cover"
          />
        </TourLauncher>
      </div>
    </DetailSection>
  );
}
