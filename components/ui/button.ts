import clsx from 'clsx';

/**
 * The one look of every button and button-like link. A plain function returning class names
 * (not a component), so the same style goes on a <button>, an <a> and a <summary>, in server
 * components and client islands alike, at the cost of a few hundred bytes.
 */
const VARIANTS = {
  /** The main action of a view: Search, Clear Filters, Try Again, Return to Home. */
  primary: 'bg-brand-700 hover:bg-brand-800 active:bg-brand-900 text-white',
  /** A strong action beside a primary one: Call Agent. */
  dark: 'bg-brand-800 hover:bg-brand-900 text-white',
  /** A quieter action: Send Email, Share, Filters. */
  secondary: 'border-line text-ink hover:border-brand-300 hover:bg-brand-50 border bg-white',
  /** An action that continues the current one: Load More Properties. */
  outline: 'border-brand-700 text-brand-800 hover:bg-brand-50 border-2',
  /** Contacting on WhatsApp, in WhatsApp's green. */
  whatsapp: 'bg-whatsapp hover:bg-whatsapp-dark text-white',
  /** On a dark or photo background: Browse Properties, Start 360° tour. */
  light: 'text-brand-800 hover:bg-brand-50 bg-white',
  /** On a dark background, beside a light one: List Your Property. */
  ghost: 'border-2 border-white/70 text-white hover:bg-white/10',
  /** A round icon button over a photo (the lightbox). */
  overlay: 'bg-white/15 text-white backdrop-blur hover:bg-white/30',
  /** A round icon button in the page (the menu toggle). */
  plain: 'text-ink hover:bg-brand-50',
} as const;

const SIZES = {
  /** 44 px tall: inside cards and alerts. */
  md: 'h-11 rounded-xl px-6',
  /** 48 px tall: the usual size, a comfortable touch target. */
  lg: 'h-12 rounded-xl px-6',
  /** 48 px, narrow padding, for a button sharing a row with a field. */
  compact: 'h-12 rounded-xl px-4',
  /** 48 px with wide padding, for a lone button under a list. */
  wide: 'h-12 rounded-xl px-8',
  /** 48 px, pill-shaped, over a photo. */
  pill: 'h-12 rounded-full px-6 shadow-lg',
  /** A 44 px circle holding only an icon (give it an accessible name). */
  icon: 'size-11 rounded-full',
  /** A 48 px circle holding only an icon (give it an accessible name). */
  'icon-lg': 'size-12 rounded-full',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'lg',
  /** Layout only (margins, width, grid placement): never colours or sizes, which would clash. */
  className?: string | false,
): string {
  return clsx(
    'inline-flex shrink-0 items-center justify-center gap-2 font-bold transition',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}
