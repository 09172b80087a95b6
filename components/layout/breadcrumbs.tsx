import { ChevronRight } from '@/components/ui/icons';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/json-ld';

export interface Crumb {
  name: string;
  /** The page's path without the language prefix; the last crumb is the page itself. */
  path: string;
}

/**
 * Where a page sits, visible (a nav with links, the current page last and unlinked) and as
 * schema.org BreadcrumbList for search engines, from one list so the two cannot disagree.
 */
export function Breadcrumbs({ crumbs, locale }: { crumbs: readonly Crumb[]; locale: Locale }) {
  const at = (path: string) => localePath(locale, path);
  const last = crumbs.length - 1;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          crumbs.map((c) => ({ name: c.name, path: at(c.path) })),
          locale,
        )}
      />
      <nav aria-label={dictionary(locale).nav.breadcrumb} className="text-sm">
        <ol className="text-muted flex flex-wrap items-center gap-x-1.5 gap-y-1">
          {crumbs.map((crumb, i) => (
            <li key={crumb.path} className="flex min-w-0 items-center gap-1.5">
              {i < last ? (
                <>
                  <a
                    href={at(crumb.path)}
                    className="hover:text-brand-800 rounded font-semibold hover:underline"
                  >
                    {crumb.name}
                  </a>
                  <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />
                </>
              ) : (
                <span aria-current="page" className="text-ink truncate font-semibold">
                  {crumb.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
