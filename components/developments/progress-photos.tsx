import { Picture } from '@/components/ui/picture';
import { DetailSection } from '@/components/listing/detail/detail-section';
import type { Development } from '@/lib/developments/schema';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, formatMonth } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';

/** Progress photos, newest first; a tie on the date keeps the later stage first. */
export function progressNewestFirst(progress: Development['progress']): Development['progress'] {
  return progress
    .map((p, i) => [p, i] as const)
    .sort(([a, i], [b, j]) => b.date.localeCompare(a.date) || j - i)
    .map(([p]) => p);
}

/** Construction progress: each photo with its stage and month ('Foundation, March 2026'). */
export function ProgressPhotos({
  development,
  locale,
}: {
  development: Development;
  locale: Locale;
}) {
  const t = dictionary(locale).developments;
  const photos = progressNewestFirst(development.progress);
  return (
    <DetailSection name="progress" id="progress" title={t.progressHeading}>
      {photos.length === 0 ? (
        <p className="text-muted mt-2">{t.noProgress}</p>
      ) : (
        <ol className="mt-4 grid gap-4 sm:grid-cols-2" data-progress>
          {photos.map((p) => {
            const caption = fill(t.progressCaption, {
              stage: t.stages[p.stage],
              date: formatMonth(p.date, t.monthNames),
            });
            return (
              <li key={`${p.date}-${p.stage}`}>
                <figure className="rounded-card border-line overflow-hidden border bg-white">
                  <div className="aspect-[3/2] bg-stone-200">
                    <Picture
                      src={p.photo}
                      alt={`${development.name}: ${caption}`}
                      sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
                      className="size-full object-cover"
                    />
                  </div>
                  <figcaption className="p-3 text-sm font-semibold">
                    <time dateTime={p.date}>{caption}</time>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}
