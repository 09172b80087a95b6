import { UploadPage, uploadMetadata } from '@/components/upload/upload-page';

export const metadata = uploadMetadata('sw');

export default function Page() {
  return <UploadPage locale="sw" />;
}
