'use client';

import clsx from 'clsx';
import type { ReactNode, SyntheticEvent } from 'react';

export interface ListMapSwitchTexts {
  switchLabel: string;
  showList: string;
  showMap: string;
}

/**
 * The 'List' / 'Map' switch of /listings/ and /map/: two real links, the current view marked.
 * The search lives in the query string and changes in place, so each link takes the address's
 * query as it is the moment it is used (pointer down, focus or click), and `/listings/?location=
 * Karen&status=for_sale` becomes `/map/?location=Karen&status=for_sale` and back. Without
 * JavaScript the links lead to the plain pages.
 */
export function ListMapSwitch({
  current,
  listPath,
  mapPath,
  texts,
  icons,
  className,
}: {
  current: 'list' | 'map';
  /** /listings/ and /map/ in the page's language, without a query. */
  listPath: string;
  mapPath: string;
  texts: ListMapSwitchTexts;
  icons: { list: ReactNode; map: ReactNode };
  className?: string;
}) {
  const withQuery = (event: SyntheticEvent<HTMLAnchorElement>, path: string) => {
    // The map's own view (a listing to centre on) means nothing to the list.
    const params = new URLSearchParams(location.search);
    params.delete('home');
    const query = params.toString();
    event.currentTarget.href = query ? `${path}?${query}` : path;
  };
  const link = (view: 'list' | 'map', path: string, label: string, icon: ReactNode) => (
    <a
      href={path}
      aria-current={current === view ? 'page' : undefined}
      onPointerDown={(event) => withQuery(event, path)}
      onFocus={(event) => withQuery(event, path)}
      onClick={(event) => withQuery(event, path)}
      className={clsx(
        'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition',
        current === view
          ? 'bg-brand-700 text-white'
          : 'text-muted hover:bg-brand-50 hover:text-brand-800',
      )}
    >
      {icon}
      {label}
    </a>
  );
  return (
    <nav
      aria-label={texts.switchLabel}
      className={clsx('border-line inline-flex rounded-xl border bg-white p-1', className)}
    >
      {link('list', listPath, texts.showList, icons.list)}
      {link('map', mapPath, texts.showMap, icons.map)}
    </nav>
  );
}
