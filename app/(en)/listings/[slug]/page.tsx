import {
  ListingPage,
  listingPageMetadata,
  listingPageParams,
  type ListingPageParams,
} from '@/components/listing/detail/listing-page';

// Only the exported slugs exist; any other is answered by the host with the 404 page.
export const dynamicParams = false;
export const generateStaticParams = listingPageParams;

type Props = { params: ListingPageParams };

export function generateMetadata({ params }: Props) {
  return listingPageMetadata('en', params);
}

export default function Page({ params }: Props) {
  return <ListingPage locale="en" params={params} />;
}
