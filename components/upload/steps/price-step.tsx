import { TextField } from '@/components/forms/fields';
import { priceUnit } from '@/lib/listings/kinds';
import type { StepProps } from './step-props';

/** Step 3: the asking price, or the rent per month (per year for land leased). */
export function PriceStep({ form, t }: StepProps) {
  const f = t.fields;
  const hints = { whole: f.priceSaleHint, month: f.priceRentHint, year: f.priceLeaseHint };
  const { type, status } = form.draft;
  return (
    <TextField
      {...form.text('price')}
      inputMode="numeric"
      hint={hints[priceUnit(type || 'apartment', status || 'for_sale')]}
      className="max-w-sm"
    />
  );
}
