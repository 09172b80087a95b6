import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Picture } from '@/components/ui/picture';
import { fill } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pricesComparable, type CompareHome } from '@/lib/saved/compare';
import { listingPath } from '@/lib/site/routes';
import { compareRows, type CompareTableTexts } from './compare-rows';

/**
 * The homes side by side, a column each, under their titles (with Remove when `onRemove` is
 * given) and photos. On phones the table scrolls sideways with the first column fixed; the
 * scrolling region takes focus, so the arrow keys scroll it too.
 */
export function CompareTable({
  homes,
  locale,
  texts,
  onRemove,
  bestIcon,
}: {
  homes: CompareHome[];
  locale: Locale;
  texts: CompareTableTexts;
  onRemove?: (slug: string) => void;
  bestIcon: ReactNode;
}) {
  const t = texts.compare;
  const l = texts.listing;
  const comparable = pricesComparable(homes.map((h) => h.summary.status));
  const rows = compareRows(homes, { locale, texts, comparable });
  const cell = 'border-line border-b px-4 py-3 align-top';
  // The first column stays in place while the homes scroll sideways under it.
  const sticky = 'sticky left-0 z-10 bg-stone-50';
  return (
    <>
      <p className="text-muted mt-3 text-sm">
        {t.bestNote} {!comparable && t.pricesNotCompared}
      </p>
      <p className="text-muted mt-1 text-sm md:hidden">{t.scrollHint}</p>
      <div
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        className="border-line rounded-card shadow-card mt-4 overflow-x-auto border bg-white"
      >
        <table className="w-full min-w-[36rem] border-separate border-spacing-0 text-left">
          <caption id="compare-caption" className="sr-only">
            {t.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={clsx(cell, sticky, 'w-28 text-sm sm:w-36')}>
                {t.feature}
              </th>
              {homes.map((h) => (
                <th key={h.slug} scope="col" className={clsx(cell, 'min-w-44 font-bold')}>
                  <a
                    href={localePath(locale, listingPath(h.slug))}
                    className="text-ink hover:text-brand-800 leading-snug hover:underline"
                  >
                    {h.summary.title}
                  </a>
                  {onRemove && (
                    <button
                      type="button"
                      onClick={() => onRemove(h.slug)}
                      aria-label={fill(t.removeLabel, { title: h.summary.title })}
                      className="text-muted hover:text-ink mt-2 block text-sm font-semibold underline"
                    >
                      {t.remove}
                    </button>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={clsx(cell, sticky, 'text-sm')}>
                {t.photo}
              </th>
              {homes.map((h) => (
                <td key={h.slug} className={cell}>
                  <Picture
                    src={h.summary.image}
                    alt={fill(l.photoAlt, { title: h.summary.title, location: h.summary.location })}
                    sizes="12rem"
                    className="aspect-[3/2] w-48 max-w-full rounded-lg object-cover"
                  />
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={clsx(cell, sticky, 'text-sm')}>
                  {row.label}
                </th>
                {homes.map((h, i) => {
                  const best = row.best.includes(i);
                  return (
                    <td
                      key={h.slug}
                      className={clsx(cell, best && 'bg-brand-50 text-brand-900 font-bold')}
                    >
                      {row.cells[i]}
                      {best && (
                        <span className="text-gold-700 ml-1.5 inline-flex items-center gap-0.5 text-xs font-bold uppercase">
                          {bestIcon}
                          {t.best}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
