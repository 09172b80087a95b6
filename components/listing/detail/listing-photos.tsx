import { Gallery } from '@/components/listing/gallery';
import { Picture } from '@/components/ui/picture';
import { preloadPhoto } from '@/components/ui/preload-photo';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings/schema';

/** The gallery: main photos and thumbnails rendered here, the switching done by the island. */
const MAIN_SIZES = '(min-width: 1280px) 54rem, (min-width: 1024px) 60vw, 100vw';

export function ListingPhotos({
  listing,
  title,
  locale,
}: {
  listing: Listing;
  /** The listing's title in the page's language. */
  title: string;
  locale: Locale;
}) {
  if (listing.images[0]) preloadPhoto(listing.images[0], MAIN_SIZES);
  const t = dictionary(locale).detail;
  const count = listing.images.length;
  const { photos, openPhoto, showPhoto, photosOf, closePhotos, photoAlt } = t;
  const { previousPhoto, nextPhoto } = t;
  return (
    <Gallery
      images={listing.images}
      title={title}
      texts={{
        photos,
        openPhoto,
        showPhoto,
        photosOf,
        closePhotos,
        photoAlt,
        previousPhoto,
        nextPhoto,
      }}
      mains={listing.images.map((src, index) => (
        <Picture
          key={src}
          src={src}
          alt={fill(photoAlt, { title, n: index + 1, count })}
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
