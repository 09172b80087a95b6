import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/root-document';
import { rootMetadata, ROOT_VIEWPORT } from '@/lib/seo/root-metadata';

// Swahili: every page mirrored under /sw/, same slugs.
export const metadata = rootMetadata('sw');
export const viewport = ROOT_VIEWPORT;

export default function Layout({ children }: { children: ReactNode }) {
  return <RootDocument locale="sw">{children}</RootDocument>;
}
