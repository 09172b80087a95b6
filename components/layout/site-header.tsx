import { Globe, Menu, X } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, otherLocale, type Locale } from '@/lib/i18n/locales';
import { ROUTES } from '@/lib/site/routes';
import { SavedLink } from '@/components/saved/lists-chrome';
import { DesktopNav } from './desktop-nav';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { SaverSwitch } from '@/components/data-saver/saver-switch';
import { MobileMenu } from './mobile-menu';
import type { NavLink } from './nav-links';

/**
 * The header of a page in `locale`. `path` is the page's address as English has it
 * ('/listings/'), so the language toggle can link the same page in the other language; null
 * on the 404 page, where only the browser knows the address (the toggle then fills it in).
 */
export function SiteHeader({ locale, path }: { locale: Locale; path: string | null }) {
  const t = dictionary(locale);
  const links: NavLink[] = [
    { href: localePath(locale, ROUTES.home), label: t.nav.home, exact: true },
    { href: localePath(locale, ROUTES.listings), label: t.nav.listings },
    { href: localePath(locale, ROUTES.map), label: t.nav.map },
    { href: localePath(locale, ROUTES.upload), label: t.nav.upload },
  ];
  const target = otherLocale(locale);
  const language = {
    href: localePath(target, path ?? ROUTES.home),
    target,
    texts: { switchTo: t.language.switchTo, code: t.language.code, label: t.language.label },
  };
  // Icons are rendered here, on the server, and handed to the client islands as elements.
  const globe = <Globe aria-hidden="true" className="text-brand-700 size-4" />;
  return (
    <header className="border-line/80 sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Logo href={localePath(locale, ROUTES.home)} label={t.site.logoHome} />
        <DesktopNav links={links} label={t.nav.main} />
        <div className="flex items-center gap-1 sm:gap-2">
          <SavedLink locale={locale} />
          <div className="hidden md:block">
            <LanguageToggle {...language} icon={globe} />
          </div>
          <MobileMenu
            links={links}
            language={language}
            texts={{ label: t.nav.mobile, openMenu: t.nav.openMenu, closeMenu: t.nav.closeMenu }}
            toggleClassName={buttonClass('plain', 'icon')}
            saver={<SaverSwitch id="saver-menu" locale={locale} />}
            icons={{
              open: <Menu aria-hidden="true" className="size-6" />,
              close: <X aria-hidden="true" className="size-6" />,
              language: <Globe aria-hidden="true" className="text-brand-700 size-5" />,
            }}
          />
        </div>
      </div>
    </header>
  );
}
