'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LanguageToggleWide, type LanguageToggleTexts } from './language-toggle';
import { NavLinkItems, type NavLink } from './nav-links';
import type { Locale } from '@/lib/i18n/locales';
import { useClientPathname } from './use-client-pathname';

/** Icons are rendered by the server component that places the menu (no icon code here). */
export function MobileMenu({
  links,
  language,
  texts,
  icons,
  toggleClassName,
  saver,
}: {
  links: readonly NavLink[];
  /** The language toggle at the foot of the menu: see language-toggle.tsx. */
  language: { href: string; target: Locale; texts: LanguageToggleTexts };
  texts: { label: string; openMenu: string; closeMenu: string };
  icons?: { open?: ReactNode; close?: ReactNode; language?: ReactNode };
  /** The toggle's style, from the server (components/ui/button.ts), like the icons. */
  toggleClassName?: string;
  /** The data saver's switch, drawn by the server (components/data-saver/saver-switch.tsx). */
  saver?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const pathname = useClientPathname();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Close when the route changes (a link in the menu was followed).
  if (open && openedOn !== null && openedOn !== pathname) {
    setOpen(false);
    setOpenedOn(null);
  }

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          setOpenedOn(pathname);
        }}
        className={toggleClassName}
      >
        {open ? icons?.close : icons?.open}
        <span className="sr-only">{open ? texts.closeMenu : texts.openMenu}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="border-line shadow-panel absolute inset-x-0 top-full border-b bg-white"
      >
        <nav aria-label={texts.label} className="container-page py-3">
          <ul className="flex flex-col gap-1">
            <NavLinkItems
              links={links}
              pathname={pathname}
              linkClassName={(active) =>
                clsx(
                  'block rounded-xl px-4 py-3 text-base font-semibold hover:bg-brand-50',
                  active ? 'bg-brand-50 text-brand-800' : 'text-ink',
                )
              }
              onNavigate={() => {
                setOpen(false);
                // The panel hides: keep focus on the page's controls, not on nothing.
                buttonRef.current?.focus();
              }}
            />
          </ul>
          <div className="border-line mt-2 border-t pt-2">
            <LanguageToggleWide {...language} icon={icons?.language} />
          </div>
        </nav>
        {saver && <div className="container-page border-line border-t pt-4 pb-5">{saver}</div>}
      </div>
    </div>
  );
}
