/**
 * The one look of every button and button-like link: `btn`, a variant and a size, styled in
 * app/globals.css (components layer). A function of names rather than a component, so the same
 * style goes on a <button> or an <a>, in server components and client islands alike; the styles
 * live in the stylesheet, so an island pays a few bytes for it, not the class strings.
 */
export const BUTTON_VARIANTS = [
  'primary',
  'dark',
  'secondary',
  'outline',
  'whatsapp',
  'light',
  'ghost',
  'overlay',
  'plain',
] as const;
export const BUTTON_SIZES = ['md', 'lg', 'compact', 'wide', 'pill', 'icon', 'icon-lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'lg',
  /** Layout only (margins, width, grid placement, shadow): never colours or sizes. */
  extra?: string | false,
): string {
  return `btn btn-${variant} btn-${size}${extra ? ` ${extra}` : ''}`;
}
