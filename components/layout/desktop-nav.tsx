'use client';

import clsx from 'clsx';
import { NavLinkItems, type NavLink } from './nav-links';
import { useClientPathname } from './use-client-pathname';

export function DesktopNav({ links, label }: { links: readonly NavLink[]; label: string }) {
  const pathname = useClientPathname();
  return (
    <nav aria-label={label} className="hidden md:block">
      <ul className="flex items-center gap-1">
        <NavLinkItems
          links={links}
          pathname={pathname}
          linkClassName={(active) =>
            clsx(
              'rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition',
              active
                ? 'bg-brand-50 text-brand-800'
                : 'text-muted hover:bg-brand-50 hover:text-brand-800',
            )
          }
        />
      </ul>
    </nav>
  );
}
