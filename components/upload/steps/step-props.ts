import type { Locale } from '@/lib/i18n/locales';
import type { AreaPositions } from '@/lib/upload/record';
import type { UploadTexts } from '../upload-texts';
import type { ListingForm } from '../use-listing-form';

/** What each step of the listing form is handed by the form (listing-form.tsx). */
export interface StepProps {
  form: ListingForm;
  t: UploadTexts;
  locale: Locale;
  /** Each location's centre, for the listing file the last step downloads. */
  centres: AreaPositions;
}
