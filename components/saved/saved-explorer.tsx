'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { ListingCard, type CardContext } from '@/components/listing/listing-card';
import { FailedNotice } from '@/components/search/result-notices';
import { useSearchIndex } from '@/components/search/use-search-index';
import { useUrlState } from '@/components/url-state/use-url-state';
import { buttonClass } from '@/components/ui/button';
import type { Dictionary } from '@/lib/i18n/en';
import { fill, formatCount, plural } from '@/lib/i18n/format';
import { store } from '@/lib/saved/device-store';
import { parseHomesParam, withHomes } from '@/lib/saved/homes-param';
import { MAX_SAVED_HOMES } from '@/lib/saved/limits';
import { removeHome, saveHomes, type SavedHome } from '@/lib/saved/stored';
import { rowsBySlug } from '@/lib/search/index-extras';
import { summaryAt, type SearchIndex } from '@/lib/search/search-index';
import { SavedSearches, type SavedSearchesTexts } from './saved-searches';
import { ShareLinks } from './share-links';
import { useDeviceList } from './use-device-list';
import { Notice } from './notice';

export interface SavedExplorerTexts {
  saved: Dictionary['saved'];
  blocked: string;
  searches: SavedSearchesTexts;
}

/**
 * /saved/: the homes saved on this device, newest first, and the saved searches; or, opened
 * with `?homes=a,b,…`, a shortlist someone shared, read-only, with 'Save all to my list'.
 * Cards come from the search index, so the page works at any number of listings; a saved home
 * the index no longer has stays as 'No longer listed' until the visitor removes it.
 */
export function SavedExplorer({
  indexPath,
  cards,
  texts,
  shareUrl,
  siteName,
  paths,
  icons,
}: {
  indexPath: string;
  cards: CardContext;
  texts: SavedExplorerTexts;
  /** This page's absolute address, for the shared link. */
  shareUrl: string;
  siteName: string;
  /** In the page's language: this page and /listings/. */
  paths: { saved: string; listings: string };
  icons: { whatsapp: ReactNode; copy: ReactNode; remove: ReactNode; gone: ReactNode };
}) {
  const t = texts.saved;
  const [query] = useUrlState();
  const shared = new URLSearchParams(query).get('homes');
  const homes = useDeviceList('homes');
  const search = useSearchIndex(indexPath);
  const index = search.status === 'ready' ? search.index : undefined;
  const rows = useMemo(() => index && rowsBySlug(index), [index]);

  if (search.status === 'failed') {
    return (
      <FailedNotice
        texts={{
          message: search.stale ? t.stale : t.failed,
          hint: '',
          action: search.stale ? t.reload : t.tryAgain,
        }}
        onAction={search.stale ? () => window.location.reload() : search.retry}
      />
    );
  }
  if (!homes || !index || !rows) {
    return (
      <p role="status" data-lists-only className="text-muted py-16 text-center font-semibold">
        {t.loading}
      </p>
    );
  }
  if (shared !== null) {
    return (
      <SharedList
        raw={shared}
        index={index}
        rows={rows}
        homes={homes.items}
        cards={cards}
        texts={t}
        blocked={texts.blocked}
        savedPath={paths.saved}
      />
    );
  }
  return (
    <>
      <MyHomes
        homes={homes.items}
        readStatus={homes.status}
        blocked={homes.blocked ? texts.blocked : undefined}
        index={index}
        rows={rows}
        cards={cards}
        texts={t}
        shareUrl={shareUrl}
        siteName={siteName}
        paths={paths}
        icons={icons}
      />
      <SavedSearches index={index} texts={texts.searches} locale={cards.locale} />
    </>
  );
}

