import type { Metadata } from 'next';
import { Home, SearchX } from 'lucide-react';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Page not found',
    description:
      'This page does not exist on Nyumba360. Search homes and apartments for sale and rent in Kenya instead.',
    path: '/404.html',
  }),
  // One file answers every unknown path: it must not claim a canonical address.
  alternates: { canonical: null },
  // Next already marks the not-found page noindex; a second robots tag would duplicate it.
};

export default function NotFound() {
  return (
    <main id="main" className="container-page py-20 sm:py-28">
      <NotFoundContent
        icons={{
          missing: <SearchX aria-hidden="true" className="size-14 text-stone-400" />,
          home: <Home aria-hidden="true" className="size-5" />,
        }}
      />
    </main>
  );
}
