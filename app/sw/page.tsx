import { HomePage, homeMetadata } from '@/components/home/home-page';

export const metadata = homeMetadata('sw');

export default function Page() {
  return <HomePage locale="sw" />;
}
