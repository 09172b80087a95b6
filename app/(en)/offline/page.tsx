import { OfflinePage, offlineMetadata } from '@/components/offline/offline-page';

export const metadata = offlineMetadata('en');

export default function Page() {
  return <OfflinePage locale="en" />;
}
