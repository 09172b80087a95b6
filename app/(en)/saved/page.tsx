import { SavedPage, savedMetadata } from '@/components/saved/saved-page';

export const metadata = savedMetadata('en');

export default function Page() {
  return <SavedPage locale="en" />;
}
