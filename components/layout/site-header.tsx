import { Globe, Menu, X } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { DesktopNav } from './desktop-nav';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

export function SiteHeader() {
  // Icons are rendered here, on the server, and handed to the client islands as elements.
  const globe = <Globe aria-hidden="true" className="text-brand-700 size-4" />;
  return (
    <header className="border-line/80 sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <LanguageToggle icon={globe} />
          </div>
          <MobileMenu
            toggleClassName={buttonClass('plain', 'icon')}
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
