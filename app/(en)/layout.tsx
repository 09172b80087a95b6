import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/root-document';
import { rootMetadata, ROOT_VIEWPORT } from '@/lib/seo/root-metadata';

// English: every page at its root address.
export const metadata = rootMetadata('en');
export const viewport = ROOT_VIEWPORT;

export default function Layout({ children }: { children: ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}
