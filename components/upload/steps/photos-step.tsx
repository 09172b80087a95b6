import { FloorPlanPicker } from '../floor-plan-picker';
import { PhotoPicker } from '../photo-picker';
import { fieldId } from '../use-listing-form';
import type { StepProps } from './step-props';

/** Step 5: the photos, and a floor plan if there is one, chosen on the device and kept in memory only. */
export function PhotosStep({ form, t }: StepProps) {
  return (
    <>
      <PhotoPicker
        id={fieldId('photos')}
        photos={form.photos}
        texts={t.fields}
        error={form.error('photos')}
      />
      <FloorPlanPicker id="listing-floor-plan" floorPlan={form.floorPlan} texts={t.fields} />
    </>
  );
}
