import { Photo } from '@/components/ui/photo';
import { keyFactTiles } from '@/components/listing/detail/listing-fact-tiles';
import { nameIn } from '@/components/listing/floor-plan/floor-plan-drawing';
import { qrCode } from '@/lib/brochure/qr';
import { planFrame } from '@/lib/floorplans/geometry';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { knownFacts } from '@/lib/listings/facts';
import { priceText } from '@/lib/listings/figures';
import { commercialFactRows, landFactRows } from '@/lib/listings/kind-facts';
import { factsOf } from '@/lib/listings/kinds';
import type { Listing } from '@/lib/listings/schema';
import { isPipelinePhoto, photoFallback } from '@/lib/listings/photos';
import { planFileFormat } from '@/lib/listings/plan-file';
import { listingText } from '@/lib/listings/text';
import { formatPhone } from '@/lib/messaging/links';
import { SITE_NAME } from '@/lib/site/site';

/**
 * The one-page brochure an agent prints or sends as a PDF (docs/floor-plans.md): the page's
 * print styles (app/globals.css) show this and nothing else, on one A4 page, in the page's
 * language. Hidden on screen, it adds only its words, the QR code and the plan's <use> to the
 * page; its photo is the listing's own, put in only when printing. The QR code is drawn here, at
 * build time, from the listing's address.
 */
export function ListingBrochure({
  listing,
  pageUrl,
  locale,
}: {
  listing: Listing;
  /** The listing's address in the page's language: the QR code's payload. */
  pageUrl: string;
  locale: Locale;
}) {
  const t = dictionary(locale);
  const { title, description, descriptionLang } = listingText(listing, locale);
  const qr = qrCode(pageUrl);
  const tiles = keyFactTiles(listing, locale);
  const plan = listing.floorPlan;
  const frame = plan && planFrame(plan);
  // An agency's plan prints when it is an image; a PDF is a document of its own.
  const file = listing.floorPlanFile;
  const imagePlan = file && planFileFormat(file.src) === 'image' ? file : undefined;
  return (
    <section data-brochure className="brochure hidden" aria-label={title}>
      <p className="brochure-head">
        <strong>{SITE_NAME}</strong> <span>{pageUrl}</span>
      </p>
      {/* The photo's place: the print button (print-button.tsx) puts the photo in when the page
          is printed, so no visitor who does not print downloads it. One file, not a srcset:
          paper wants the mid-size photo whatever the screen. */}
      <span
        data-print-photo={
          isPipelinePhoto(listing.image) ? photoFallback(listing.image) : listing.image
        }
        className={plan || imagePlan ? 'brochure-photo' : 'brochure-photo brochure-photo-tall'}
      />
      <h2 className="brochure-title">{title}</h2>
      <p className="brochure-price">
        {priceText(listing, t.listing)} <span>{listing.location}</span>
      </p>
      <dl className="brochure-facts">
        {tiles.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!plan && imagePlan && (
        <div className="brochure-plan">
          <Photo
            src={imagePlan.src}
            alt=""
            width={imagePlan.width ?? 1}
            height={imagePlan.height ?? 1}
            className="brochure-plan-image"
          />
        </div>
      )}
      {!plan && !imagePlan && (
        // No plan to print: the rest of the facts of its kind fill its place.
        <dl className="brochure-more">
          {moreFacts(listing, locale, tiles).map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {plan && frame && (
        <div className="brochure-plan">
          {plan.storeys.map((storey) => (
            <figure key={storey.id}>
              {/* The page's own drawing of the storey, drawn again: no second copy of it. */}
              <svg
                viewBox={`0 0 ${frame.width.toFixed(2)} ${frame.height.toFixed(2)}`}
                aria-hidden="true"
              >
                <use href={`#floor-plan-${storey.id}`} />
              </svg>
              {plan.storeys.length > 1 && <figcaption>{nameIn(storey, locale)}</figcaption>}
            </figure>
          ))}
        </div>
      )}
      <p
        className={plan || imagePlan ? 'brochure-text' : 'brochure-text brochure-text-long'}
        lang={descriptionLang === locale ? undefined : descriptionLang}
      >
        {description}
      </p>
      <div className="brochure-foot">
        <Photo
          src={listing.agent.photo}
          alt=""
          width={400}
          height={400}
          className="brochure-face"
        />
        <div>
          <p>{t.detail.brochureAgent}</p>
          <p className="brochure-agent">{listing.agent.name}</p>
          <p>{listing.agent.agency}</p>
          <p className="brochure-agent">{formatPhone(listing.agent.phone)}</p>
        </div>
        <figure>
          <svg
            viewBox={`0 0 ${qr.extent} ${qr.extent}`}
            role="img"
            aria-label={t.detail.brochureScan}
          >
            <path d={qr.path} stroke="#000" strokeWidth={1} shapeRendering="crispEdges" />
          </svg>
          <figcaption>{t.detail.brochureScan}</figcaption>
        </figure>
      </div>
    </section>
  );
}

/** Four facts beyond the key ones that the listing states, for a brochure with no plan. */
function moreFacts(
  listing: Listing,
  locale: Locale,
  /** The key facts printed above them, left out here. */
  tiles: readonly { label: string }[],
): { label: string; value: string }[] {
  const t = dictionary(locale);
  const facts = { facts: t.kenyaFacts, perMonth: t.listing.perMonth };
  const texts = { k: t.kindFacts, listing: t.listing, facts, months: t.listing.months };
  const shown = new Set(tiles.map((tile) => tile.label));
  const rows =
    factsOf(listing.type) === 'land'
      ? landFactRows(listing, texts)
      : factsOf(listing.type) === 'commercial'
        ? commercialFactRows(listing, texts)
        : knownFacts(listing.facts, facts);
  return rows
    .flatMap((row) =>
      row.value === undefined || shown.has(row.label)
        ? []
        : [{ label: row.label, value: row.value }],
    )
    .slice(0, 4);
}
