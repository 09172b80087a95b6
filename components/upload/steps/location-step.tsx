import { SelectField } from '@/components/forms/fields';
import { areasOf, TOWNS } from '@/lib/upload/validate';
import type { StepProps } from './step-props';

/** Step 2: the town, then one of its areas (choosing another town empties the area). */
export function LocationStep({ form, t }: StepProps) {
  const f = t.fields;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        {...form.text('town')}
        onChange={form.setTown}
        placeholder={f.townPlaceholder}
        options={TOWNS.map((town) => ({ value: town, label: town }))}
      />
      <SelectField
        {...form.text('area')}
        hint={f.areaHint}
        placeholder={f.areaPlaceholder}
        options={areasOf(form.draft.town).map((area) => ({ value: area, label: area }))}
      />
    </div>
  );
}
