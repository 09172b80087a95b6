import type { ReactElement, SVGProps } from 'react';
import type { IconData } from '@/lib/site/icon-data';

/** What an icon takes: any attribute of an <svg> but its content. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>;

/** An icon component: one of components/ui/icons.ts. */
export type Icon = (props: IconProps) => ReactElement;

// Lucide's rule: an icon is left out of the accessibility tree unless it is given a name or a role.
const named = (props: IconProps) =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');

/**
 * An icon drawn by the server as a pointer into the icon sprite (lib/site/icon-sprite.ts): an
 * <svg> holding one `<use>` of the icon's <symbol>, which brings the icon's box and shapes. Each
 * icon is written twice in a page, in the markup and in the payload React hydrates from, so it
 * writes as little as it can: no shapes and no box (the symbol's box scales the shapes to the
 * <svg>'s size). What lucide-react writes on every icon (its size, `fill="none"`, the stroke's
 * colour, width, caps and joins) is said once, by the `.icon` rule in app/globals.css, in the
 * base layer so that a utility class on an icon wins as it did over those attributes; the
 * shapes inherit it through the `<use>`. `sprite` gives the sprite's path when the icon is
 * drawn, by which time every icon is known.
 */
export function drawIcon({ name }: IconData, sprite: () => string): Icon {
  function LucideIcon({ className, ...props }: IconProps) {
    return (
      <svg
        className={className ? `icon ${className}` : 'icon'}
        aria-hidden={named(props) ? undefined : 'true'}
        {...props}
      >
        <use href={`${sprite()}#${name}`} />
      </svg>
    );
  }
  LucideIcon.displayName = `Icon(${name})`;
  return LucideIcon;
}
