import { ComparePage, compareMetadata } from '@/components/saved/compare-page';

export const metadata = compareMetadata('en');

export default function Page() {
  return <ComparePage locale="en" />;
}
