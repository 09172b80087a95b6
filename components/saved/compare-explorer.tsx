'use client';

import clsx from 'clsx';
import { useMemo, type ReactNode } from 'react';
import { FailedNotice } from '@/components/search/result-notices';
import { useSearchIndex } from '@/components/search/use-search-index';
import { useUrlState } from '@/components/url-state/use-url-state';
import { Picture } from '@/components/ui/picture';
import { buttonClass } from '@/components/ui/button';
import type { Dictionary } from '@/lib/i18n/en';
import { fill, plural } from '@/lib/i18n/format';
import { statusLabel, typeLabel } from '@/lib/i18n/labels';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { FACT_NAMES, factScopeProblem, factValue } from '@/lib/listings/facts';
import { AMENITIES } from '@/lib/listings/vocabulary';
import { store } from '@/lib/saved/device-store';
import { bestOf, pricesComparable, type Better } from '@/lib/saved/compare';
import { parseHomesParam, withHomes } from '@/lib/saved/homes-param';
import { MAX_COMPARE, MIN_COMPARE } from '@/lib/saved/limits';
import { toggleCompare } from '@/lib/saved/stored';
import { extrasAt, rowsBySlug, type ListingExtras } from '@/lib/search/index-extras';
import { useIndexExtras } from './use-index-extras';
import { summaryAt } from '@/lib/search/search-index';
import type { ListingSummary } from '@/lib/listings/schema';
import { formatPerSqm, formatPrice } from '@/lib/site/format';
import { agentPath, areaPath, listingPath } from '@/lib/site/routes';
import { placeOf } from '@/lib/areas/places';
import { Notice } from './notice';
import { ShareLinks, type ShareTexts } from './share-links';
import { useDeviceList } from './use-device-list';

export interface CompareTexts {
  compare: Dictionary['compare'];
  listing: Dictionary['listing'];
  amenities: Dictionary['amenities'];
  kenyaFacts: Dictionary['kenyaFacts'];
  share: ShareTexts;
  ignored: Dictionary['saved']['ignored'];
  failed: Pick<Dictionary['saved'], 'failed' | 'stale' | 'tryAgain' | 'reload'>;
}

type Home = { slug: string; summary: ListingSummary; extras: ListingExtras };

/** One row of the table: its label, each home's cell, and which cells hold the best value. */
interface Row {
  label: string;
  cells: ReactNode[];
  best: number[];
}

/**
 * /compare/: 2 to 4 homes side by side, from `?homes=a,b` (a shared comparison, read as it is)
 * or from the homes the visitor chose with 'Compare' on this device. The best value of each
 * row is marked (lib/saved/compare.ts). On phones the table scrolls sideways with the first
 * column fixed.
 */
export function CompareExplorer({
  indexPath,
  extrasPath,
  locale,
  texts,
  shareUrl,
  siteName,
  paths,
  icons,
}: {
  indexPath: string;
  /** The comparison's extra fields (lib/search/index-extras.ts). */
  extrasPath: string;
  locale: Locale;
  texts: CompareTexts;
  shareUrl: string;
  siteName: string;
  paths: { saved: string; listings: string };
  icons: { whatsapp: ReactNode; copy: ReactNode; best: ReactNode };
}) {
  const t = texts.compare;
  const [query] = useUrlState();
  const shared = new URLSearchParams(query).get('homes');
  const chosen = useDeviceList('compare');
  const search = useSearchIndex(indexPath);
  const index = search.status === 'ready' ? search.index : undefined;
  const rows = useMemo(() => index && rowsBySlug(index), [index]);
  const more = useIndexExtras(extrasPath, index);

  if (search.status === 'failed' || more.status === 'failed') {
    const stale = search.status === 'failed' && search.stale;
    return (
      <FailedNotice
        texts={{
          message: stale ? texts.failed.stale : texts.failed.failed,
          hint: '',
          action: stale ? texts.failed.reload : texts.failed.tryAgain,
        }}
        // The extras come with the index: a reload fetches both again.
        onAction={stale || more.status === 'failed' ? () => window.location.reload() : search.retry}
      />
    );
  }
  if (!chosen || !index || !rows || more.status !== 'ready') {
    return (
      <p role="status" data-lists-only className="text-muted py-16 text-center font-semibold">
        {t.loading}
      </p>
    );
  }
  const list =
    shared !== null
      ? parseHomesParam(shared, (slug) => rows.has(slug), MAX_COMPARE)
      : { slugs: chosen.items.filter((slug) => rows.has(slug)), ignored: 0, overLimit: 0 };
  const homes: Home[] = list.slugs.map((slug) => {
    const row = rows.get(slug)!;
    return { slug, summary: summaryAt(index, row), extras: extrasAt(more.extras, row) };
  });
  const url = withHomes(shareUrl, list.slugs);
  const remove =
    shared === null
      ? (slug: string) => {
          const change = toggleCompare(chosen.items, slug);
          if (change.ok) store('compare', change.items);
          document.getElementById('compare-heading')?.focus();
        }
      : undefined;

  return (
    // Marks the page, so the lists runtime keeps the compare tray out of the way here.
    <section aria-labelledby="compare-heading" data-compare-page>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2
          id="compare-heading"
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight outline-none"
        >
          {shared !== null ? t.shared : fill(t.heading, { count: homes.length })}
        </h2>
        {homes.length >= MIN_COMPARE && (
          <ShareLinks
            url={url}
            message={fill(t.shareMessage, { site: siteName, url })}
            texts={texts.share}
            icons={icons}
          />
        )}
      </div>
      {list.ignored > 0 && <Notice>{plural(list.ignored, texts.ignored)}</Notice>}
      {list.overLimit > 0 && <Notice>{fill(t.overLimit, { max: MAX_COMPARE })}</Notice>}
      {homes.length < MIN_COMPARE ? (
        <div className="rounded-card mt-6 border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <p className="text-muted">{fill(t.needMore, { min: MIN_COMPARE })}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <a href={paths.listings} className={buttonClass('primary', 'md')}>
              {t.browse}
            </a>
            <a href={paths.saved} className={buttonClass('secondary', 'md')}>
              {t.savedLink}
            </a>
          </div>
        </div>
      ) : (
        <CompareTable
          homes={homes}
          locale={locale}
          texts={texts}
          onRemove={remove}
          bestIcon={icons.best}
        />
      )}
    </section>
  );
}

