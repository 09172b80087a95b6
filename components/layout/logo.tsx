import clsx from 'clsx';
import { fill } from '@/lib/i18n/format';
import { SITE_NAME } from '@/lib/site/site';

/** The wordmark, linking the home page of the page's language; `label` names it ('{site} home'). */
export function Logo({
  href,
  label,
  className,
  inverted = false,
}: {
  href: string;
  label: string;
  className?: string;
  inverted?: boolean;
}) {
  return (
    <a
      href={href}
      className={clsx(
        'inline-flex items-center gap-2 rounded-lg font-extrabold tracking-tight',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-9 shrink-0">
        <rect
          width="64"
          height="64"
          rx="14"
          className={inverted ? 'fill-white' : 'fill-brand-700'}
        />
        <path
          d="M14 31 32 16l18 15v17a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z"
          className={inverted ? 'fill-brand-800' : 'fill-white'}
        />
        <circle cx="32" cy="29" r="4" className="fill-gold-500" />
      </svg>
      <span className={clsx('text-xl', inverted ? 'text-white' : 'text-brand-900')}>
        Nyumba<span className={inverted ? 'text-gold-300' : 'text-gold-700'}>360</span>
        <span className="sr-only"> ({fill(label, { site: SITE_NAME })})</span>
      </span>
    </a>
  );
}
