import { MapPage, mapMetadata } from '@/components/map/map-page';

export const metadata = mapMetadata('en');

export default function Page() {
  return <MapPage locale="en" />;
}
