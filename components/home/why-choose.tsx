import { Headset, MapPinned, ShieldCheck } from '@/components/ui/icons';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { SITE_NAME } from '@/lib/site/site';

export function WhyChoose({ locale }: { locale: Locale }) {
  const t = dictionary(locale).home;
  const reasons = [
    { title: t.whyLocations, text: t.whyLocationsText, Icon: MapPinned },
    { title: t.whyVerified, text: t.whyVerifiedText, Icon: ShieldCheck },
    { title: t.whySupport, text: t.whySupportText, Icon: Headset },
  ];
  return (
    <section aria-labelledby="why-heading" className="container-page mt-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="why-heading" className="text-3xl font-extrabold tracking-tight">
          {fill(t.whyTitle, { site: SITE_NAME })}
        </h2>
        <p className="text-muted mt-3">{t.whyText}</p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {reasons.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-card border-line shadow-card border bg-white p-6">
            <span className="bg-brand-50 text-brand-700 inline-flex size-12 items-center justify-center rounded-xl">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="text-muted mt-2 text-sm leading-relaxed">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
