import type { Bounds } from '@/lib/map/bounds';
import type { BasemapColors } from '@/lib/map/style';
import type { MapViewColors } from './map-view';

/**
 * Everything the /map/ island needs to start the map, worked out by the server at build time
 * (file names with content hashes, the palette from the design tokens) and handed over as plain
 * data.
 */
export interface MapSetup {
  /**
   * Site-relative URLs of the tiles, MapLibre's worker and the label font
   * (scripts/build/map-assets.ts).
   */
  assets: { tiles: string; streets?: string; worker: string; fonts: string[] };
  /** The pins' colours (the cards' status colours) and the site's colours the basemap uses. */
  colors: MapViewColors;
  palette: BasemapColors;
  /** The `text-font` name the style maps to our font files. */
  font: string;
  /** Attribution of every layer the basemap ships, as HTML for MapLibre's control. */
  attribution: string;
  /** Where the map starts when a search has no results to fit: all of Kenya. */
  kenya: Bounds;
}
