import { House, SearchX } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import { LOCALES, localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { rootMetadata } from '@/lib/seo/root-metadata';
import { ROUTES } from '@/lib/site/routes';
import { SITE_NAME } from '@/lib/site/site';
import { LocaleSwitch } from './locale-switch';
import { NotFoundContent } from './not-found-content';
import { notFoundTexts } from './not-found-texts';
import { PageFrame } from './page-frame';

/**
 * The 404 page's metadata. `page` is true for the Swahili file, an ordinary page to Next, which
 * must say noindex itself; Next marks its own not-found page (404.html) noindex already.
 */
export function notFoundMetadata(locale: Locale, { page }: { page: boolean }): Metadata {
  const t = dictionary(locale).notFound;
  return {
    ...rootMetadata(locale),
    ...pageMetadata({
      locale,
      title: t.title,
      description: fill(t.description, { site: SITE_NAME }),
      path: '/404.html',
    }),
    // One file answers every unknown path: it must claim no address, nor alternates.
    alternates: { canonical: null },
    ...(page ? { robots: { index: false, follow: true } } : {}),
  };
}

function NotFoundIn({ locale }: { locale: Locale }) {
  const texts = notFoundTexts(dictionary(locale).notFound);
  return (
    <PageFrame locale={locale} path={null}>
      <main id="main" className="container-page py-20 sm:py-28">
        <NotFoundContent
          texts={texts}
          links={{
            home: localePath(locale, ROUTES.home),
            listings: localePath(locale, ROUTES.listings),
            developments: localePath(locale, ROUTES.developments),
          }}
          icons={{
            missing: <SearchX aria-hidden="true" className="size-14 text-stone-400" />,
            home: <House aria-hidden="true" className="size-5" />,
          }}
        />
      </main>
    </PageFrame>
  );
}

/**
 * The 404 page, written as 404.html (English, app/global-not-found.tsx) and sw/404.html
 * (Swahili, app/sw/not-found/page.tsx, moved there by scripts/build/prune-export.ts). Each carries
 * both languages, so whichever file a host serves, the visitor reads the language of the
 * address they asked for.
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const pages = Object.fromEntries(
    LOCALES.map((l) => [l, <NotFoundIn key={l} locale={l} />]),
  ) as Record<Locale, React.ReactNode>;
  const titles = Object.fromEntries(
    LOCALES.map((l) => [l, `${dictionary(l).notFound.title} | ${SITE_NAME}`]),
  ) as Record<Locale, string>;
  return <LocaleSwitch initial={locale} pages={pages} titles={titles} />;
}
