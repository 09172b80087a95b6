'use client';

import clsx from 'clsx';
import { isActive, NAV_LINKS } from './nav-links';
import { useClientPathname } from './use-client-pathname';

export function DesktopNav() {
  const pathname = useClientPathname();
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {NAV_LINKS.map((link) => {
          const active = pathname !== null && isActive(pathname, link.href);
          const className = clsx(
            'rounded-full px-4 py-2 text-sm font-semibold transition',
            active
              ? 'bg-brand-50 text-brand-800'
              : 'text-muted hover:bg-brand-50 hover:text-brand-800',
          );
          return (
            <li key={link.href}>
              {link.client ? (
                <a
                  href={link.href}
                  className={className}
                  aria-current={active ? 'page' : undefined}
                >
                  {link.label}
                </a>
              ) : (
                <a href={link.href} className={className}>
                  {link.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
