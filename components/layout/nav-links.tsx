import { HOME_PATH, LISTINGS_PATH, MAP_PATH, UPLOAD_PATH } from '@/lib/site/routes';

/**
 * Header navigation, shared by the desktop bar and the mobile menu. Map and List Property lead
 * to pages not built yet, which show the 404 page (docs/spec.md §11).
 */
export const NAV_LINKS = [
  { href: HOME_PATH, label: 'Home' },
  { href: LISTINGS_PATH, label: 'Listings' },
  { href: MAP_PATH, label: 'Map' },
  { href: UPLOAD_PATH, label: 'List Property' },
] as const;

export function isActive(pathname: string, href: string): boolean {
  if (href === HOME_PATH) return pathname === HOME_PATH;
  return pathname === href || pathname.startsWith(href.endsWith('/') ? href : `${href}/`);
}

/** The nav links as list items; the current page's link carries aria-current="page". */
export function NavLinkItems({
  pathname,
  linkClassName,
  onNavigate,
}: {
  /** null until hydrated: nothing is marked current in the static HTML (see useClientPathname). */
  pathname: string | null;
  linkClassName: (active: boolean) => string;
  onNavigate?: () => void;
}) {
  return NAV_LINKS.map((link) => {
    const active = pathname !== null && isActive(pathname, link.href);
    return (
      <li key={link.href}>
        <a
          href={link.href}
          className={linkClassName(active)}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {link.label}
        </a>
      </li>
    );
  });
}
