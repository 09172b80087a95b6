import { Rotate3d } from 'lucide-react';
import type { Tour } from '@/lib/listings/schema';
import { buttonClass } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { DetailSection } from './detail/detail-section';
import { TourLauncher } from './tour-launcher';

/** The 360° tour of a listing: a poster until the visitor starts it. `id="tour"` is the card badge's target. */
export function TourSection({
  tour,
  title,
  poster,
}: {
  tour: Tour;
  title: string;
  poster: string;
}) {
  const first = tour.rooms[0];
  if (!first) return null;
  return (
    <DetailSection id="tour" name="tour" title="360° virtual tour">
      <p className="text-muted mt-2">
        Look around {tour.rooms.length === 1 ? 'the room' : `${tour.rooms.length} rooms`}: drag or
        use the arrow keys to turn, and the arrows in the picture to move between{' '}
        {tour.rooms.map((r) => r.name.toLowerCase()).join(', ')}.
      </p>
      <div className="mt-4">
        <TourLauncher
          rooms={tour.rooms}
          icon={<Rotate3d aria-hidden="true" className="size-5" />}
          buttonClassName={buttonClass('light', 'pill', 'disabled:opacity-80')}
        >
          <Picture
            src={poster}
            alt={`${title}: the ${first.name.toLowerCase()}, where the tour starts`}
            sizes="(min-width: 1280px) 54rem, (min-width: 1024px) 60vw, 100vw"
            className="absolute inset-0 size-full object-cover"
          />
        </TourLauncher>
      </div>
    </DetailSection>
  );
}
