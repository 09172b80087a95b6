import { createElement, type ReactElement, type SVGProps } from 'react';
import type { IconData } from '@/lib/site/icon-data';

/** What an icon takes: any attribute of an <svg> but its content. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>;

/** An icon component: one of components/ui/icons.ts. */
export type Icon = (props: IconProps) => ReactElement;

// Lucide's rule: an icon is left out of the accessibility tree unless it is given a name or a role.
const named = (props: IconProps) =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');

/**
 * An icon drawn from its Lucide data (lib/site/icon-data.ts) by the server, as plain markup:
 * an <svg> of the icon's box and shapes. What lucide-react writes on every icon (its size,
 * `fill="none"`, the stroke's colour, width, caps and joins) is said once, by the `.icon` rule
 * in app/globals.css, in the base layer so that a utility class on an icon wins as it did over
 * those attributes. Each icon is written twice in a page, in the markup and in the payload
 * React hydrates from, so what every icon repeats is left out of both; the shapes are made
 * once per icon, so the payload names them again by reference.
 */
export function drawIcon({ name, size, node }: IconData): Icon {
  const viewBox = `0 0 ${size} ${size}`;
  const shapes = node.map(([tag, { key, ...attributes }]) =>
    createElement(tag, { key: String(key), ...attributes }),
  );
  function LucideIcon({ className, ...props }: IconProps) {
    return (
      <svg
        viewBox={viewBox}
        className={className ? `icon ${className}` : 'icon'}
        aria-hidden={named(props) ? undefined : 'true'}
        {...props}
      >
        {shapes}
      </svg>
    );
  }
  LucideIcon.displayName = `Icon(${name})`;
  return LucideIcon;
}
