import { ExternalLink } from '@/components/ui/icons';
import { Photo } from '@/components/ui/photo';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Ad } from '@/lib/listings/schema';

/** Sponsored offers beside a listing, in the page's language (each ad carries its Swahili texts). */
export function SponsoredAds({
  title,
  ads,
  locale,
}: {
  title: string;
  ads: readonly Ad[];
  locale: Locale;
}) {
  if (ads.length === 0) return null;
  const t = dictionary(locale).detail;
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-muted text-sm font-bold tracking-wide uppercase">{title}</h2>
      {ads.map((ad) => {
        const words = locale === 'sw' ? ad.sw : ad;
        return (
          <article key={ad.name} className="rounded-card border-line border bg-white p-4">
            <div className="flex items-start gap-3">
              <Photo
                src={ad.logo}
                alt={fill(t.adLogo, { name: ad.name })}
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-lg"
              />
              <div className="min-w-0 flex-1">
                {/* Wraps rather than cutting the name when the label is long (Swahili). */}
                <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                  <p className="text-sm font-bold">{ad.name}</p>
                  <span className="shrink-0 rounded bg-stone-100 px-1.5 py-0.5 text-[0.6875rem] font-bold tracking-wide text-stone-700 uppercase">
                    {t.sponsored}
                  </span>
                </div>
                <p className="text-ink mt-1 font-semibold">{words.headline}</p>
              </div>
            </div>
            <p className="text-muted mt-2 text-sm leading-relaxed">{words.details}</p>
            <a
              href={ad.url}
              target="_blank"
              rel="sponsored noopener noreferrer"
              className="text-brand-700 hover:text-brand-900 mt-3 inline-flex items-center gap-1.5 text-sm font-bold hover:underline"
            >
              {words.cta}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{t.opensInNewTab}</span>
            </a>
          </article>
        );
      })}
    </section>
  );
}
