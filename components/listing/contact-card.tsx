import { Check, Mail, MessageCircle, Phone, Share2 } from 'lucide-react';
import { Photo } from '@/components/ui/photo';
import { formatPhone, mailtoLink, telLink, whatsappLink } from '@/lib/contact';
import type { Agent } from '@/lib/listing-schema';
import { ShareButton } from './share-button';

const button =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl px-4 font-bold transition';

export function ContactCard({
  agent,
  title,
  pageUrl,
}: {
  agent: Agent;
  title: string;
  pageUrl: string;
}) {
  return (
    <section
      aria-labelledby="contact-heading"
      className="rounded-card border-line shadow-card border bg-white p-5 sm:p-6"
    >
      <h2 id="contact-heading" className="text-lg font-bold">
        Contact Agent
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <Photo
          src={agent.photo}
          alt={`Photo of ${agent.name}`}
          width={64}
          height={64}
          className="size-16 rounded-full bg-stone-200 object-cover"
        />
        <div className="min-w-0">
          <p className="font-bold">{agent.name}</p>
          <p className="text-muted text-sm">{agent.agency}</p>
          <p className="text-muted text-sm">{formatPhone(agent.phone)}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3">
        <a
          href={whatsappLink(agent.phone, title, pageUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} bg-[#146c43] text-white hover:bg-[#0f5132]`}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          Message via WhatsApp
        </a>
        <a
          href={telLink(agent.phone)}
          className={`${button} bg-brand-800 hover:bg-brand-900 text-white`}
        >
          <Phone aria-hidden="true" className="size-5" />
          Call Agent
        </a>
        <a
          href={mailtoLink(agent.email, title, pageUrl)}
          className={`${button} border-line text-ink hover:border-brand-300 hover:bg-brand-50 border bg-white`}
        >
          <Mail aria-hidden="true" className="size-5" />
          Send Email
        </a>
        <ShareButton
          url={pageUrl}
          title={title}
          icons={{
            share: <Share2 aria-hidden="true" className="size-5" />,
            copied: <Check aria-hidden="true" className="size-5" />,
          }}
          className={`${button} border-line text-ink hover:border-brand-300 hover:bg-brand-50 border bg-white`}
        />
      </div>
    </section>
  );
}
