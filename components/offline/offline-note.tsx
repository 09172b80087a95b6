import { dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

/**
 * 'Offline: saved copy from {date}', on every page and shown only on a page the service worker
 * gave from the device with no connection: the worker marks that page's `<html>` and writes the
 * date into the `<span data-offline-date>` (lib/offline/rules.ts, markOffline). Hidden by app/globals.css otherwise.
 */
export function OfflineNote({ locale }: { locale: Locale }) {
  const [before = '', after = ''] = dictionary(locale).offline.note.split('{date}');
  return (
    <p
      role="status"
      className="offline-note bg-gold-100 border-gold-300 text-ink border-b px-4 py-2 text-center text-sm font-semibold"
    >
      {before}
      {/* The worker writes the date over the space; React leaves the text alone when it hydrates. */}
      <span data-offline-date suppressHydrationWarning>
        {' '}
      </span>
      {after}
    </p>
  );
}
