import { SavedPage, savedMetadata } from '@/components/saved/saved-page';

export const metadata = savedMetadata('sw');

export default function Page() {
  return <SavedPage locale="sw" />;
}