function CompareTable({
  homes,
  locale,
  texts,
  onRemove,
  bestIcon,
}: {
  homes: Home[];
  locale: Locale;
  texts: CompareTexts;
  onRemove?: (slug: string) => void;
  bestIcon: ReactNode;
}) {
  const t = texts.compare;
  const l = texts.listing;
  const unknown = <span className="text-muted">{t.unknown}</span>;
  const comparable = pricesComparable(homes.map((h) => h.summary.status));
  const numeric = (
    label: string,
    value: (home: Home) => number | undefined,
    show: (n: number, home: Home) => ReactNode,
    better: Better | undefined,
  ): Row => {
    const values = homes.map(value);
    return {
      label,
      cells: values.map((v, i) => (v === undefined ? unknown : show(v, homes[i]!))),
      best: better ? bestOf(values, better) : [],
    };
  };
  const perSqm = (h: Home) =>
    h.summary.size ? Math.round(h.summary.price / h.summary.size) : undefined;
  const rows: Row[] = [
    numeric(
      t.price,
      (h) => h.summary.price,
      (_, h) => formatPrice(h.summary.price, h.summary.status, l.perMonth),
      comparable ? 'lower' : undefined,
    ),
    numeric(
      t.perSqm,
      perSqm,
      (_, h) => formatPerSqm(h.summary.price, h.summary.size),
      comparable ? 'lower' : undefined,
    ),
    numeric(
      t.bedrooms,
      (h) => h.summary.bedrooms,
      (n) => n,
      'higher',
    ),
    numeric(
      t.bathrooms,
      (h) => h.summary.bathrooms,
      (n) => n,
      'higher',
    ),
    numeric(
      t.size,
      (h) => h.summary.size,
      (n) => fill(l.size, { n }),
      'higher',
    ),
    numeric(
      t.yearBuilt,
      (h) => h.extras.yearBuilt,
      (n) => n,
      'higher',
    ),
    { label: t.type, cells: homes.map((h) => typeLabel(l, h.summary.type)), best: [] },
    { label: t.status, cells: homes.map((h) => statusLabel(l, h.summary.status)), best: [] },
    {
      label: t.area,
      cells: homes.map((h) => {
        const place = placeOf(h.summary.location);
        return (
          <a
            key={h.slug}
            href={localePath(locale, areaPath(place.townSlug, place.areaSlug))}
            className="text-brand-800 font-semibold hover:underline"
          >
            {h.summary.location}
          </a>
        );
      }),
      best: [],
    },
    // The Kenya facts, worded as on the listing pages; a fact that cannot describe a home (a
    // deposit on a sale, a floor of a house) is not 'not given'.
    ...FACT_NAMES.map((name) => ({
      label: texts.kenyaFacts[name],
      cells: homes.map((h) =>
        factScopeProblem(name, h.summary) ? (
          <span key={h.slug} className="text-muted">
            {texts.kenyaFacts.notApplicable}
          </span>
        ) : (
          (factValue(name, h.extras.facts, { facts: texts.kenyaFacts, perMonth: l.perMonth }) ??
          unknown)
        ),
      ),
      best: [],
    })),
    ...AMENITIES.map((amenity) => ({
      label: texts.amenities[amenity],
      cells: homes.map((h) => (h.extras.amenities.includes(amenity) ? t.yes : t.no)),
      best: [],
    })),
    {
      label: t.agent,
      cells: homes.map((h) =>
        h.extras.agent ? (
          <>
            <a
              href={localePath(locale, agentPath(h.extras.agent.slug))}
              className="text-brand-800 font-semibold hover:underline"
            >
              {h.extras.agent.name}
            </a>
            {h.extras.agent.agency && (
              <span className="text-muted block text-sm">{h.extras.agent.agency}</span>
            )}
          </>
        ) : (
          unknown
        ),
      ),
      best: [],
    },
  ];
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
                {row.cells.map((content, i) => {
                  const best = row.best.includes(i);
                  return (
                    <td
                      key={homes[i]!.slug}
                      className={clsx(cell, best && 'bg-brand-50 text-brand-900 font-bold')}
                    >
                      {content}
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
