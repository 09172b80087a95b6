import { UploadPage, uploadMetadata } from '@/components/upload/upload-page';

export const metadata = uploadMetadata('en');

export default function Page() {
  return <UploadPage locale="en" />;
}
