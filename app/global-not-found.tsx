import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';
import { RootDocument } from '@/components/layout/root-document';

// Every unknown address: the export writes this as 404.html. The site has two root layouts
// (one per language), so the 404 page brings its own document (experimental.globalNotFound).
export const metadata = notFoundMetadata('en', { page: false });

export default function GlobalNotFound() {
  return (
    <RootDocument locale="en">
      <NotFoundPage locale="en" />
    </RootDocument>
  );
}
