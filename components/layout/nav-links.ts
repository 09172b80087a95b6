/**
 * Header navigation. Map and List Property lead to routes SPEC leaves undefined (they show the
 * 404 page), so they are plain links: a client-side router prefetch would only fetch a 404.
 */
export const NAV_LINKS = [
  { href: '/', label: 'Home', client: true },
  { href: '/listings/', label: 'Listings', client: true },
  { href: '/map', label: 'Map', client: false },
  { href: '/upload', label: 'List Property', client: false },
] as const;

export function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(href.endsWith('/') ? href : `${href}/`);
}
