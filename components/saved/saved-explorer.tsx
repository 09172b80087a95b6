'use client';

import { useLayoutEffect } from 'react';
import { clearPrepaint } from '@/lib/saved/prepaint';
import type { CardContext } from '@/components/listing/listing-card';
import type { Dictionary } from '@/lib/i18n/en';
import { ListLoading, LoadFailed } from './list-frame';
import { MyHomes, type SavedIcons } from './my-homes';
import { SavedSearches, type SavedSearchesTexts } from './saved-searches';
import type { QueryFiles } from '@/components/search/use-query-search';
import { SharedList } from './shared-list';
import { useListSources } from './use-list-sources';

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
  files,
  cards,
  texts,
  shareUrl,
  siteName,
  paths,
  icons,
}: {
  indexPath: string;
  /** What a saved search with keywords or a place needs to be counted. */
  files: QueryFiles;
  cards: CardContext;
  texts: SavedExplorerTexts;
  /** This page's absolute address, for the shared link. */
  shareUrl: string;
  siteName: string;
  /** In the page's language: this page and /listings/. */
  paths: { saved: string; listings: string };
  icons: SavedIcons;
}) {
  const t = texts.saved;
  const { shared, list: homes, search, index, rows } = useListSources('homes', indexPath);
  const drawn = search.status === 'failed' || Boolean(homes && index && rows);
  // The copy the page painted before its scripts goes in the commit that draws the list.
  useLayoutEffect(() => {
    if (drawn) clearPrepaint();
  }, [drawn]);

  if (search.status === 'failed') {
    return <LoadFailed stale={search.stale} retry={search.retry} texts={t} />;
  }
  if (!homes || !index || !rows) return <ListLoading text={t.loading} />;
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
      <SavedSearches
        index={index}
        indexPath={indexPath}
        files={files}
        texts={texts.searches}
        locale={cards.locale}
      />
    </>
  );
}
