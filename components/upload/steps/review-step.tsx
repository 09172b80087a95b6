import { buttonClass } from '@/components/ui/button';
import { fill, plural } from '@/lib/i18n/format';
import { LANGUAGE_TAG } from '@/lib/i18n/locales';
import { mailtoTextLink, whatsappTextLink } from '@/lib/messaging/links';
import { LISTINGS_DESK } from '@/lib/site/desks';
import type { ListingDraft } from '@/lib/upload/draft';
import { listingMessage } from '@/lib/upload/message';
import { listingRecord, listingTitles, type AreaPositions } from '@/lib/upload/record';
import { firstIncompleteStep, planFileName, STEPS } from '@/lib/upload/validate';
import { messageTexts } from '../upload-texts';
import type { StepProps } from './step-props';

/**
 * Step 7, 'Check and send': the message as the listings desk will get it, links to change each
 * step, and the three ways to send it. Reached with a step incomplete (after a reload the photos
 * are gone, for one), it offers to go back to that step instead.
 */
export function ReviewStep({ form, t, locale, centres }: StepProps) {
  const { draft, photos, floorPlan } = form;
  const missing = firstIncompleteStep(draft, photos.list, locale);
  if (missing !== null && missing < STEPS.length - 1) {
    const name = t.steps[STEPS[missing]!.id];
    return (
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
        <p className="font-semibold text-amber-950">{fill(t.review.incomplete, { step: name })}</p>
        <button
          type="button"
          onClick={() => form.goTo(missing)}
          className={buttonClass('primary', 'md', 'mt-3')}
        >
          {fill(t.review.goTo, { step: name })}
        </button>
      </div>
    );
  }
  const plan = floorPlan.plan ?? undefined;
  const message = listingMessage(draft, photos.list.length, messageTexts(t), plan);
  const title = listingTitles(draft)[locale];
  const subject = fill(t.review.emailSubject, { ref: draft.ref, title });
  return (
    <>
      <p className="text-muted">{t.review.intro}</p>
      <p className="text-muted text-sm">{t.fields.published}</p>
      <pre
        lang={LANGUAGE_TAG[locale]}
        className="border-line text-ink max-h-96 overflow-auto rounded-xl border bg-stone-50 p-4 text-sm leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap"
        tabIndex={0}
        role="region"
        aria-label={t.steps.review}
      >
        {message}
      </pre>
      <div className="flex flex-wrap gap-2">
        {STEPS.slice(0, -1).map((s, i) => (
          <button
            key={s.id}
            type="button"
            onClick={() => form.goTo(i)}
            className={buttonClass('secondary', 'md')}
          >
            {t.review.change}: {t.steps[s.id]}
          </button>
        ))}
      </div>
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950">
        {plural(photos.list.length, t.review.photosNote)}
        {plan && ` ${fill(t.review.planNote, { file: planFileName(plan) })}`}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <a
          href={whatsappTextLink(LISTINGS_DESK.whatsapp, message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('whatsapp', 'lg')}
        >
          {t.review.whatsapp}
        </a>
        <a
          href={mailtoTextLink(LISTINGS_DESK.email, subject, message)}
          className={buttonClass('dark', 'lg')}
        >
          {t.review.email}
        </a>
        <button
          type="button"
          onClick={() => download(draft, photos.list.length, centres)}
          className={buttonClass('secondary', 'lg')}
        >
          {t.review.download}
        </button>
      </div>
      <p className="text-muted text-sm">{t.review.downloadNote}</p>
    </>
  );
}

/** Saves the listing record as a file, named after its reference code. */
function download(draft: ListingDraft, photoCount: number, centres: AreaPositions) {
  const record = listingRecord(draft, photoCount, centres);
  const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `nyumba360-listing-${draft.ref}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
