'use client';

import { useMemo } from 'react';
import { useSearchIndex } from '@/components/search/use-search-index';
import { useUrlState } from '@/components/url-state/use-url-state';
import type { ListKind } from '@/lib/saved/stored';
import { rowsBySlug } from '@/lib/search/index-extras';
import { useDeviceList } from './use-device-list';

/**
 * What /saved/ and /compare/ are drawn from: the `homes=` of a shared link as written (null
 * when the page was not opened from one, '' for a link that names nothing; the page reads it
 * with lib/saved/homes-param.ts), the device's own list of `kind`, and the search index the
 * homes' cards come from, with each slug's row. The list is null while hydrating and the index
 * undefined until it has arrived: the page shows its loading line until both are there.
 */
export function useListSources<K extends ListKind>(kind: K, indexPath: string) {
  const [query] = useUrlState();
  const list = useDeviceList(kind);
  const search = useSearchIndex(indexPath);
  const index = search.status === 'ready' ? search.index : undefined;
  const rows = useMemo(() => index && rowsBySlug(index), [index]);
  const shared = new URLSearchParams(query).get('homes');
  return { shared, list, search, index, rows };
}
