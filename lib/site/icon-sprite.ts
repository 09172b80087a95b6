import 'server-only';
import { createHash } from 'node:crypto';
import type { IconData } from './icon-data';

/**
 * The sprite of the icons the server draws (components/ui/icons.ts): one SVG file holding each
 * icon once, as a `<symbol>` named by its Lucide name, which every icon of every page points at
 * with `<use href="/sprite/<hash>.svg#name">`. Drawn inline, each icon's shapes were written
 * twice per icon per page (in the markup and in the payload React hydrates from); the sprite is
 * downloaded once and cached. Its name is a hash of its contents, so hosts may cache it for
 * good (deploy/nginx.conf) and a page never meets the sprite of another build.
 */
export interface SpriteFile {
  /** The file's contents. */
  svg: string;
  /** The file name: a hash of the contents. */
  name: string;
  /** Where the export serves it (app/sprite/[file]/route.ts). */
  path: string;
}

// Lucide's shapes have plain attributes (d, cx, width, rx ...). A name that is not (a React-style
// `strokeWidth`) would mean nothing in the file, so it stops the build rather than drawing wrong.
const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function symbol({ name, size, node }: IconData): string {
  const shapes = node.map(([tag, attributes]) => {
    const written = Object.entries(attributes)
      .filter(([attribute]) => attribute !== 'key')
      .map(([attribute, value]) => {
        if (!ATTRIBUTE_NAME.test(attribute))
          throw new Error(`icon "${name}": attribute ${attribute} cannot be written to the sprite`);
        return ` ${attribute}="${escape(String(value))}"`;
      });
    return `<${tag}${written.join('')}/>`;
  });
  return `<symbol id="${escape(name)}" viewBox="0 0 ${size} ${size}">${shapes.join('')}</symbol>`;
}

/** The sprite of these icons, each once (by name), in the order given. */
export function iconSprite(icons: readonly IconData[]): SpriteFile {
  const seen = new Set<string>();
  const symbols: string[] = [];
  for (const icon of icons) {
    if (seen.has(icon.name)) continue;
    seen.add(icon.name);
    symbols.push(symbol(icon));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  // 8 hex digits tell one build's sprite from another's; the name is written into every icon
  // of every page, twice, so a longer one would cost more bytes than it could ever save.
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  const name = `${hash}.svg`;
  return { svg, name, path: `/sprite/${name}` };
}
