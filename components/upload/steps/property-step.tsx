import { ChoiceGroup, TextField } from '@/components/forms/fields';
import { AMENITIES, LISTING_STATUSES } from '@/lib/listings/vocabulary';
import { HOME_TYPES } from '@/lib/listings/kinds';
import { oneOf, toggleAmenity } from '@/lib/upload/draft';
import { fieldId } from '../use-listing-form';
import type { StepProps } from './step-props';

/** Step 1: the type, for sale or to rent, rooms, size, age and amenities. */
export function PropertyStep({ form, t }: StepProps) {
  const f = t.fields;
  return (
    <>
      <ChoiceGroup
        {...form.radio('type')}
        onToggle={(v) => form.setField('type', oneOf(HOME_TYPES, v))}
        options={HOME_TYPES.map((type) => ({ value: type, label: t.listing[type] }))}
      />
      <ChoiceGroup
        {...form.radio('status')}
        onToggle={(v) => form.setField('status', oneOf(LISTING_STATUSES, v))}
        options={[
          { value: 'for_sale', label: t.listing.forSale },
          { value: 'for_rent', label: t.listing.forRent },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.text('bedrooms')} inputMode="numeric" hint={f.bedroomsHint} />
        <TextField {...form.text('bathrooms')} inputMode="numeric" />
        <TextField
          {...form.text('size')}
          inputMode="decimal"
          optional={t.optional}
          hint={f.sizeHint}
        />
        <TextField {...form.text('yearBuilt')} inputMode="numeric" />
      </div>
      <ChoiceGroup
        id={fieldId('amenities')}
        label={f.amenities}
        optional={t.optional}
        hint={f.amenitiesHint}
        kind="checkbox"
        columns={2}
        values={form.draft.amenities}
        onToggle={(v) => form.setField('amenities', toggleAmenity(form.draft.amenities, v))}
        options={AMENITIES.map((a) => ({ value: a, label: t.amenities[a] }))}
      />
    </>
  );
}
