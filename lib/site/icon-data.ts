/**
 * The drawings of the site's Lucide icons, as the installed lucide-react exports them: each icon
 * module (`lucide-react/icons/<name>`) has, beside its component, `__iconData`, the icon's name,
 * box and shapes. The pages draw icons from it (components/ui/icon.tsx) and so do the link
 * preview images (scripts/build/preview/design.ts). Its types name only the component, so the
 * data is checked here: a lucide-react update that changed it stops the build with the icon's
 * name rather than drawing nothing.
 */

/** One shape of an icon: its tag and attributes (`key` among them, which React takes apart). */
export type IconShape = readonly [tag: string, attributes: Readonly<Record<string, unknown>>];

/** An icon's drawing: its Lucide name, other names, a box of `size` units, and its shapes. */
export interface IconData {
  name: string;
  aliases: readonly string[];
  size: number;
  node: readonly IconShape[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
// Flat lists of shapes, which is what Lucide's icons are.
const isShape = (shape: unknown): shape is IconShape =>
  Array.isArray(shape) && typeof shape[0] === 'string' && isRecord(shape[1]) && !shape[2];
const isName = (name: unknown): name is string => typeof name === 'string' && name !== '';

/** The icon data of a module of lucide-react (`import * as module from 'lucide-react/icons/x'`). */
export function iconData(name: string, module: object): IconData {
  const data = '__iconData' in module ? module.__iconData : undefined;
  if (isRecord(data)) {
    const { node, aliases = [] } = data;
    const size = data.size ?? 24;
    if (
      isName(data.name) &&
      Array.isArray(node) &&
      node.every(isShape) &&
      Array.isArray(aliases) &&
      aliases.every(isName) &&
      typeof size === 'number'
    )
      return { name: data.name, aliases, size, node };
  }
  throw new Error(`lucide-react no longer exports the icon data of "${name}" as __iconData`);
}
