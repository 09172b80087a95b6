import { Gallery } from '@/components/listing/gallery';
import { FileText, LayoutPanelLeft } from '@/components/ui/icons';
import { Photo } from '@/components/ui/photo';
import { Picture } from '@/components/ui/picture';
import { preloadPhoto } from '@/components/ui/preload-photo';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, plural } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { planFileFormat } from '@/lib/listings/plan-file';
import { formatBytes } from '@/lib/site/format';
import type { Listing } from '@/lib/listings/schema';

/** The gallery: main photos and thumbnails rendered here, the switching done by the island. */
const MAIN_SIZES = '(min-width: 1280px) 54rem, (min-width: 1024px) 60vw, 100vw';
/** A thumbnail is at most 10rem wide: 480 pixels cover it on a 3x screen. */
const THUMB_SIZES = '10rem';
const THUMB_UP_TO = 480;

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
    <>
      <Gallery
        images={listing.images}
        title={title}
        reveal={plural(count - 1, dictionary(locale).saver.showPhotos)}
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
            className="gallery-photo"
          />
        ))}
        thumbs={listing.images.map((src) => (
          <Picture
            key={src}
            src={src}
            alt=""
            sizes={THUMB_SIZES}
            upTo={THUMB_UP_TO}
            className="size-full object-cover"
          />
        ))}
      />
      <FloorPlanLink listing={listing} title={title} locale={locale} />
    </>
  );
}

/**
 * 'Floor plan', beside the photos: to the plan drawn further down the page, or to the agency's
 * own plan, an image shown small and opened whole, or a PDF with its size.
 */
function FloorPlanLink({
  listing,
  title,
  locale,
}: {
  listing: Listing;
  title: string;
  locale: Locale;
}) {
  const t = dictionary(locale).detail;
  const file = listing.floorPlanFile;
  const link =
    'text-brand-700 hover:text-brand-900 mt-3 inline-flex items-center gap-2 rounded-lg font-bold hover:underline';
  if (listing.floorPlan)
    return (
      <a href="#floor-plan" className={link}>
        <LayoutPanelLeft aria-hidden="true" className="size-5" />
        {t.planTitle}
      </a>
    );
  if (!file) return null;
  if (planFileFormat(file.src) === 'pdf')
    return (
      <a href={file.src} type="application/pdf" className={link} data-floor-plan-file>
        <FileText aria-hidden="true" className="size-5" />
        {fill(t.planPdf, { size: formatBytes(file.bytes) })}
      </a>
    );
  return (
    <a href={file.src} className={`${link} flex-col items-start`} data-floor-plan-file>
      <span className="inline-flex items-center gap-2">
        <LayoutPanelLeft aria-hidden="true" className="size-5" />
        {t.planTitle}
      </span>
      <Photo
        src={file.src}
        alt={fill(t.planImageAlt, { title })}
        width={file.width ?? 1}
        height={file.height ?? 1}
        className="border-line h-32 w-auto rounded-lg border bg-white"
      />
    </a>
  );
}
