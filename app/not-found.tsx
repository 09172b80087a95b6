import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';

export const metadata: Metadata = {
  title: 'Page not found',
  // Next already marks the not-found page noindex; a second robots tag would duplicate it.
};

export default function NotFound() {
  return (
    <main id="main" className="container-page py-20 sm:py-28">
      <NotFoundContent />
    </main>
  );
}
