/**
 * The credit every source layer of the site's maps requires, worded as its licence asks
 * (data/geo/README.md), for the map's attribution control, the terms page (lib/content/terms.ts) and the map
 * pictures' credit line.
 * Client-safe: plain data.
 */
export interface MapAttribution {
  id: string;
  text: string;
  href?: string;
}

export const MAP_ATTRIBUTIONS: readonly MapAttribution[] = [
  {
    id: 'arc-wards',
    text: 'Ward boundaries: American Red Cross, via HDX, CC BY',
    href: 'https://data.humdata.org/dataset/administrative-wards-in-kenya-1450',
  },
  {
    id: 'omare-wards',
    text: 'Kenya County Assembly Boundaries, Omare B.D.A. and Omare G.J.M. 2017, CC BY 4.0',
    href: 'https://github.com/benaboki/Kenya-County-Assembly-Boundaries',
  },
  {
    id: 'geonames',
    text: 'Place names and locations: GeoNames (www.geonames.org), CC BY 4.0',
    href: 'https://www.geonames.org/',
  },
  {
    id: 'natural-earth',
    text: 'Natural Earth',
    href: 'https://www.naturalearthdata.com/',
  },
  {
    // The streets (data/geo/streets.pmtiles): OpenStreetMap's data in OpenMapTiles' schema, ODbL.
    id: 'openstreetmap',
    text: '© OpenMapTiles © OpenStreetMap contributors',
    href: 'https://www.openstreetmap.org/copyright',
  },
];

/** The credit of the street archive, shown by its own source; the others are the basemap's. */
export const isStreetCredit = (credit: MapAttribution): boolean => credit.id === 'openstreetmap';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * The attributions as one line of HTML for MapLibre's attribution control, which renders its
 * strings as HTML: each credit linked to its source, separated as MapLibre separates its own.
 * The basemap's by default; each source of the map carries its own.
 */
export function attributionHtml(
  which: (credit: MapAttribution) => boolean = (credit) => !isStreetCredit(credit),
): string {
  return MAP_ATTRIBUTIONS.filter(which)
    .map(({ text, href }) =>
      href && /^https?:\/\//.test(href)
        ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>`
        : escapeHtml(text),
    )
    .join(' | ');
}
