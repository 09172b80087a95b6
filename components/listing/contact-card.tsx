import { Check, Mail, MessageCircle, Phone, Share2 } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { Photo } from '@/components/ui/photo';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import { formatPhone, mailtoLink, telLink } from '@/lib/messaging/links';
import { WhatsAppLink, type ContactProps } from './contact-links';
import { ShareButton } from './share-button';

export function ContactCard({
  agent,
  title,
  pageUrl,
  locale,
  profileHref,
}: ContactProps & {
  /** The agent's own page, with all their homes. */
  profileHref?: string;
}) {
  const t = dictionary(locale).detail;
  return (
    <section
      aria-labelledby="contact-heading"
      className="rounded-card border-line shadow-card border bg-white p-5 sm:p-6"
    >
      <h2 id="contact-heading" className="text-lg font-bold">
        {t.contactAgent}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <Photo
          src={agent.photo}
          alt={fill(t.agentPhoto, { name: agent.name })}
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
      {profileHref && (
        <a
          href={profileHref}
          className="text-brand-700 hover:text-brand-900 mt-3 inline-block rounded text-sm font-bold hover:underline"
        >
          {fill(t.agentProfile, { name: agent.name })}
        </a>
      )}
      <div className="mt-5 flex flex-col gap-3">
        <WhatsAppLink
          agent={agent}
          title={title}
          pageUrl={pageUrl}
          locale={locale}
          className={buttonClass('whatsapp', 'lg', 'w-full')}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t.whatsapp}
        </WhatsAppLink>
        <a href={telLink(agent.phone)} className={buttonClass('dark', 'lg', 'w-full')}>
          <Phone aria-hidden="true" className="size-5" />
          {t.call}
        </a>
        <a
          href={mailtoLink(agent.email, title, pageUrl, t)}
          className={buttonClass('secondary', 'lg', 'w-full')}
        >
          <Mail aria-hidden="true" className="size-5" />
          {t.email}
        </a>
        <ShareButton
          url={pageUrl}
          title={title}
          texts={{ share: t.share, linkCopied: t.linkCopied, copyLink: t.copyLink }}
          icons={{
            share: <Share2 aria-hidden="true" className="size-5" />,
            copied: <Check aria-hidden="true" className="size-5" />,
          }}
          className={buttonClass('secondary', 'lg', 'w-full')}
        />
      </div>
    </section>
  );
}
