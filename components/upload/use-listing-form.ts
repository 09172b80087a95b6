'use client';

import { useEffect, useRef, useState } from 'react';
import { deviceDraft } from '@/components/forms/device-draft';
import type { Locale } from '@/lib/i18n/locales';
import {
  DRAFT_KEY,
  emptyDraft,
  newReference,
  readDraft,
  withTown,
  writeDraft,
  type FreeTextField,
  type ListingDraft,
} from '@/lib/upload/draft';
import {
  firstProblem,
  problemMessage,
  STEPS,
  stepProblems,
  type Field,
  type Problems,
} from '@/lib/upload/validate';
import { useFloorPlan } from './floor-plan-picker';
import { usePhotos } from './photo-picker';
import type { UploadTexts } from './upload-texts';

export type Notice = 'restored' | 'corrupted' | 'storageOff' | 'cleared' | null;

/** Where the focus can move: the step's heading, 'Start again' or its first answer, a field. */
type FocusTarget = 'step-heading' | 'start-again' | 'start-again-yes' | Field;

/** The id of the element of a focus target (of a field: its control, or its group's first). */
export const fieldId = (target: FocusTarget) => `listing-${target}`;
/** The step's heading names the form and takes the focus when the step changes. */
export const HEADING_ID = fieldId('step-heading');

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

/**
 * The state of the List Your Property form: the draft (on the device, written on every
 * change), the photos (in memory), the step, whether its fields have been checked, the
 * 'Start again' question, and where the focus goes after the next render.
 */
export function useListingForm(locale: Locale, t: UploadTexts) {
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
  const floorPlan = useFloorPlan();
  const focusNext = useRef<FocusTarget | null>(null);

  const stepIndex = Math.min(draft.step, STEPS.length - 1);
  const step = STEPS[stepIndex]!;

  // Focus moves after the render that shows the new step or the errors.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target) document.getElementById(fieldId(target))?.focus();
  });

  // Once a step has been checked, its errors follow the typing: fixed fields lose theirs.
  const problems: Problems = checked ? stepProblems(step.id, draft, photos.list, locale) : {};

  function setField<K extends keyof ListingDraft>(key: K, value: ListingDraft[K]) {
    listingDraft.update((d) => ({ ...d, [key]: value }));
  }

  function error(field: Field): string | undefined {
    const problem = problems[field];
    return problem && problemMessage(field, problem, draft, t.errors, locale);
  }

  // A step shown afresh (another one, or the first of a new draft): unchecked, with no question
  // open, and the focus on its heading.
  function showStep() {
    setChecked(false);
    setConfirming(false);
    focusNext.current = 'step-heading';
  }

  function goTo(index: number) {
    showStep();
    setField('step', index);
  }

  return {
    loaded,
    draft,
    notice,
    photos,
    floorPlan,
    stepIndex,
    step,
    problemCount: Object.keys(problems).length,
    confirming,
    setField,
    setTown: (town: string) => listingDraft.update((d) => withTown(d, town)),
    /** Changes several fields at once (a new type, and the style it no longer fits). */
    update: (change: (d: ListingDraft) => ListingDraft) => listingDraft.update(change),
    error,
    /** The props of a group of radio buttons, but for its options and what a choice does. */
    radio: (field: 'type' | 'status' | 'role') => ({
      id: fieldId(field),
      label: t.fields[field],
      kind: 'radio' as const,
      values: [draft[field]],
      error: error(field),
    }),
    /** The props of the text box, list or text area of a field the owner types. */
    text: (field: FreeTextField) => ({
      id: fieldId(field),
      label: t.fields[field],
      value: draft[field],
      onChange: (value: string) => setField(field, value),
      error: error(field),
    }),
    goTo,
    next() {
      const first = firstProblem(stepProblems(step.id, draft, photos.list, locale));
      if (first) {
        // Errors already on screen: focus now (no state changes, so no render would follow).
        if (checked) document.getElementById(fieldId(first))?.focus();
        else focusNext.current = first;
        setChecked(true);
        return;
      }
      goTo(stepIndex + 1);
    },
    askStartAgain() {
      // The question replaces the button: focus goes to its first answer.
      focusNext.current = 'start-again-yes';
      setConfirming(true);
    },
    keepDraft() {
      focusNext.current = 'start-again';
      setConfirming(false);
    },
    startAgain() {
      photos.clear();
      floorPlan.clear();
      listingDraft.reset();
      showStep();
    },
  };
}

export type ListingForm = ReturnType<typeof useListingForm>;
