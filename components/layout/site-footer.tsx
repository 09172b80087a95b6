import { MapPin, Phone, ShieldCheck } from '@/components/ui/icons';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { formatPhone, telLink } from '@/lib/messaging/links';
import { OFFICE } from '@/lib/site/desks';
import { ROUTES, searchPath } from '@/lib/site/routes';
import { SITE_NAME } from '@/lib/site/site';
import { CurrencyChoice } from '@/components/finance/currency-choice';
import { SaverSwitch } from '@/components/data-saver/saver-switch';
import { Logo } from './logo';

/**
 * The footer of a page in `locale`. `path` is the page's address as English has it (null on the
 * 404 page): the link to the page itself is marked aria-current, in the static HTML already,
 * since the footer knows its page when it is built.
 */
export function SiteFooter({ locale, path }: { locale: Locale; path: string | null }) {
  const t = dictionary(locale);
  const at = (path: string) => localePath(locale, path);
  const explore = [
    { href: at(ROUTES.listings), label: t.footer.allProperties },
    { href: at(searchPath('status=for_sale')), label: t.footer.forSale },
    { href: at(searchPath('status=for_rent')), label: t.footer.forRent },
    { href: at(ROUTES.areas), label: t.footer.areas },
    { href: at(ROUTES.developments), label: t.footer.developments },
  ];
  const company = [
    { href: at(ROUTES.safety), label: t.footer.safety },
    { href: at(ROUTES.contact), label: t.footer.contact },
    { href: at(ROUTES.privacy), label: t.footer.privacy },
    { href: at(ROUTES.terms), label: t.footer.terms },
  ];
  const current = path === null ? null : at(path);
  const linkList = (links: { href: string; label: string }[]) => (
    // `.footer-links` (app/globals.css) styles the links: one class for the list, not one per link.
    <ul className="footer-links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <footer className="bg-brand-950 text-brand-100 mt-20">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Logo href={at(ROUTES.home)} label={t.site.logoHome} inverted />
          <p className="text-brand-100 mt-4 max-w-sm text-sm leading-relaxed">{t.site.tagline}</p>
          <div className="mt-6 max-w-sm">
            <CurrencyChoice id="currency-footer" locale={locale} tone="dark" note={false} />
          </div>
          <div className="mt-6 max-w-sm">
            <SaverSwitch id="saver-footer" locale={locale} tone="dark" />
          </div>
        </div>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">
            {t.footer.explore}
          </h2>
          {linkList(explore)}
        </div>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">
            {t.footer.company}
          </h2>
          {linkList(company)}
          <ul className="mt-6 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="text-gold-300 size-4" /> {t.footer.place}
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="text-gold-300 size-4" />{' '}
              <a href={telLink(OFFICE.phone)} className="hover:text-white hover:underline">
                {formatPhone(OFFICE.phone)}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="text-gold-300 size-4" />{' '}
              {t.footer.verifiedAgents}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page text-brand-200 py-5 text-xs">
          © {new Date().getFullYear()} {SITE_NAME}. {t.site.tagline}.
        </p>
      </div>
    </footer>
  );
}
