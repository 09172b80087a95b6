import { ContactPage, contactMetadata } from '@/components/contact/contact-page';

export const metadata = contactMetadata('sw');

export default function Page() {
  return <ContactPage locale="sw" />;
}
