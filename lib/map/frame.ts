/**
 * Web Mercator frames of the map pictures drawn at build time (scripts/build/map-pictures/).
 *
 * A listing page shows its area's picture as an <img> and draws the listing's pin over it in an
 * inline <svg> with the same viewBox, at the point toPicture() gives. Both sides take the frame
 * from areaPictureFrame() of the same area (lib/map/areas.ts: centre and radius), so the pin lands
 * where the picture's ground is; a change here draws every picture again (the build step hashes
 * this file).
 *
 * Pure and free of Node APIs: the pages and the browser import it too.
 */

import type { Bounds } from './bounds';
import { KENYA_BOUNDS, MAX_OFFSET_KM, type LatLng } from './position';

export type { Bounds, LatLng };

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A picture's view of the ground: its centre, zoom, size in picture units and bounds in degrees. */
export interface Frame extends Size {
  centre: LatLng;
  zoom: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * An area picture in picture units (its viewBox). 16:10 suits the listing page's map panel,
 * about 580-930 px wide beside the contact card and full width (about 340 px) on phones; the
 * text sizes of the pictures are chosen for that range.
 */
export const PICTURE: Size = { width: 640, height: 400 };

/** The overview of Kenya on /map/: Kenya is a little taller than wide. */
export const KENYA_PICTURE: Size = { width: 640, height: 720 };

/**
 * At 13.5 an area picture spans about 8.6 by 5.4 km near the equator: the neighbourhood with
 * its neighbours and landmarks around it, the scale people judge a commute by.
 */
export const AREA_ZOOM = 13.5;

/** Picture units of margin kept around Kenya in the overview. */
const KENYA_PADDING = 24;

/** The tile size the zoom levels refer to, as in web maps (MapLibre, OpenStreetMap). */
const TILE = 256;
/** The Web Mercator sphere's circumference at the equator, in metres (EPSG:3857). */
const EARTH_CIRCUMFERENCE = 40_075_016.686;
const MAX_LATITUDE = 85.05112878;

const worldSize = (zoom: number) => TILE * 2 ** zoom;
const clampLatitude = (latitude: number) =>
  Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));

/** A point's position on the whole world's map at a zoom, in picture units from its top left. */
export function project(point: LatLng, zoom: number): Point {
  const size = worldSize(zoom);
  const sin = Math.sin((clampLatitude(point.latitude) * Math.PI) / 180);
  return {
    x: ((point.longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The inverse of project(). */
export function unproject(point: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * point.y) / size;
  return {
    latitude: (Math.atan(Math.sinh(n)) * 180) / Math.PI,
    longitude: (point.x / size) * 360 - 180,
  };
}

/** The frame of a picture of `size` centred on `centre` at `zoom`. */
export function frameAt(centre: LatLng, zoom: number, size: Size): Frame {
  const middle = project(centre, zoom);
  const topLeft = unproject({ x: middle.x - size.width / 2, y: middle.y - size.height / 2 }, zoom);
  const bottomRight = unproject(
    { x: middle.x + size.width / 2, y: middle.y + size.height / 2 },
    zoom,
  );
  return {
    centre: { latitude: centre.latitude, longitude: centre.longitude },
    zoom,
    width: size.width,
    height: size.height,
    west: topLeft.longitude,
    north: topLeft.latitude,
    east: bottomRight.longitude,
    south: bottomRight.latitude,
  };
}

/** The frame of an area's picture, centred on the area. */
export function areaFrame(centre: LatLng, zoom: number = AREA_ZOOM): Frame {
  return frameAt(centre, zoom, PICTURE);
}

/**
 * Picture units kept between the farthest pin an area's listings may have and the picture's
 * top and bottom edges: the pin drawn on listing pages (listing-location.tsx) stands 31 units
 * above its point, so its head is not cut off.
 */
const PIN_ROOM = 36;

/**
 * The zoom of an area's picture: AREA_ZOOM, or less for a wide area (Kitengela, Athi River), so
 * that every listing of the area, within `radiusKm` of its centre, has its pin in the picture.
 * In quarter steps, so areas of similar size share a scale.
 */
export function areaZoom(radiusKm: number, latitude = 0): number {
  const metresPerUnitNeeded = (radiusKm * 1000) / (PICTURE.height / 2 - PIN_ROOM);
  const zoom = Math.log2(
    (EARTH_CIRCUMFERENCE * Math.cos((latitude * Math.PI) / 180)) / (TILE * metresPerUnitNeeded),
  );
  return Math.min(AREA_ZOOM, Math.floor(zoom * 4) / 4);
}

/** An area as data/geo/areas.json (and lib/map/areas.ts) describe it: centre and radius. */
export interface AreaExtent extends LatLng {
  radiusKm: number;
}

/**
 * The frame of an area's picture (scripts/build/map-pictures/ draws exactly this), and so the
 * frame a page places its pin in: `toPicture(areaPictureFrame(area), position)`.
 */
export function areaPictureFrame(area: AreaExtent): Frame {
  // Pins show the approximate position, which may lie up to MAX_OFFSET_KM beyond the radius.
  return areaFrame(area, areaZoom(area.radiusKm + MAX_OFFSET_KM, area.latitude));
}

/** The largest frame of `size` (less `padding` on every side) that shows all of `bounds`. */
export function fitFrame(bounds: Bounds, size: Size, padding = 0): Frame {
  const a = project({ latitude: bounds.north, longitude: bounds.west }, 0);
  const b = project({ latitude: bounds.south, longitude: bounds.east }, 0);
  const zoom = Math.log2(
    Math.min((size.width - 2 * padding) / (b.x - a.x), (size.height - 2 * padding) / (b.y - a.y)),
  );
  const centre = unproject({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, 0);
  return frameAt(centre, zoom, size);
}

/** The frame of the overview picture of Kenya. */
export function kenyaFrame(): Frame {
  return fitFrame(KENYA_BOUNDS, KENYA_PICTURE, KENYA_PADDING);
}

const tenth = (value: number) => Math.round(value * 10) / 10 || 0;

/** Where a point falls in a frame's picture, in picture units rounded to 0.1. */
export function toPicture(frame: Frame, point: LatLng): Point {
  const middle = project(frame.centre, frame.zoom);
  const at = project(point, frame.zoom);
  return {
    x: tenth(at.x - middle.x + frame.width / 2),
    y: tenth(at.y - middle.y + frame.height / 2),
  };
}

/** The ground at a point of a frame's picture (the inverse of toPicture, without rounding). */
export function fromPicture(frame: Frame, point: Point): LatLng {
  const middle = project(frame.centre, frame.zoom);
  return unproject(
    { x: point.x + middle.x - frame.width / 2, y: point.y + middle.y - frame.height / 2 },
    frame.zoom,
  );
}

/** Whether a point lies within a frame's bounds. */
export function inFrame(frame: Frame, point: LatLng): boolean {
  return (
    point.longitude >= frame.west &&
    point.longitude <= frame.east &&
    point.latitude >= frame.south &&
    point.latitude <= frame.north
  );
}

/** Metres of ground per picture unit at a frame's centre (for its scale bar). */
export function metresPerUnit(frame: Frame): number {
  return (
    (EARTH_CIRCUMFERENCE * Math.cos((frame.centre.latitude * Math.PI) / 180)) /
    worldSize(frame.zoom)
  );
}
