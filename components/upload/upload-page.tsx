import { BadgeCheck, Camera, MessageCircle, Send } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { PageIntro } from '@/components/info/page-intro';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { formatPhone } from '@/lib/messaging/links';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageBreadcrumbJsonLd } from '@/lib/seo/structured-data';
import { LISTINGS_DESK } from '@/lib/site/desks';
import { ROUTES } from '@/lib/site/routes';
import { SITE_NAME } from '@/lib/site/site';
import { areaPositions } from '@/lib/map/areas';
import { ListingForm } from './listing-form';
import { uploadTexts } from './upload-texts';

export function uploadMetadata(locale: Locale): Metadata {
  const t = dictionary(locale).upload;
  return pageMetadata({
    locale,
    title: t.metaTitle,
    description: fill(t.description, { site: SITE_NAME }),
    path: ROUTES.upload,
  });
}

const STEP_ICONS = [Send, MessageCircle, Camera, BadgeCheck];

/** List Your Property: what it costs, what happens next, and the form (an island). */
export function UploadPage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const u = t.upload;
  return (
    <PageFrame locale={locale} path={ROUTES.upload}>
      <main id="main">
        <PageIntro title={u.title} lead={u.lead} />
        <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-14">
          <div className="min-w-0 lg:order-2">
            <section aria-labelledby="cost-heading" className="bg-gold-100 rounded-card p-5">
              <h2 id="cost-heading" className="text-lg font-extrabold">
                {u.costTitle}
              </h2>
              <p className="mt-2 text-sm leading-relaxed">{u.cost}</p>
            </section>
            <section aria-labelledby="next-heading" className="mt-6">
              <h2 id="next-heading" className="text-lg font-extrabold">
                {u.nextTitle}
              </h2>
              <ol className="mt-4 space-y-4">
                {u.nextSteps.map((step, i) => {
                  const Icon = STEP_ICONS[i] ?? BadgeCheck;
                  return (
                    <li key={i} className="flex gap-3 text-sm leading-relaxed">
                      <span className="bg-brand-50 text-brand-800 grid size-9 shrink-0 place-items-center rounded-full">
                        <Icon aria-hidden="true" className="size-4" />
                      </span>
                      <span className="pt-1.5">{step}</span>
                    </li>
                  );
                })}
              </ol>
            </section>
          </div>
          <section aria-label={u.formTitle} className="min-w-0 lg:order-1">
            <noscript>
              <p className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950">
                {fill(u.noscript, {
                  whatsapp: formatPhone(LISTINGS_DESK.whatsapp),
                  email: LISTINGS_DESK.email,
                })}
              </p>
            </noscript>
            <ListingForm locale={locale} texts={uploadTexts(t)} centres={areaPositions()} />
          </section>
        </div>
        <JsonLd data={pageBreadcrumbJsonLd(u.title, ROUTES.upload, locale)} />
      </main>
    </PageFrame>
  );
}
