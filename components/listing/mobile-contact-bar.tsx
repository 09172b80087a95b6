import { MessageCircle, Phone } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { dictionary } from '@/lib/i18n/dictionary';
import { telLink } from '@/lib/messaging/links';
import { WhatsAppLink, type ContactProps } from './contact-links';

/**
 * On phones the Contact Agent card sits below the whole description; this bar (sticky to the
 * bottom of the page content, so it never covers the footer) keeps the two
 * quickest ways to reach the agent within thumb's reach while reading.
 */
export function MobileContactBar({ agent, title, pageUrl, locale }: ContactProps) {
  const t = dictionary(locale).detail;
  return (
    <div
      data-contact-bar
      className="border-line sticky bottom-0 z-30 -mx-4 mt-10 border-t bg-white/95 p-3 backdrop-blur sm:-mx-6 lg:hidden"
    >
      <div className="mx-auto flex max-w-xl gap-3">
        <WhatsAppLink
          agent={agent}
          title={title}
          pageUrl={pageUrl}
          locale={locale}
          className={buttonClass('whatsapp', 'lg', 'flex-1')}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t.whatsappShort}
        </WhatsAppLink>
        <a href={telLink(agent.phone)} className={buttonClass('dark', 'lg', 'flex-1')}>
          <Phone aria-hidden="true" className="size-5" />
          {t.callShort}
        </a>
      </div>
    </div>
  );
}
