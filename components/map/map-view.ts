import {
  addProtocol,
  Map as MapLibreMap,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type GeoJSONSource,
  type LngLatBounds,
  type LngLatBoundsLike,
  type MapGeoJSONFeature,
  type ErrorEvent,
  type StyleSpecification,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Protocol } from 'pmtiles';
import type { FeatureCollection, Point } from 'geojson';
import type { Bounds } from '@/lib/map/bounds';
import { circleRing } from '@/lib/map/circle';
import { PIN_ZOOM, type PinProperties } from '@/lib/map/pins';
import type { LatLng } from '@/lib/map/position';

/**
 * The interactive map of /map/: MapLibre GL drawing our own basemap (a PMTiles file on our
 * origin) with the search's homes as clustered pins. Loaded by the island with `import()` only
 * once the page and its list are on screen, so no other page, and no first paint, pays for the
 * library. An imperative controller: the island (map-explorer.tsx) owns the state and tells the
 * map what to show; the map tells the island what the visitor did.
 */

export interface MapViewColors {
  sale: string;
  rent: string;
  cluster: string;
  halo: string;
}

export interface MapViewOptions {
  container: HTMLElement;
  style: StyleSpecification;
  /** Same-origin URL of MapLibre's worker (public/map/, see scripts/build/map-assets.ts). */
  worker: string;
  colors: MapViewColors;
  /** The `text-font` name the style maps to our own font file. */
  font: string;
  /** MapLibre's own control texts, in the page's language. */
  locale: Record<string, string>;
  /** The id of the text that tells keyboard users how to use the map (read with the canvas). */
  describedBy: string;
  /** Where to look first: a box to fit, or a point and zoom. */
  start: { bounds: Bounds } | { centre: LatLng; zoom: number };
  /** The visible box changed; `byVisitor` is false when the island moved the map itself. */
  onMove: (view: Bounds, byVisitor: boolean) => void;
  /** A pin was clicked: the island opens its card. */
  onPin: (row: number) => void;
  /** The visitor closed the card (its close button, or a click on the map beside the pins). */
  onCardClosed: () => void;
  /** What the map has drawn, each time it settles: groups, single pins and homes in them. */
  onDrawn: (drawn: DrawnPins) => void;
}

export interface DrawnPins {
  clusters: number;
  pins: number;
  /** Homes in the groups and single pins on screen. */
  homes: number;
}

export interface MapView {
  setPins: (pins: FeatureCollection<Point, PinProperties>) => void;
  fit: (bounds: Bounds) => void;
  /** Centres on one home, close enough that its pin stands alone. */
  centre: (position: LatLng) => void;
  /** Shows a card (DOM the island renders into) on a pin; undefined closes it. */
  showCard: (card: { position: LatLng; element: HTMLElement } | undefined) => void;
  highlight: (row: number | undefined) => void;
  /** Draws the circle of a search near a place; undefined takes it away. */
  setCircle: (circle: NearCircle | undefined) => void;
  view: () => Bounds;
  destroy: () => void;
}

/** The place a search is near and how far it reaches (`near=`, `within=`). */
export interface NearCircle {
  centre: LatLng;
  km: number;
}

const SOURCE = 'homes';
const CIRCLE_SOURCE = 'near';
/** Beyond this zoom pins are never grouped: homes of one building stay apart. */
const CLUSTER_MAX_ZOOM = 14;
/** Kenya's whole map, and the closest one gets (our tiles stop at 12; 17 is a street). */
const ZOOMS = { min: 5, max: 17 } as const;

let protocolAdded = false;

function asBounds(box: LngLatBounds): Bounds {
  return { west: box.getWest(), south: box.getSouth(), east: box.getEast(), north: box.getNorth() };
}

function lngLatBounds(b: Bounds): LngLatBoundsLike {
  return [
    [b.west, b.south],
    [b.east, b.north],
  ];
}

