import { MapPin, Phone, ShieldCheck } from 'lucide-react';
import { ROUTES, searchPath } from '@/lib/site/routes';
import { SITE_NAME, SITE_TAGLINE } from '@/lib/site/site';
import { Logo } from './logo';

// Privacy, terms and contact pages are not built yet: the links show the 404 page (docs/spec.md §11).
const LEGAL = [
  { href: ROUTES.privacy, label: 'Privacy Policy' },
  { href: ROUTES.terms, label: 'Terms of Service' },
  { href: ROUTES.contact, label: 'Contact Us' },
];

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100 mt-20">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Logo inverted />
          <p className="text-brand-100 mt-4 max-w-sm text-sm leading-relaxed">{SITE_TAGLINE}</p>
        </div>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Explore</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={ROUTES.listings} className="hover:text-white hover:underline">
                All properties
              </a>
            </li>
            <li>
              <a href={searchPath('status=for_sale')} className="hover:text-white hover:underline">
                Homes for sale
              </a>
            </li>
            <li>
              <a href={searchPath('status=for_rent')} className="hover:text-white hover:underline">
                Homes to rent
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Company</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {LEGAL.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <ul className="mt-6 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="text-gold-300 size-4" /> Nairobi, Kenya
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="text-gold-300 size-4" /> 24/7 support
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="text-gold-300 size-4" /> Verified agents
              only
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page text-brand-200 py-5 text-xs">
          © {new Date().getFullYear()} {SITE_NAME}. {SITE_TAGLINE}.
        </p>
      </div>
    </footer>
  );
}
