import type { ReactNode } from 'react';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { whatsappLink } from '@/lib/messaging/links';
import type { Agent } from '@/lib/listings/schema';

/** What every way of contacting an agent about a listing needs. */
export interface ContactProps {
  agent: Agent;
  /** The listing's title, named in the prefilled message. */
  title: string;
  /** The listing's absolute URL, sent with the message. */
  pageUrl: string;
  /** The page's language: the prefilled message is written in it. */
  locale: Locale;
}

/** A chat with the agent on WhatsApp, in a new tab, with the listing prefilled (docs/spec.md §7). */
export function WhatsAppLink({
  agent,
  title,
  pageUrl,
  locale,
  className,
  children,
}: ContactProps & { className: string; children: ReactNode }) {
  return (
    <a
      href={whatsappLink(agent.phone, title, pageUrl, dictionary(locale).detail)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {children}
    </a>
  );
}
