import { OfflinePage, offlineMetadata } from '@/components/offline/offline-page';

export const metadata = offlineMetadata('sw');

export default function Page() {
  return <OfflinePage locale="sw" />;
}
