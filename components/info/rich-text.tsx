import type { ReactNode } from 'react';
import { fill } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { DOCUMENT_VALUES } from './document-values';

/**
 * One text of a document (lib/content/document.ts explains the markup): placeholders filled from
 * the site's contacts, `**bold**` and `[label](href)` links. Site pages get the page language's
 * address, site files (a name with an extension: the street tiles) keep theirs; links that leave
 * the site open in the same tab, as every other link here does.
 */
export function RichText({ text, locale }: { text: string; locale: Locale }) {
  const filled = fill(text, DOCUMENT_VALUES);
  // Odd pieces were between '**' pairs.
  return filled.split('**').map((piece, i) =>
    i % 2 === 1 ? (
      <strong key={i} className="text-ink font-bold">
        {links(piece, locale)}
      </strong>
    ) : (
      <span key={i}>{links(piece, locale)}</span>
    ),
  );
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A page of the site ('/listings/', '/terms/#maps'), not a file of it ('/map/streets-….pmtiles'). */
const isSitePage = (href: string) =>
  href.startsWith('/') && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]!);

function links(text: string, locale: Locale): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    out.push(text.slice(last, match.index));
    out.push(
      <a
        key={match.index}
        href={isSitePage(href!) ? localePath(locale, href!) : href}
        className="text-brand-700 hover:text-brand-900 font-semibold [overflow-wrap:anywhere] underline underline-offset-2"
      >
        {label}
      </a>,
    );
    last = match.index + whole.length;
  }
  out.push(text.slice(last));
  return out;
}
