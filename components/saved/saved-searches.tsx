'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { Dictionary } from '@/lib/i18n/en';
import { fill, plural } from '@/lib/i18n/format';
import { store } from '@/lib/saved/device-store';
import { MAX_SEARCH_NAME } from '@/lib/saved/limits';
import { countNew, needsQueryTools, newestListed, savedSearchRows } from '@/lib/saved/searches';
import type { QueryFiles } from '@/components/search/use-query-search';
import { removeSearch, updateSearch, type SavedSearch } from '@/lib/saved/stored';
import type { SearchIndex } from '@/lib/search/search-index';
import { searchPath } from '@/lib/site/routes';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { Notice } from './notice';
import { useDeviceList } from './use-device-list';

export type SavedSearchesTexts = Pick<
  Dictionary['saved'],
  | 'searchesHeading'
  | 'searchesEmpty'
  | 'matches'
  | 'fresh'
  | 'noFresh'
  | 'open'
  | 'openLabel'
  | 'rename'
  | 'renameLabel'
  | 'nameLabel'
  | 'saveName'
  | 'cancel'
  | 'remove'
  | 'removeSearchLabel'
  | 'corrupted'
>;

/**
 * The saved searches on /saved/: each with how many homes it finds now and how many of them
 * were listed after the newest one the visitor had seen when they last opened it. Opening a
 * search runs it on /listings/ and marks what it finds now as seen.
 */
export function SavedSearches({
  index,
  indexPath,
  files,
  texts: t,
  locale,
}: {
  index: SearchIndex;
  indexPath: string;
  files: QueryFiles;
  texts: SavedSearchesTexts;
  locale: Locale;
}) {
  const list = useDeviceList('searches');
  const searches = useMemo(() => list?.items ?? [], [list]);
  const asked = useKeywordRows(index, indexPath, files, searches);
  const counted = useMemo(
    () =>
      searches.map((search) => {
        const rows = asked.get(search.query) ?? savedSearchRows(index, search.query);
        return {
          search,
          matches: rows.length,
          fresh: countNew(index, rows, search.seenThrough),
          newest: newestListed(index, rows),
        };
      }),
    [index, searches, asked],
  );
  return (
    <section aria-labelledby="saved-searches-heading" className="mt-14">
      <h2
        id="saved-searches-heading"
        tabIndex={-1}
        className="text-2xl font-extrabold tracking-tight outline-none"
      >
        {fill(t.searchesHeading, { count: searches.length })}
      </h2>
      {(list?.status === 'corrupted' || list?.status === 'repaired') && (
        <Notice>{t.corrupted}</Notice>
      )}
      {searches.length === 0 ? (
        <p className="text-muted mt-3">{t.searchesEmpty}</p>
      ) : (
        <ul className="mt-5 grid gap-4 md:grid-cols-2">
          {counted.map(({ search, matches, fresh, newest }) => (
            <SearchItem
              key={search.id}
              search={search}
              matches={matches}
              fresh={fresh}
              href={localePath(locale, searchPath(search.query))}
              texts={t}
              onOpen={() =>
                store('searches', updateSearch(searches, search.id, { seenThrough: newest }))
              }
              onRename={(name) => store('searches', updateSearch(searches, search.id, { name }))}
              onRemove={() => {
                store('searches', removeSearch(searches, search.id));
                document.getElementById('saved-searches-heading')?.focus();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The rows of the saved searches that ask for keywords or a place: these need the keyword index
 * and the places' list, loaded on first use (components/search/query-tools.ts). Until they are
 * here (or if they cannot be loaded) such a search counts by its other filters.
 */
function useKeywordRows(
  index: SearchIndex,
  indexPath: string,
  files: QueryFiles,
  searches: readonly SavedSearch[],
): ReadonlyMap<string, number[]> {
  const [rows, setRows] = useState<ReadonlyMap<string, number[]>>(new Map());
  const queries = searches.map((search) => search.query).filter(needsQueryTools);
  const key = queries.join('\n');
  useEffect(() => {
    if (key === '') return;
    let live = true;
    import('@/components/search/query-tools')
      .then(({ searchQueryRows }) =>
        Promise.all(
          key.split('\n').map(async (query) => {
            const found = await searchQueryRows(index, indexPath, files, query);
            return [query, found] as const;
          }),
        ),
      )
      .then(
        (found) => live && setRows(new Map(found)),
        () => {
          // Counted by the other filters, as before they loaded.
        },
      );
    return () => {
      live = false;
    };
  }, [key, index, indexPath, files]);
  return rows;
}

function SearchItem({
  search,
  matches,
  fresh,
  href,
  texts: t,
  onOpen,
  onRename,
  onRemove,
}: {
  search: SavedSearch;
  matches: number;
  fresh: number;
  href: string;
  texts: SavedSearchesTexts;
  onOpen: () => void;
  onRename: (name: string) => void;
  onRemove: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  // When the rename form closes, focus goes back to Rename rather than to the page's start.
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const name = search.name || search.query;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('name');
    if (typeof value === 'string') onRename(value);
    setRenaming(false);
  };
  return (
    <li className="border-line rounded-card shadow-card flex flex-col gap-3 border bg-white p-5">
      {/* The name stays while it is being changed, so the item keeps its heading. */}
      <h3 className="text-lg leading-snug font-bold [overflow-wrap:anywhere]">{name}</h3>
      {renaming && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <label className="min-w-0 flex-1 text-sm font-semibold">
            {t.nameLabel}
            <input
              name="name"
              defaultValue={search.name}
              maxLength={MAX_SEARCH_NAME}
              autoFocus
              className="border-line text-ink mt-1 block h-11 w-full rounded-xl border bg-white px-3 text-base font-normal"
            />
          </label>
          <button type="submit" className={buttonClass('primary', 'md')}>
            {t.saveName}
          </button>
          <button
            type="button"
            onClick={() => setRenaming(false)}
            className={buttonClass('secondary', 'md')}
          >
            {t.cancel}
          </button>
        </form>
      )}
      <p className="text-muted text-sm">
        {plural(matches, t.matches)} ·{' '}
        {fresh > 0 ? (
          <strong className="bg-gold-100 text-gold-700 rounded px-1.5 py-0.5">
            {plural(fresh, t.fresh)}
          </strong>
        ) : (
          t.noFresh
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={href}
          onClick={onOpen}
          aria-label={fill(t.openLabel, { name })}
          className={buttonClass('primary', 'md')}
        >
          {t.open}
        </a>
        {!renaming && (
          <button
            ref={renameButton}
            type="button"
            onClick={() => setRenaming(true)}
            aria-label={fill(t.renameLabel, { name })}
            className={buttonClass('secondary', 'md')}
          >
            {t.rename}
          </button>
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={fill(t.removeSearchLabel, { name })}
          className={buttonClass('secondary', 'md')}
        >
          {t.remove}
        </button>
      </div>
    </li>
  );
}
