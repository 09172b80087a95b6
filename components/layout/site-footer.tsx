import { MapPin, Phone, ShieldCheck } from 'lucide-react';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { ROUTES, searchPath } from '@/lib/site/routes';
import { SITE_NAME } from '@/lib/site/site';
import { Logo } from './logo';

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const at = (path: string) => localePath(locale, path);
  const explore = [
    { href: at(ROUTES.listings), label: t.footer.allProperties },
    { href: at(searchPath('status=for_sale')), label: t.footer.forSale },
    { href: at(searchPath('status=for_rent')), label: t.footer.forRent },
  ];
  // Privacy, terms and contact pages are not built yet: the links show the 404 page (docs/spec.md §11).
  const company = [
    { href: at(ROUTES.privacy), label: t.footer.privacy },
    { href: at(ROUTES.terms), label: t.footer.terms },
    { href: at(ROUTES.contact), label: t.footer.contact },
  ];
  const linkList = (links: { href: string; label: string }[]) => (
    <ul className="mt-4 space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="hover:text-white hover:underline">
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
              <Phone aria-hidden="true" className="text-gold-300 size-4" /> {t.footer.support}
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
