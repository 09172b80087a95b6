import { Mail, MessageCircle, Phone } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import type { Development } from '@/lib/developments/schema';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { formatPhone, mailtoTextLink, telLink, whatsappTextLink } from '@/lib/messaging/links';
import { SITE_NAME } from '@/lib/site/site';

/**
 * The project's sales office: WhatsApp, call and email, as a listing's agent is reached, with a
 * message naming the project and its page. `bar` is the phone's sticky bar at the foot of the
 * page (WhatsApp and Call), as listing pages have.
 */
export function SalesContact({
  development,
  pageUrl,
  locale,
  bar = false,
}: {
  development: Development;
  pageUrl: string;
  locale: Locale;
  bar?: boolean;
}) {
  const texts = dictionary(locale);
  const t = texts.developments;
  const { sales } = development;
  const message = fill(t.salesMessage, {
    name: sales.name,
    project: development.name,
    site: SITE_NAME,
    url: pageUrl,
  });
  const whatsapp = (
    <a
      href={whatsappTextLink(sales.phone, message)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('whatsapp', 'lg', bar ? 'flex-1' : 'w-full')}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {bar ? texts.detail.whatsappShort : texts.detail.whatsapp}
      <span className="sr-only"> {texts.detail.opensInNewTab}</span>
    </a>
  );
  const call = (
    <a href={telLink(sales.phone)} className={buttonClass('dark', 'lg', bar ? 'flex-1' : 'w-full')}>
      <Phone aria-hidden="true" className="size-5" />
      {texts.detail.callShort}
    </a>
  );
  if (bar)
    return (
      <div
        data-contact-bar
        className="border-line sticky bottom-0 z-30 -mx-4 mt-10 border-t bg-white/95 p-3 backdrop-blur sm:-mx-6 lg:hidden"
      >
        <div className="mx-auto flex max-w-xl gap-3">
          {whatsapp}
          {call}
        </div>
      </div>
    );
  return (
    <section
      aria-labelledby="sales-heading"
      className="rounded-card border-line shadow-card border bg-white p-5 sm:p-6"
    >
      <h2 id="sales-heading" className="text-lg font-bold">
        {t.salesHeading}
      </h2>
      <p className="mt-1 font-semibold">{sales.name}</p>
      <p className="text-muted text-sm">{formatPhone(sales.phone)}</p>
      <p className="text-muted text-sm break-all">{sales.email}</p>
      <div className="mt-5 flex flex-col gap-3">
        {whatsapp}
        {call}
        <a
          href={mailtoTextLink(
            sales.email,
            fill(t.salesSubject, { project: development.name, site: SITE_NAME }),
            message,
          )}
          className={buttonClass('secondary', 'lg', 'w-full')}
        >
          <Mail aria-hidden="true" className="size-5" />
          {texts.detail.email}
        </a>
      </div>
    </section>
  );
}
