import { TextArea } from '@/components/forms/fields';
import { fill, formatCount } from '@/lib/i18n/format';
import { LANGUAGE_TAG } from '@/lib/i18n/locales';
import { LIMITS } from '@/lib/listings/rules';
import { cleanText } from '@/lib/site/clean-text';
import { descriptionField } from '@/lib/upload/validate';
import type { StepProps } from './step-props';

/** Step 4: the description in the page's language (required), then in the other (optional). */
export function DescriptionStep({ form, t, locale }: StepProps) {
  const f = t.fields;
  const count = (n: number) => formatCount(n, locale);
  const pageDescription = descriptionField(locale);
  const otherDescription = pageDescription === 'descriptionEn' ? 'descriptionSw' : 'descriptionEn';
  const descriptionBox = (field: 'descriptionEn' | 'descriptionSw') => (
    <TextArea
      key={field}
      {...form.text(field)}
      lang={LANGUAGE_TAG[field === 'descriptionEn' ? 'en' : 'sw']}
      optional={field === pageDescription ? undefined : t.optional}
      hint={field === pageDescription ? f.descriptionHint : f.otherLanguageHint}
      counter={fill(f.characters, {
        n: count(cleanText(form.draft[field]).length),
        max: count(LIMITS.description.max),
      })}
      rows={field === pageDescription ? 8 : 5}
    />
  );
  return (
    <>
      {descriptionBox(pageDescription)}
      {descriptionBox(otherDescription)}
    </>
  );
}