function MyHomes({
  homes,
  readStatus,
  blocked,
  index,
  rows,
  cards,
  texts: t,
  shareUrl,
  siteName,
  paths,
  icons,
}: {
  homes: SavedHome[];
  readStatus: string;
  blocked: string | undefined;
  index: SearchIndex;
  rows: Map<string, number>;
  cards: CardContext;
  texts: Dictionary['saved'];
  shareUrl: string;
  siteName: string;
  paths: { saved: string; listings: string };
  icons: { whatsapp: ReactNode; copy: ReactNode; remove: ReactNode; gone: ReactNode };
}) {
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  // Homes no longer listed are left out of the link: the family could not open them.
  const listed = homes.filter((home) => rows.has(home.slug)).map((home) => home.slug);
  const url = withHomes(shareUrl, listed);
  const focusHeading = () => document.getElementById('saved-homes-heading')?.focus();
  const remove = (slug: string) => {
    store('homes', removeHome(homes, slug));
    focusHeading();
  };
  const clearAll = () => {
    store('homes', []);
    store('searches', []);
    store('compare', []);
    setConfirming(false);
    setMessage(t.cleared);
    focusHeading();
  };
  return (
    <section aria-labelledby="saved-homes-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2
          id="saved-homes-heading"
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight outline-none"
        >
          {fill(t.homesHeading, { count: formatCount(homes.length, cards.locale) })}
        </h2>
        {listed.length > 0 && (
          <ShareLinks
            url={url}
            message={fill(t.shareMessage, { site: siteName, url })}
            texts={t}
            icons={icons}
          />
        )}
      </div>
      <p role="status" className="text-brand-800 mt-3 font-semibold empty:sr-only">
        {message}
      </p>
      {readStatus === 'corrupted' || readStatus === 'repaired' ? (
        <Notice>{t.corrupted}</Notice>
      ) : null}
      {blocked && <Notice>{blocked}</Notice>}
      {homes.length === 0 ? (
        <div className="rounded-card mt-6 border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <p className="text-muted">{t.empty}</p>
          <a href={paths.listings} className={buttonClass('primary', 'md', 'mt-5')}>
            {t.browse}
          </a>
        </div>
      ) : (
        <>
          <p className="text-muted mt-2 text-sm">{t.compareHint}</p>
          <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
            {homes.map((home, i) => {
              const row = rows.get(home.slug);
              const title = row === undefined ? home.title || t.untitled : index.title[row]!;
              return (
                <li key={home.slug} className="flex flex-col gap-2">
                  {row === undefined ? (
                    <GoneCard title={title} texts={t} icon={icons.gone} />
                  ) : (
                    <div className="flex-1 [&>article]:h-full">
                      <ListingCard
                        listing={summaryAt(index, row)}
                        locale={cards.locale}
                        texts={cards.texts}
                        eager={i < 2}
                        headingLevel={3}
                      />
                    </div>
                  )}
                  <button
                    type="button"
                    onClick={() => remove(home.slug)}
                    aria-label={fill(t.removeLabel, { title })}
                    className={buttonClass('secondary', 'md')}
                  >
                    {icons.remove}
                    {t.remove}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {confirming ? (
              <div
                role="group"
                aria-labelledby="clear-question"
                className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
              >
                <p id="clear-question" className="font-semibold">
                  {t.clearConfirm}
                </p>
                <button type="button" onClick={clearAll} className={buttonClass('dark', 'md')}>
                  {t.clearYes}
                </button>
                <button
                  type="button"
                  autoFocus
                  onClick={() => setConfirming(false)}
                  className={buttonClass('secondary', 'md')}
                >
                  {t.clearNo}
                </button>
              </div>
            ) : (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className={buttonClass('secondary', 'md')}
              >
                {t.clearAll}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** A saved home the site no longer lists: its title as saved, and why it has no card. */
function GoneCard({
  title,
  texts,
  icon,
}: {
  title: string;
  texts: Dictionary['saved'];
  icon: ReactNode;
}) {
  return (
    <article className="rounded-card flex flex-1 flex-col gap-2 border border-dashed border-stone-300 bg-stone-50 p-5">
      <p className="text-muted flex items-center gap-1.5 text-sm font-bold">
        {icon}
        {texts.gone}
      </p>
      <h3 className="text-ink leading-snug font-bold">{title}</h3>
      <p className="text-muted text-sm">{texts.goneText}</p>
    </article>
  );
}

/**
 * 'Save all to my list': the shortlist's homes not saved yet, as far as the limit allows, the
 * shortlist's first home first. Returns what to tell the visitor.
 */
function saveShortlist(
  slugs: readonly string[],
  index: SearchIndex,
  rows: Map<string, number>,
  homes: SavedHome[],
  t: Dictionary['saved'],
  blocked: string,
): string {
  const now = Date.now();
  const incoming = slugs.map((slug, i) => ({
    slug,
    title: index.title[rows.get(slug)!]!,
    // Saved a moment apart, so the list keeps the shortlist's order.
    savedAt: now - i,
  }));
  const result = saveHomes(homes, incoming);
  const ok = result.added === 0 || store('homes', result.items);
  const said =
    result.added === 0 && result.skipped === 0
      ? t.alreadyAll
      : result.skipped > 0
        ? fill(t.savedSome, { added: result.added, skipped: result.skipped, max: MAX_SAVED_HOMES })
        : plural(result.added, t.savedAll);
  return ok ? said : `${said} ${blocked}`;
}

function SharedList({
  raw,
  index,
  rows,
  homes,
  cards,
  texts: t,
  blocked,
  savedPath,
}: {
  raw: string;
  index: SearchIndex;
  rows: Map<string, number>;
  homes: SavedHome[];
  cards: CardContext;
  texts: Dictionary['saved'];
  blocked: string;
  savedPath: string;
}) {
  const [message, setMessage] = useState('');
  const list = parseHomesParam(raw, (slug) => rows.has(slug), MAX_SAVED_HOMES);
  const saveAll = () => setMessage(saveShortlist(list.slugs, index, rows, homes, t, blocked));
  return (
    <section aria-labelledby="shared-heading">
      <h2 id="shared-heading" className="text-2xl font-extrabold tracking-tight">
        {t.sharedTitle}
      </h2>
      {list.slugs.length > 0 && (
        <p className="text-muted mt-1">{plural(list.slugs.length, t.sharedLead)}</p>
      )}
      {list.ignored > 0 && <Notice>{plural(list.ignored, t.ignored)}</Notice>}
      {list.overLimit > 0 && <Notice>{fill(t.overLimit, { max: MAX_SAVED_HOMES })}</Notice>}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {list.slugs.length > 0 && (
          <button type="button" onClick={saveAll} className={buttonClass('primary', 'md')}>
            {t.saveAll}
          </button>
        )}
        <a href={savedPath} className={buttonClass('secondary', 'md')}>
          {t.myList}
        </a>
        <p role="status" className="text-brand-800 font-semibold empty:sr-only">
          {message}
        </p>
      </div>
      {list.slugs.length === 0 ? (
        <p className="rounded-card text-muted mt-6 border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          {t.sharedEmpty}
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
          {list.slugs.map((slug, i) => (
            <li key={slug} className="flex">
              <div className="flex-1 [&>article]:h-full">
                <ListingCard
                  listing={summaryAt(index, rows.get(slug)!)}
                  locale={cards.locale}
                  texts={cards.texts}
                  eager={i < 2}
                  headingLevel={3}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
