import { ExternalLink } from 'lucide-react';
import { Photo } from '@/components/ui/photo';
import type { Ad } from '@/lib/listings/schema';

export function SponsoredAds({ title, ads }: { title: string; ads: readonly Ad[] }) {
  if (ads.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-muted text-sm font-bold tracking-wide uppercase">{title}</h2>
      {ads.map((ad) => (
        <article key={ad.name} className="rounded-card border-line border bg-white p-4">
          <div className="flex items-start gap-3">
            <Photo
              src={ad.logo}
              alt={`${ad.name} logo`}
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-lg"
            />
            <div className="min-w-0 flex-1">
              <div className="flex items-center justify-between gap-2">
                <p className="truncate text-sm font-bold">{ad.name}</p>
                <span className="shrink-0 rounded bg-stone-100 px-1.5 py-0.5 text-[0.6875rem] font-bold tracking-wide text-stone-700 uppercase">
                  Sponsored
                </span>
              </div>
              <p className="text-ink mt-1 font-semibold">{ad.headline}</p>
            </div>
          </div>
          <p className="text-muted mt-2 text-sm leading-relaxed">{ad.details}</p>
          <a
            href={ad.url}
            target="_blank"
            rel="sponsored noopener noreferrer"
            className="text-brand-700 hover:text-brand-900 mt-3 inline-flex items-center gap-1.5 text-sm font-bold hover:underline"
          >
            {ad.cta}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </article>
      ))}
    </section>
  );
}
