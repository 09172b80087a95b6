import { ListingsPage, listingsMetadata } from '@/components/search/listings-page';

export const metadata = listingsMetadata('sw');

export default function Page() {
  return <ListingsPage locale="sw" />;
}
