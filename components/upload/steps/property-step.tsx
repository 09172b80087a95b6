import { ChoiceGroup, SelectField, TextField } from '@/components/forms/fields';
import { AMENITIES, LISTING_STATUSES, PROPERTY_TYPES } from '@/lib/listings/vocabulary';
import { KIND_RULES, PROPERTY_STYLES, STYLES_BY_TYPE } from '@/lib/listings/kinds';
import { oneOf, toggleAmenity, withType } from '@/lib/upload/draft';
import { fieldId } from '../use-listing-form';
import type { StepProps } from './step-props';

/**
 * Step 1: the type and its style, for sale or to rent, and the facts of the kind
 * (KIND_RULES): a home's rooms, size and age; a plot's acres; commercial space's floor area and
 * age; then the amenities.
 */
export function PropertyStep({ form, t }: StepProps) {
  const f = t.fields;
  const { type } = form.draft;
  // Until a type is chosen the form asks what SPEC asks of a home.
  const rules = KIND_RULES[type || 'apartment'];
  return (
    <>
      <ChoiceGroup
        {...form.radio('type')}
        columns={2}
        onToggle={(v) => form.update((d) => withType(d, oneOf(PROPERTY_TYPES, v)))}
        options={PROPERTY_TYPES.map((kind) => ({ value: kind, label: t.listing[kind] }))}
      />
      {type !== '' && (
        <SelectField
          id={fieldId('style')}
          label={f.style}
          hint={f.styleHint}
          error={form.error('style')}
          value={form.draft.style}
          onChange={(v) => form.setField('style', oneOf(PROPERTY_STYLES, v))}
          placeholder={f.anyStyle}
          options={STYLES_BY_TYPE[type].map((style) => ({
            value: style,
            label: t.listing.styles[style],
          }))}
        />
      )}
      <ChoiceGroup
        {...form.radio('status')}
        onToggle={(v) => form.setField('status', oneOf(LISTING_STATUSES, v))}
        options={[
          { value: 'for_sale', label: t.listing.forSale },
          { value: 'for_rent', label: t.listing.forRent },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {rules.rooms && (
          <>
            <TextField {...form.text('bedrooms')} inputMode="numeric" hint={f.bedroomsHint} />
            <TextField {...form.text('bathrooms')} inputMode="numeric" />
          </>
        )}
        {rules.plot && <TextField {...form.text('acres')} inputMode="decimal" hint={f.acresHint} />}
        {rules.floorArea !== 'none' && (
          <TextField
            {...form.text('size')}
            inputMode="decimal"
            optional={rules.floorArea === 'required' ? undefined : t.optional}
            hint={rules.floorArea === 'required' ? f.floorAreaHint : f.sizeHint}
          />
        )}
        {!rules.plot && (
          <TextField
            {...form.text('yearBuilt')}
            inputMode="numeric"
            optional={rules.rooms ? undefined : t.optional}
          />
        )}
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
