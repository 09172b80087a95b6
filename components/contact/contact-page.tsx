import { Clock, Mail, MapPin, MessageCircle, Phone } from '@/components/ui/icons';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageIntro } from '@/components/info/page-intro';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { formatPhone, mailtoTextLink, telLink, whatsappTextLink } from '@/lib/messaging/links';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageBreadcrumbJsonLd } from '@/lib/seo/structured-data';
import { LISTINGS_DESK, OFFICE, TRUST_DESK } from '@/lib/site/desks';
import { ROUTES } from '@/lib/site/routes';
import { SITE_NAME } from '@/lib/site/site';
import { ContactForm } from './contact-form';

export function contactMetadata(locale: Locale): Metadata {
  const t = dictionary(locale).contact;
  return pageMetadata({
    locale,
    title: t.metaTitle,
    description: fill(t.description, { site: SITE_NAME }),
    path: ROUTES.contact,
  });
}

function Way({
  icon,
  label,
  href,
  value,
}: {
  icon: ReactNode;
  label: string;
  href: string;
  value: string;
}) {
  return (
    <li className="flex items-start gap-3">
      <span className="bg-brand-50 text-brand-800 grid size-10 shrink-0 place-items-center rounded-full">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="text-muted block text-sm">{label}</span>
        <a
          href={href}
          className="text-brand-800 font-bold [overflow-wrap:anywhere] hover:underline"
        >
          {value}
        </a>
      </span>
    </li>
  );
}

/** Contact: the office and its hours, the three desks, and the enquiry form (an island). */
export function ContactPage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const c = t.contact;
  const iconClass = 'size-5';
  const desks = [
    { label: c.listingsDesk, desk: LISTINGS_DESK },
    { label: c.trustDesk, desk: TRUST_DESK },
  ];
  const { messageHeading, emailSubject, from, topics, errors, errorCount } = c;
  return (
    <PageFrame locale={locale} path={ROUTES.contact}>
      <main id="main">
        <PageIntro title={c.title} lead={c.lead} />
        <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:py-14">
          <div className="space-y-8">
            <section
              aria-labelledby="office-heading"
              className="border-line rounded-card shadow-card border bg-white p-6"
            >
              <h2 id="office-heading" className="text-xl font-extrabold">
                {c.officeTitle}
              </h2>
              <address className="mt-4 flex gap-3 not-italic">
                <MapPin aria-hidden="true" className="text-brand-700 mt-0.5 size-5 shrink-0" />
                <span>
                  {SITE_NAME}
                  <br />
                  {OFFICE.street}
                  <br />
                  {OFFICE.postal}
                </span>
              </address>
              <ul className="mt-6 space-y-4">
                <Way
                  icon={<MessageCircle aria-hidden="true" className={iconClass} />}
                  label={c.whatsapp}
                  href={whatsappTextLink(OFFICE.whatsapp)}
                  value={formatPhone(OFFICE.whatsapp)}
                />
                <Way
                  icon={<Phone aria-hidden="true" className={iconClass} />}
                  label={c.phone}
                  href={telLink(OFFICE.phone)}
                  value={formatPhone(OFFICE.phone)}
                />
                <Way
                  icon={<Mail aria-hidden="true" className={iconClass} />}
                  label={c.email}
                  href={mailtoTextLink(OFFICE.email)}
                  value={OFFICE.email}
                />
              </ul>
              <h3 className="mt-6 flex items-center gap-2 font-bold">
                <Clock aria-hidden="true" className="text-brand-700 size-5" /> {c.hoursTitle}
              </h3>
              <ul className="text-muted mt-2 space-y-1 text-sm">
                {c.hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="desks-heading">
              <h2 id="desks-heading" className="text-xl font-extrabold">
                {c.desksTitle}
              </h2>
              <ul className="mt-4 space-y-4">
                {desks.map(({ label, desk }) => (
                  <li key={desk.email} className="border-line rounded-xl border bg-white p-4">
                    <p className="font-bold">{label}</p>
                    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      <a
                        href={whatsappTextLink(desk.whatsapp)}
                        className="text-brand-800 font-semibold hover:underline"
                      >
                        {c.whatsapp}: {formatPhone(desk.whatsapp)}
                      </a>
                      <a
                        href={mailtoTextLink(desk.email)}
                        className="text-brand-800 font-semibold hover:underline"
                      >
                        {desk.email}
                      </a>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <section
            aria-labelledby="form-heading"
            className="border-line rounded-card shadow-card border bg-white p-6 sm:p-8"
          >
            <h2 id="form-heading" className="text-2xl font-extrabold">
              {c.formTitle}
            </h2>
            <p className="text-muted mt-2">{c.formIntro}</p>
            <div className="mt-6">
              <ContactForm
                locale={locale}
                texts={{
                  messageHeading,
                  emailSubject,
                  from,
                  topics,
                  errors,
                  errorCount,
                  name: c.name,
                  topic: c.topic,
                  topicPlaceholder: c.topicPlaceholder,
                  message: c.message,
                  send: c.send,
                  whatsappSend: c.whatsappSend,
                  emailSend: c.emailSend,
                  ready: c.ready,
                  characters: t.upload.fields.characters,
                }}
              />
            </div>
          </section>
        </div>
        <JsonLd data={pageBreadcrumbJsonLd(c.title, ROUTES.contact, locale)} />
      </main>
    </PageFrame>
  );
}
