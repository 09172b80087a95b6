import { MapPage, mapMetadata } from '@/components/map/map-page';

export const metadata = mapMetadata('sw');

export default function Page() {
  return <MapPage locale="sw" />;
}
