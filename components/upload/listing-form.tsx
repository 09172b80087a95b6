'use client';

import type { ComponentType } from 'react';
import { ErrorSummary } from '@/components/forms/fields';
import { buttonClass } from '@/components/ui/button';
import { fill, plural } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { AreaPositions } from '@/lib/upload/record';
import { STEPS, type StepId } from '@/lib/upload/validate';
import { ContactStep } from './steps/contact-step';
import { DescriptionStep } from './steps/description-step';
import { LocationStep } from './steps/location-step';
import { PhotosStep } from './steps/photos-step';
import { PriceStep } from './steps/price-step';
import { PropertyStep } from './steps/property-step';
import { ReviewStep } from './steps/review-step';
import type { StepProps } from './steps/step-props';
import type { UploadTexts } from './upload-texts';
import { fieldId, HEADING_ID, useListingForm } from './use-listing-form';

/** What each step shows under its heading (steps/). */
const STEP_BODIES: Record<StepId, ComponentType<StepProps>> = {
  property: PropertyStep,
  location: LocationStep,
  price: PriceStep,
  description: DescriptionStep,
  photos: PhotosStep,
  contact: ContactStep,
  review: ReviewStep,
};

/**
 * The List Your Property form: seven steps, each checked with the data's own rules before the
 * next (lib/upload/validate.ts); the draft is written to the device on every change and read
 * back on the next visit (use-listing-form.ts); the last step hands the listing to the listings
 * desk on WhatsApp or by email, and downloads it as a data record. No server is contacted.
 */
export function ListingForm({
  locale,
  texts: t,
  centres,
}: {
  locale: Locale;
  texts: UploadTexts;
  /** Each location's centre ('Kilimani, Nairobi'), the listing file's position until the visit. */
  centres: AreaPositions;
}) {
  const form = useListingForm(locale, t);
  const { loaded, stepIndex, step, problemCount } = form;
  const StepBody = STEP_BODIES[step.id];
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (step.id !== 'review') form.next();
      }}
      className="border-line shadow-card rounded-card border bg-white p-5 sm:p-8"
      aria-labelledby={HEADING_ID}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-brand-800 text-sm font-bold tracking-wide uppercase">
          {fill(t.stepOf, { n: stepIndex + 1, total: STEPS.length })}
        </p>
        <p className="text-muted text-sm">{fill(t.reference, { ref: form.draft.ref })}</p>
      </div>
      <ol aria-label={t.progress} className="mt-3 grid grid-cols-7 gap-1.5">
        {STEPS.map((s, i) => (
          <li
            key={s.id}
            aria-current={i === stepIndex ? 'step' : undefined}
            className={`h-1.5 rounded-full ${i <= stepIndex ? 'bg-brand-600' : 'bg-stone-200'}`}
          >
            <span className="sr-only">{t.steps[s.id]}</span>
          </li>
        ))}
      </ol>
      <h2
        id={HEADING_ID}
        tabIndex={-1}
        className="text-ink mt-5 text-2xl font-extrabold focus:outline-none"
      >
        {t.steps[step.id]}
      </h2>
      <div aria-live="polite">
        {form.notice && (
          <p className="text-brand-800 mt-2 text-sm font-semibold">{t[form.notice]}</p>
        )}
      </div>
      <fieldset disabled={!loaded} className="mt-6 grid gap-6">
        <ErrorSummary message={problemCount > 0 ? plural(problemCount, t.errorCount) : null} />
        <StepBody form={form} t={t} locale={locale} centres={centres} />
      </fieldset>
      <div className="border-line mt-8 flex flex-wrap items-center gap-3 border-t pt-6">
        {stepIndex > 0 && (
          <button
            type="button"
            onClick={() => form.goTo(stepIndex - 1)}
            className={buttonClass('secondary', 'lg')}
          >
            {t.back}
          </button>
        )}
        {step.id !== 'review' && (
          <button type="submit" disabled={!loaded} className={buttonClass('primary', 'lg')}>
            {t.next}
          </button>
        )}
        <div className="ml-auto">
          {form.confirming ? (
            <div
              role="group"
              aria-label={t.startAgain}
              className="flex flex-wrap items-center gap-2"
            >
              <span className="text-sm font-semibold">{t.startAgainConfirm}</span>
              <button
                id={fieldId('start-again-yes')}
                type="button"
                onClick={form.startAgain}
                className={buttonClass('dark', 'md')}
              >
                {t.startAgainYes}
              </button>
              <button
                type="button"
                onClick={form.keepDraft}
                className={buttonClass('secondary', 'md')}
              >
                {t.startAgainNo}
              </button>
            </div>
          ) : (
            <button
              id={fieldId('start-again')}
              type="button"
              disabled={!loaded}
              onClick={form.askStartAgain}
              className="text-muted hover:text-ink min-h-11 px-2 text-sm font-semibold underline underline-offset-4"
            >
              {t.startAgain}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
