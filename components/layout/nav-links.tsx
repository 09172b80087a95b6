/** One header link, worded and addressed for the page's language by the server. */
export interface NavLink {
  href: string;
  label: string;
  /** Current only on exactly this path (the home page), not on the paths below it. */
  exact?: boolean;
}

export function isActive(pathname: string, link: Pick<NavLink, 'href' | 'exact'>): boolean {
  const { href } = link;
  if (link.exact) return pathname === href;
  return pathname === href || pathname.startsWith(href.endsWith('/') ? href : `${href}/`);
}

/** The nav links as list items; the current page's link carries aria-current="page". */
export function NavLinkItems({
  links,
  pathname,
  linkClassName,
  onNavigate,
}: {
  links: readonly NavLink[];
  /** null until hydrated: nothing is marked current in the static HTML (see useClientPathname). */
  pathname: string | null;
  linkClassName: (active: boolean) => string;
  onNavigate?: () => void;
}) {
  return links.map((link) => {
    const active = pathname !== null && isActive(pathname, link);
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
