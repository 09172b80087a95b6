'use client';

import { SpriteIcon } from '@/components/ui/sprite-icon';
import { useState } from 'react';
import { fill } from '@/lib/i18n/format';
import { planFileName, planFileProblem, type ChosenPlan } from '@/lib/upload/validate';
import type { UploadTexts } from './upload-texts';

/**
 * The floor plan chosen for a listing, if any: kept in memory only, like the photos. A file
 * that is not an image or a PDF, or is over 10 MB, is turned away by name.
 */
export function useFloorPlan() {
  const [plan, setPlan] = useState<ChosenPlan | null>(null);
  const [refused, setRefused] = useState<{ name: string; why: 'type' | 'size' } | null>(null);
  function choose(file: File | undefined) {
    if (!file) return;
    const chosen = { name: file.name, type: file.type, size: file.size };
    const why = planFileProblem(chosen);
    setRefused(why ? { name: file.name, why } : null);
    if (!why) setPlan(chosen);
  }
  function clear() {
    setPlan(null);
    setRefused(null);
  }
  return { plan, refused, choose, clear };
}

export function FloorPlanPicker({
  id,
  floorPlan,
  texts: f,
}: {
  id: string;
  floorPlan: ReturnType<typeof useFloorPlan>;
  texts: UploadTexts['fields'];
}) {
  const hintId = `${id}-hint`;
  const { plan, refused } = floorPlan;
  return (
    <div className="mt-8">
      <p className="text-ink text-sm font-bold">{f.floorPlan}</p>
      <p id={hintId} className="text-muted mt-0.5 text-sm">
        {f.floorPlanHint}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept="application/pdf,image/jpeg,image/png,image/webp,image/tiff"
          aria-describedby={hintId}
          className="peer sr-only"
          onChange={(e) => {
            floorPlan.choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className="btn btn-secondary btn-lg peer-focus-visible:outline-gold-500 cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2"
        >
          {f.chooseFloorPlan}
        </label>
        <p className="text-muted text-sm" aria-live="polite">
          {plan ? fill(f.floorPlanChosen, { file: plan.name }) : f.floorPlanNone}
        </p>
        {plan && (
          <button
            type="button"
            onClick={() => {
              floorPlan.clear();
              document.getElementById(id)?.focus();
            }}
            aria-label={f.removeFloorPlan}
            className="text-ink grid size-11 place-items-center rounded-full hover:bg-stone-100"
          >
            <SpriteIcon name="x" className="size-4" />
          </button>
        )}
      </div>
      <p className="text-sm font-semibold text-red-800" role="status">
        {refused &&
          fill(refused.why === 'type' ? f.floorPlanType : f.floorPlanSize, { file: refused.name })}
      </p>
      {plan && <p className="sr-only">{planFileName(plan)}</p>}
    </div>
  );
}