export function createMapView(options: MapViewOptions): Promise<MapView> {
  const { container, colors } = options;
  if (!protocolAdded) {
    // Tiles are byte ranges of one file: the protocol reads them with HTTP range requests.
    addProtocol('pmtiles', new Protocol().tile);
    protocolAdded = true;
  }
  setWorkerUrl(options.worker);

  const map = new MapLibreMap({
    container,
    style: options.style,
    ...('bounds' in options.start
      ? { bounds: lngLatBounds(options.start.bounds), fitBoundsOptions: { padding: 32 } }
      : {
          center: [options.start.centre.longitude, options.start.centre.latitude],
          zoom: options.start.zoom,
        }),
    minZoom: ZOOMS.min,
    maxZoom: ZOOMS.max,
    // The whole of Kenya and a margin: no panning off to the oceans.
    maxBounds: [
      [31.5, -7],
      [44.5, 7.5],
    ],
    attributionControl: { compact: true },
    locale: options.locale,
    // A tilted or rotated map is no help in finding a home, and easy to get into by accident.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    cooperativeGestures: false,
  });
  // The canvas is what takes focus (MapLibre makes it a region): the key help goes with it.
  map.getCanvas().setAttribute('aria-describedby', options.describedBy);
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');

  // Only the visitor's own moves (drag, wheel, keys, the zoom buttons) carry the browser event
  // that caused them; the island's fits and a cluster's zoom do not. Only the former offer
  // 'Search this area'.
  map.on('moveend', (event) => {
    options.onMove(asBounds(map.getBounds()), event.originalEvent !== undefined);
  });

  let popup: Popup | undefined;
  let highlighted: number | undefined;

  const view: MapView = {
    setPins(pins) {
      (map.getSource(SOURCE) as GeoJSONSource).setData(pins);
    },
    fit(bounds) {
      map.fitBounds(lngLatBounds(bounds), { padding: 48, maxZoom: PIN_ZOOM, duration: 0 });
    },
    centre({ latitude, longitude }) {
      map.jumpTo({ center: [longitude, latitude], zoom: PIN_ZOOM });
    },
    showCard(card) {
      // Closed by the island: not the visitor's doing, so no onCardClosed.
      popup?.off('close', options.onCardClosed);
      popup?.remove();
      popup = undefined;
      if (!card) return;
      popup = new Popup({
        closeButton: true,
        // Focus stays where the visitor is (Next home, or the pin): the island announces the card.
        focusAfterOpen: false,
        // A click on the map closes the card only when it is not on a pin: see the click
        // handler below (MapLibre's own would close the card a pin click has just opened).
        closeOnClick: false,
        maxWidth: 'min(340px, calc(100vw - 48px))',
        offset: 14,
        className: 'map-card',
      })
        .setLngLat([card.position.longitude, card.position.latitude])
        .setDOMContent(card.element)
        .addTo(map);
      popup.on('close', options.onCardClosed);
    },
    highlight(row) {
      if (highlighted !== undefined)
        map.setFeatureState({ source: SOURCE, id: highlighted }, { selected: false });
      highlighted = row;
      if (row !== undefined) map.setFeatureState({ source: SOURCE, id: row }, { selected: true });
    },
    setCircle(circle) {
      // What the circle's radius is, for the page's tests (the canvas cannot be read).
      container.dataset.nearKm = circle ? String(circle.km) : '';
      (map.getSource(CIRCLE_SOURCE) as GeoJSONSource).setData({
        type: 'FeatureCollection',
        features: circle
          ? [
              {
                type: 'Feature',
                properties: {},
                geometry: { type: 'Polygon', coordinates: [circleRing(circle.centre, circle.km)] },
              },
              {
                type: 'Feature',
                properties: {},
                geometry: {
                  type: 'Point',
                  coordinates: [circle.centre.longitude, circle.centre.latitude],
                },
              },
            ]
          : [],
      });
    },
    view: () => asBounds(map.getBounds()),
    destroy() {
      popup?.remove();
      map.remove();
    },
  };

  return new Promise((resolve, reject) => {
    // Before 'load', an error means the style, the tiles' header or the font could not be
    // read: the map cannot be shown. The island keeps the picture and says so.
    const failed = (event: ErrorEvent) => {
      map.remove();
      reject(event.error);
    };
    map.once('error', failed);
    map.once('load', () => {
      map.off('error', failed);
      // The compact credits open by default, covering a phone's map: start them folded (the
      // (i) button opens them). They stay in the page for every layer the map ships.
      const credits = container.querySelector('.maplibregl-ctrl-attrib');
      credits?.classList.remove('maplibregl-compact-show');
      credits?.removeAttribute('open');
      // Under the pins: the circle of a search near a place, and the place itself.
      map.addSource(CIRCLE_SOURCE, {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
      });
      map.addLayer({
        id: 'near-area',
        type: 'fill',
        source: CIRCLE_SOURCE,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': colors.cluster, 'fill-opacity': 0.08 },
      });
      map.addLayer({
        id: 'near-edge',
        type: 'line',
        source: CIRCLE_SOURCE,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'line-color': colors.cluster, 'line-width': 2, 'line-dasharray': [3, 2] },
      });
      map.addLayer({
        id: 'near-place',
        type: 'circle',
        source: CIRCLE_SOURCE,
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-color': colors.halo,
          'circle-radius': 6,
          'circle-stroke-width': 3,
          'circle-stroke-color': colors.cluster,
        },
      });
      map.addSource(SOURCE, {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
        cluster: true,
        clusterMaxZoom: CLUSTER_MAX_ZOOM,
        clusterRadius: 44,
        // Keeps each feature's id (its search row) for feature state and the card.
        promoteId: 'row',
      });
      map.addLayer({
        id: 'clusters',
        type: 'circle',
        source: SOURCE,
        filter: ['has', 'point_count'],
        paint: {
          'circle-color': colors.cluster,
          'circle-opacity': 0.92,
          'circle-radius': ['step', ['get', 'point_count'], 15, 10, 19, 100, 24, 1000, 30],
          'circle-stroke-width': 3,
          'circle-stroke-color': colors.halo,
        },
      });
      map.addLayer({
        id: 'cluster-count',
        type: 'symbol',
        source: SOURCE,
        filter: ['has', 'point_count'],
        layout: {
          'text-field': ['get', 'point_count_abbreviated'],
          'text-font': [options.font],
          'text-size': 13,
          'text-allow-overlap': true,
        },
        paint: { 'text-color': colors.halo },
      });
      map.addLayer({
        id: 'pins',
        type: 'circle',
        source: SOURCE,
        filter: ['!', ['has', 'point_count']],
        paint: {
          'circle-color': ['case', ['==', ['get', 'sale'], 1], colors.sale, colors.rent],
          'circle-radius': ['case', ['boolean', ['feature-state', 'selected'], false], 11, 8],
          'circle-stroke-width': ['case', ['boolean', ['feature-state', 'selected'], false], 4, 2],
          'circle-stroke-color': colors.halo,
        },
      });

      map.on('click', 'clusters', async (event) => {
        const feature = event.features?.[0] as MapGeoJSONFeature | undefined;
        const id = feature?.properties.cluster_id as number | undefined;
        if (!feature || id === undefined) return;
        const zoom = await (map.getSource(SOURCE) as GeoJSONSource).getClusterExpansionZoom(id);
        const [longitude, latitude] = (feature.geometry as Point).coordinates as [number, number];
        map.easeTo({ center: [longitude, latitude], zoom });
      });
      map.on('click', (event) => {
        const hit = map.queryRenderedFeatures(event.point, { layers: ['clusters', 'pins'] });
        if (hit.length === 0 && popup) options.onCardClosed();
      });
      map.on('click', 'pins', (event) => {
        const row = event.features?.[0]?.properties.row;
        if (typeof row === 'number') options.onPin(row);
      });
      map.on('idle', () => {
        const clusters = new Map<number, number>();
        const pins = new Set<number>();
        for (const feature of map.queryRenderedFeatures({ layers: ['clusters', 'pins'] })) {
          const { cluster_id: cluster, point_count: count, row } = feature.properties;
          if (typeof cluster === 'number') clusters.set(cluster, Number(count));
          else if (typeof row === 'number') pins.add(row);
        }
        let homes = pins.size;
        for (const count of clusters.values()) homes += count;
        options.onDrawn({ clusters: clusters.size, pins: pins.size, homes });
      });
      for (const layer of ['clusters', 'pins']) {
        map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
        map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
      }
      resolve(view);
    });
  });
}
