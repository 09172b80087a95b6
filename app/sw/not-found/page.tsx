import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';

// The Swahili 404 page. Written as sw/not-found/index.html and moved to sw/404.html after the
// build (scripts/build/prune-export.ts), which nginx serves for unknown addresses under /sw/.
export const metadata = notFoundMetadata('sw', { page: true });

export default function Page() {
  return <NotFoundPage locale="sw" />;
}
