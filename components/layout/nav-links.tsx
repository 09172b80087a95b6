/**
 * Header navigation, shared by the desktop bar and the mobile menu. Map and List Property lead
 * to routes SPEC leaves undefined, which show the 404 page.
 */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/listings/', label: 'Listings' },
  { href: '/map', label: 'Map' },
  { href: '/upload', label: 'List Property' },
] as const;

export function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
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
