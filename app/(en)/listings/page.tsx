import { ListingsPage, listingsMetadata } from '@/components/search/listings-page';

export const metadata = listingsMetadata('en');

export default function Page() {
  return <ListingsPage locale="en" />;
}
