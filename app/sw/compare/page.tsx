import { ComparePage, compareMetadata } from '@/components/saved/compare-page';

export const metadata = compareMetadata('sw');

export default function Page() {
  return <ComparePage locale="sw" />;
}
