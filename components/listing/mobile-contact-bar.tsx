import { MessageCircle, Phone } from 'lucide-react';
import { telLink, whatsappLink } from '@/lib/contact';
import type { Agent } from '@/lib/listing-schema';

/**
 * On phones the Contact Agent card sits below the whole description; this bar (sticky to the
 * bottom of the page content, so it never covers the footer) keeps the two
 * quickest ways to reach the agent within thumb's reach while reading.
 */
export function MobileContactBar({
  agent,
  title,
  pageUrl,
}: {
  agent: Agent;
  title: string;
  pageUrl: string;
}) {
  return (
    <div className="border-line sticky bottom-0 z-30 -mx-4 mt-10 border-t bg-white/95 p-3 backdrop-blur sm:-mx-6 lg:hidden">
      <div className="mx-auto flex max-w-xl gap-3">
        <a
          href={whatsappLink(agent.phone, title, pageUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-xl bg-[#146c43] font-bold text-white hover:bg-[#0f5132]"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          WhatsApp
        </a>
        <a
          href={telLink(agent.phone)}
          className="bg-brand-800 hover:bg-brand-900 inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-xl font-bold text-white"
        >
          <Phone aria-hidden="true" className="size-5" />
          Call
        </a>
      </div>
    </div>
  );
}
