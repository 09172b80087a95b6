'use client';

import { useEffect, useRef, useState } from 'react';
import { deviceDraft } from '@/components/forms/device-draft';
import {
  ChoiceGroup,
  ErrorSummary,
  SelectField,
  TextArea,
  TextField,
} from '@/components/forms/fields';
import { buttonClass } from '@/components/ui/button';
import { fill, formatCount, plural } from '@/lib/i18n/format';
import { LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { mailtoTextLink, whatsappTextLink } from '@/lib/listings/contact';
import { LIMITS } from '@/lib/listings/rules';
import { AMENITIES, type Amenity } from '@/lib/listings/vocabulary';
import { cleanText } from '@/lib/site/clean-text';
import { LISTINGS_DESK } from '@/lib/site/contacts';
import {
  DRAFT_KEY,
  emptyDraft,
  newReference,
  readDraft,
  writeDraft,
  type ListingDraft,
} from '@/lib/upload/draft';
import { listingMessage } from '@/lib/upload/message';
import { listingRecord, listingTitles, type AreaPositions } from '@/lib/upload/record';
import {
  areasOf,
  descriptionField,
  firstIncompleteStep,
  MAX_PHOTOS,
  STEPS,
  stepProblems,
  TOWNS,
  type Field,
  type Problems,
  type StepId,
} from '@/lib/upload/validate';
import { PhotoPicker, usePhotos } from './photo-picker';
import { messageTexts, type UploadTexts } from './upload-texts';

type Notice = 'restored' | 'corrupted' | 'storageOff' | 'cleared' | null;

const fieldId = (field: Field) => `listing-${field}`;

/**
 * The List Your Property form: seven steps, each checked with the data's own rules before the
 * next (lib/upload/validate.ts); the draft is written to the device on every change and read
 * back on the next visit; the last step hands the listing to the listings desk on WhatsApp or by
 * email, and downloads it as a data record. No server is contacted.
 */
// The draft on this device (components/forms/device-draft.ts); one per page.
const listingDraft = deviceDraft<ListingDraft>({
  key: DRAFT_KEY,
  read: (stored) => {
    const found = readDraft(stored);
    return found.status === 'ok' ? { status: 'ok', value: found.draft } : found;
  },
  write: writeDraft,
  fresh: () => emptyDraft(newReference((bytes) => crypto.getRandomValues(bytes))),
});

// Shown in the server's HTML until the browser has read the draft (or made a new reference).
const PLACEHOLDER = emptyDraft('N360-······');

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
  const stored = listingDraft.useDraft();
  const loaded = stored !== null;
  const draft = stored?.value ?? PLACEHOLDER;
  const notice: Notice = !stored
    ? null
    : stored.blocked
      ? 'storageOff'
      : stored.origin === 'none'
        ? null
        : stored.origin;
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const photos = usePhotos();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'heading' | 'start-again' | 'start-again-yes' | Field | null>(null);

  const stepIndex = Math.min(draft.step, STEPS.length - 1);
  const step = STEPS[stepIndex]!;

  // Focus moves after the render that shows the new step or the errors.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target === 'start-again' || target === 'start-again-yes')
      document.getElementById(`listing-${target}`)?.focus();
    else if (target) document.getElementById(fieldId(target))?.focus();
  });

  // Once a step has been checked, its errors follow the typing: fixed fields lose theirs.
  const problems: Problems = checked ? stepProblems(step.id, draft, photos.list, locale) : {};

  const set = <K extends keyof ListingDraft>(key: K, value: ListingDraft[K]) =>
    listingDraft.update((d) => ({ ...d, [key]: value }));

  function goTo(index: number) {
    setChecked(false);
    setConfirming(false);
    focusNext.current = 'heading';
    set('step', index);
  }

  function next() {
    const first = Object.keys(stepProblems(step.id, draft, photos.list, locale))[0];
    if (first) {
      // Errors already on screen: focus now (no state changes, so no render would follow).
      if (checked) document.getElementById(fieldId(first as Field))?.focus();
      else focusNext.current = first as Field;
      setChecked(true);
      return;
    }
    goTo(stepIndex + 1);
  }

  function startAgain() {
    photos.clear();
    listingDraft.reset();
    setChecked(false);
    setConfirming(false);
    focusNext.current = 'heading';
  }

  const error = (field: Field): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    const key = field === 'descriptionEn' || field === 'descriptionSw' ? 'description' : field;
    if (key === 'amenities') return undefined;
    const messages = t.errors[key] as Partial<Record<string, string>>;
    const text = messages[problem] ?? messages.invalid ?? messages.required ?? '';
    const length = field.startsWith('description')
      ? cleanText(draft[field as 'descriptionEn']).length
      : 0;
    const max =
      field === 'photos'
        ? MAX_PHOTOS
        : field.startsWith('description')
          ? LIMITS.description.max
          : LIMITS.name.max;
    return fill(text, { n: count(length), max: count(max) });
  };
  const count = (n: number) => formatCount(n, locale);
  const problemCount = Object.keys(problems).length;

  const f = t.fields;
  const text = (field: Exclude<Field, 'amenities' | 'photos'>, label: string, extra = {}) => ({
    id: fieldId(field),
    label,
    value: draft[field] as string,
    onChange: (value: string) => set(field, value as never),
    error: error(field),
    ...extra,
  });

  const pageDescription = descriptionField(locale);
  const otherDescription = pageDescription === 'descriptionEn' ? 'descriptionSw' : 'descriptionEn';
  const descriptionBox = (field: 'descriptionEn' | 'descriptionSw') => (
    <TextArea
      key={field}
      {...text(field, f[field])}
      lang={LANGUAGE_TAG[field === 'descriptionEn' ? 'en' : 'sw']}
      optional={field === pageDescription ? undefined : t.optional}
      hint={field === pageDescription ? f.descriptionHint : f.otherLanguageHint}
      counter={fill(f.characters, {
        n: count(cleanText(draft[field]).length),
        max: count(LIMITS.description.max),
      })}
      rows={field === pageDescription ? 8 : 5}
    />
  );

  const stepBody: Record<StepId, () => React.ReactNode> = {
    property: () => (
      <>
        <ChoiceGroup
          id={fieldId('type')}
          label={f.type}
          kind="radio"
          values={[draft.type]}
          onToggle={(v) => set('type', v as ListingDraft['type'])}
          options={[
            { value: 'apartment', label: t.listing.apartment },
            { value: 'house', label: t.listing.house },
          ]}
          error={error('type')}
        />
        <ChoiceGroup
          id={fieldId('status')}
          label={f.status}
          kind="radio"
          values={[draft.status]}
          onToggle={(v) => set('status', v as ListingDraft['status'])}
          options={[
            { value: 'for_sale', label: t.listing.forSale },
            { value: 'for_rent', label: t.listing.forRent },
          ]}
          error={error('status')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...text('bedrooms', f.bedrooms)} inputMode="numeric" hint={f.bedroomsHint} />
          <TextField {...text('bathrooms', f.bathrooms)} inputMode="numeric" />
          <TextField
            {...text('size', f.size)}
            inputMode="decimal"
            optional={t.optional}
            hint={f.sizeHint}
          />
          <TextField {...text('yearBuilt', f.yearBuilt)} inputMode="numeric" />
        </div>
        <ChoiceGroup
          id={fieldId('amenities')}
          label={f.amenities}
          optional={t.optional}
          hint={f.amenitiesHint}
          kind="checkbox"
          columns={2}
          values={draft.amenities}
          onToggle={(v) =>
            set(
              'amenities',
              AMENITIES.filter((a) => (a === v) !== draft.amenities.includes(a as Amenity)),
            )
          }
          options={AMENITIES.map((a) => ({ value: a, label: t.amenities[a] }))}
        />
      </>
    ),
    location: () => (
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...text('town', f.town)}
          onChange={(town) => listingDraft.update((d) => ({ ...d, town, area: '' }))}
          placeholder={f.townPlaceholder}
          options={TOWNS.map((town) => ({ value: town, label: town }))}
        />
        <SelectField
          {...text('area', f.area)}
          hint={f.areaHint}
          placeholder={f.areaPlaceholder}
          options={areasOf(draft.town).map((area) => ({ value: area, label: area }))}
        />
      </div>
    ),
    price: () => (
      <TextField
        {...text('price', f.price)}
        inputMode="numeric"
        hint={draft.status === 'for_rent' ? f.priceRentHint : f.priceSaleHint}
        className="max-w-sm"
      />
    ),
    description: () => (
      <>
        {descriptionBox(pageDescription)}
        {descriptionBox(otherDescription)}
      </>
    ),
    photos: () => (
      <PhotoPicker
        id={fieldId('photos')}
        photos={photos}
        texts={t.fields}
        error={error('photos')}
      />
    ),
    contact: () => (
      <>
        <p className="bg-brand-50 text-brand-900 rounded-xl px-4 py-3 text-sm">{f.published}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...text('name', f.name)} autoComplete="name" />
          <ChoiceGroup
            id={fieldId('role')}
            label={f.role}
            kind="radio"
            values={[draft.role]}
            onToggle={(v) => set('role', v as ListingDraft['role'])}
            options={[
              { value: 'owner', label: f.owner },
              { value: 'agent', label: f.agent },
            ]}
            error={error('role')}
          />
          <TextField
            {...text('phone', f.phone)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={f.phoneHint}
          />
          <TextField {...text('email', f.email)} type="email" autoComplete="email" />
        </div>
        {draft.role === 'agent' && (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField {...text('agency', f.agency)} autoComplete="organization" />
            <TextField {...text('earbNumber', f.earbNumber)} hint={f.earbHint} />
          </div>
        )}
      </>
    ),
    review: () => review(),
  };

  function review() {
    const missing = firstIncompleteStep(draft, photos.list, locale);
    if (missing !== null && missing < STEPS.length - 1) {
      const name = t.steps[STEPS[missing]!.id];
      return (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-amber-950">
            {fill(t.review.incomplete, { step: name })}
          </p>
          <button
            type="button"
            onClick={() => goTo(missing)}
            className={buttonClass('primary', 'md', 'mt-3')}
          >
            {fill(t.review.goTo, { step: name })}
          </button>
        </div>
      );
    }
    const message = listingMessage(draft, photos.list.length, messageTexts(t));
    const title = listingTitles(draft)[locale];
    const subject = fill(t.review.emailSubject, { ref: draft.ref, title });
    return (
      <>
        <p className="text-muted">{t.review.intro}</p>
        <p className="text-muted text-sm">{f.published}</p>
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
              onClick={() => goTo(i)}
              className={buttonClass('secondary', 'md')}
            >
              {t.review.change}: {t.steps[s.id]}
            </button>
          ))}
        </div>
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950">
          {plural(photos.list.length, t.review.photosNote)}
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

  const noticeText = notice && (notice === 'restored' ? t.restored : t[notice]);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (step.id !== 'review') next();
      }}
      className="border-line shadow-card rounded-card border bg-white p-5 sm:p-8"
      aria-labelledby="listing-step-heading"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-brand-800 text-sm font-bold tracking-wide uppercase">
          {fill(t.stepOf, { n: stepIndex + 1, total: STEPS.length })}
        </p>
        <p className="text-muted text-sm">{fill(t.reference, { ref: draft.ref })}</p>
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
        id="listing-step-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-ink mt-5 text-2xl font-extrabold focus:outline-none"
      >
        {t.steps[step.id]}
      </h2>
      <div aria-live="polite">
        {noticeText && <p className="text-brand-800 mt-2 text-sm font-semibold">{noticeText}</p>}
      </div>
      <fieldset disabled={!loaded} className="mt-6 grid gap-6">
        <ErrorSummary message={problemCount > 0 ? plural(problemCount, t.errorCount) : null} />
        {stepBody[step.id]()}
      </fieldset>
      <div className="border-line mt-8 flex flex-wrap items-center gap-3 border-t pt-6">
        {stepIndex > 0 && (
          <button
            type="button"
            onClick={() => goTo(stepIndex - 1)}
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
          {confirming ? (
            <div
              role="group"
              aria-label={t.startAgain}
              className="flex flex-wrap items-center gap-2"
            >
              <span className="text-sm font-semibold">{t.startAgainConfirm}</span>
              <button
                id="listing-start-again-yes"
                type="button"
                onClick={startAgain}
                className={buttonClass('dark', 'md')}
              >
                {t.startAgainYes}
              </button>
              <button
                type="button"
                onClick={() => {
                  focusNext.current = 'start-again';
                  setConfirming(false);
                }}
                className={buttonClass('secondary', 'md')}
              >
                {t.startAgainNo}
              </button>
            </div>
          ) : (
            <button
              id="listing-start-again"
              type="button"
              disabled={!loaded}
              onClick={() => {
                // The question replaces the button: focus goes to its first answer.
                focusNext.current = 'start-again-yes';
                setConfirming(true);
              }}
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
