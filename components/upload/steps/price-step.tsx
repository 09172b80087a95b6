import { TextField } from '@/components/forms/fields';
import type { StepProps } from './step-props';

/** Step 3: the asking price, or the rent per month. */
export function PriceStep({ form, t }: StepProps) {
  const f = t.fields;
  return (
    <TextField
      {...form.text('price')}
      inputMode="numeric"
      hint={form.draft.status === 'for_rent' ? f.priceRentHint : f.priceSaleHint}
      className="max-w-sm"
    />
  );
}
