import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageWindow } from '@/lib/search/pagination';
import { resultsPagePath } from '@/lib/site/routes';

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-2.5 text-sm font-semibold';

interface PagerProps {
  current: number;
  last: number;
  locale: Locale;
}

function PageLinks({ current, last, spread, locale }: PagerProps & { spread: number }) {
  const t = dictionary(locale).results;
  return pageWindow(current, last, spread).map((page, i) =>
    page === 'gap' ? (
      <li key={`gap-${i}`} aria-hidden="true" className="text-muted px-0.5">
        …
      </li>
    ) : (
      <li key={page}>
        <a
          href={localePath(locale, resultsPagePath(page))}
          aria-current={page === current ? 'page' : undefined}
          aria-label={fill(t.pagerPage, { page })}
          className={clsx(
            cell,
            page === current
              ? 'bg-brand-700 text-white'
              : 'border-line text-ink hover:bg-brand-50 border bg-white',
          )}
        >
          {page}
        </a>
      </li>
    ),
  );
}

/**
 * Links through the static result pages (/listings/, /listings/page/2/, ...). Plain links, so
 * crawlers and visitors without JavaScript reach every listing. Phones get one page either side
 * of the current one, wider screens two. Renders nothing when there is one page.
 */
export function Pager({ current, last, locale }: PagerProps) {
  if (last <= 1) return null;
  const t = dictionary(locale).results;
  const step = (page: number, rel: 'prev' | 'next') => (
    <li>
      <a
        href={localePath(locale, resultsPagePath(page))}
        rel={rel}
        aria-label={rel === 'prev' ? t.previousPage : t.nextPage}
        className={clsx(cell, 'text-brand-800 hover:bg-brand-50 gap-1')}
      >
        {rel === 'prev' && <ChevronLeft aria-hidden="true" className="size-4" />}
        <span className="hidden sm:inline">{rel === 'prev' ? t.previous : t.next}</span>
        {rel === 'next' && <ChevronRight aria-hidden="true" className="size-4" />}
      </a>
    </li>
  );
  const list = (spread: number, className: string) => (
    <ul className={clsx('items-center justify-center gap-1 sm:gap-1.5', className)}>
      {current > 1 && step(current - 1, 'prev')}
      <PageLinks current={current} last={last} spread={spread} locale={locale} />
      {current < last && step(current + 1, 'next')}
    </ul>
  );
  // Two lists, one shown per screen size; the hidden one is out of the accessibility tree.
  return (
    <nav aria-label={t.pager} className="mt-10">
      {list(1, 'flex sm:hidden')}
      {list(2, 'hidden sm:flex')}
    </nav>
  );
}
