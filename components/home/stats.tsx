import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { SITE_NAME } from '@/lib/site/site';

export function Stats({ locale }: { locale: Locale }) {
  const t = dictionary(locale).home;
  const claims = [
    { value: '1,000+', label: t.statListed },
    { value: '500+', label: t.statClients },
    { value: '24/7', label: t.statSupport },
    { value: '100%', label: t.statVerified },
  ];
  return (
    <section
      aria-label={fill(t.statsLabel, { site: SITE_NAME })}
      className="border-line border-b bg-white"
    >
      <dl className="container-page grid grid-cols-2 gap-y-6 py-8 text-center md:grid-cols-4">
        {claims.map((claim) => (
          <div key={claim.label} className="flex flex-col-reverse gap-1">
            <dt className="text-muted text-sm font-medium">{claim.label}</dt>
            <dd className="text-brand-800 text-3xl font-extrabold tracking-tight">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
