import { Gallery } from '@/components/listing/gallery';
import { Picture } from '@/components/ui/picture';
import { preloadPhoto } from '@/components/ui/preload-photo';
import type { Listing } from '@/lib/listings/schema';

/** The gallery: main photos and thumbnails rendered here, the switching done by the island. */
const MAIN_SIZES = '(min-width: 1280px) 54rem, (min-width: 1024px) 60vw, 100vw';

export function ListingPhotos({ listing }: { listing: Listing }) {
  if (listing.images[0]) preloadPhoto(listing.images[0], MAIN_SIZES);
  return (
    <Gallery
      images={listing.images}
      title={listing.title}
      mains={listing.images.map((src, index) => (
        <Picture
          key={src}
          src={src}
          alt={`${listing.title}, photo ${index + 1} of ${listing.images.length}`}
          priority={index === 0}
          sizes={MAIN_SIZES}
          className="size-full object-cover transition duration-300 group-hover:scale-[1.01]"
        />
      ))}
      thumbs={listing.images.map((src) => (
        <Picture key={src} src={src} alt="" sizes="10rem" className="size-full object-cover" />
      ))}
    />
  );
}
