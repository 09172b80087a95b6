import { MAX_OFFSET_KM } from '@/lib/map/position';
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AREA_CENTRES } from '@/lib/map/areas';
import {
  AREA_ZOOM,
  areaFrame,
  areaPictureFrame,
  areaZoom,
  fitFrame,
  fromPicture,
  inFrame,
  KENYA_PICTURE,
  kenyaFrame,
  metresPerUnit,
  PICTURE,
  project,
  toPicture,
  unproject,
} from '@/lib/map/frame';
import { KENYA_BOUNDS } from '@/lib/map/position';

const kilimani = { latitude: -1.2921, longitude: 36.7856 };
const nyali = { latitude: -4.0226, longitude: 39.7139 };
/** A point `km` east and `kmNorth` north of another, on the sphere of the Mercator maths. */
const offset = (from: typeof kilimani, kmEast: number, kmNorth = 0) => ({
  latitude: from.latitude + (kmNorth / 40_075.016686) * 360,
  longitude:
    from.longitude + (kmEast / (40_075.016686 * Math.cos((from.latitude * Math.PI) / 180))) * 360,
});

describe('Web Mercator', () => {
  it('projects and unprojects to the same point', () => {
    for (const point of [kilimani, nyali, { latitude: 5, longitude: 41.9 }]) {
      for (const zoom of [0, 6.3, AREA_ZOOM, 18]) {
        const back = unproject(project(point, zoom), zoom);
        expect(back.latitude).toBeCloseTo(point.latitude, 9);
        expect(back.longitude).toBeCloseTo(point.longitude, 9);
      }
    }
  });

  it('puts the equator and the prime meridian in the middle of the world', () => {
    expect(project({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ latitude: 0, longitude: 0 }, 1)).toEqual({ x: 256, y: 256 });
  });
});

describe('areaFrame', () => {
  const frame = areaFrame(kilimani);

  it('is the picture size at the area zoom', () => {
    expect(frame).toMatchObject({ ...PICTURE, zoom: AREA_ZOOM, centre: kilimani });
    expect(areaFrame(kilimani, 12).zoom).toBe(12);
  });

  it('maps the centre to the middle of the picture', () => {
    expect(toPicture(frame, kilimani)).toEqual({ x: PICTURE.width / 2, y: PICTURE.height / 2 });
  });

  it('has bounds around the centre that map to the picture corners', () => {
    expect(frame.west).toBeLessThan(kilimani.longitude);
    expect(frame.east).toBeGreaterThan(kilimani.longitude);
    expect(frame.south).toBeLessThan(kilimani.latitude);
    expect(frame.north).toBeGreaterThan(kilimani.latitude);
    expect(inFrame(frame, kilimani)).toBe(true);
    expect(toPicture(frame, { latitude: frame.north, longitude: frame.west })).toEqual({
      x: 0,
      y: 0,
    });
    expect(toPicture(frame, { latitude: frame.south, longitude: frame.east })).toEqual({
      x: PICTURE.width,
      y: PICTURE.height,
    });
  });

  it('spans a few kilometres: a neighbourhood and its neighbours', () => {
    const widthKm = (PICTURE.width * metresPerUnit(frame)) / 1000;
    expect(widthKm).toBeGreaterThan(6);
    expect(widthKm).toBeLessThan(12);
  });

  it('puts a point 1 km east to the right by 1 km of picture units', () => {
    const units = 1000 / metresPerUnit(frame);
    const east = toPicture(frame, offset(kilimani, 1));
    expect(east.x - PICTURE.width / 2).toBeCloseTo(units, 0);
    expect(east.y).toBeCloseTo(PICTURE.height / 2, 0);
    // At zoom 13.5 a unit is about 13.5 m near the equator: 1 km is about 74 units.
    expect(units).toBeGreaterThan(70);
    expect(units).toBeLessThan(78);
  });

  it('puts north up and south down', () => {
    expect(toPicture(frame, offset(kilimani, 0, 1)).y).toBeLessThan(PICTURE.height / 2);
    expect(toPicture(frame, offset(kilimani, 0, -1)).y).toBeGreaterThan(PICTURE.height / 2);
  });

  it('rounds picture positions to a tenth', () => {
    const { x, y } = toPicture(frame, offset(kilimani, 0.123, 0.456));
    expect(Math.round(x * 10) / 10).toBe(x);
    expect(Math.round(y * 10) / 10).toBe(y);
  });

  it('finds the ground under a picture point again', () => {
    for (const point of [kilimani, offset(kilimani, 2.5, -1.5), offset(kilimani, -4, 2)]) {
      const back = fromPicture(frame, toPicture(frame, point));
      // A tenth of a unit is about 1.4 m.
      expect(Math.abs(back.latitude - point.latitude)).toBeLessThan(2e-5);
      expect(Math.abs(back.longitude - point.longitude)).toBeLessThan(2e-5);
    }
  });

  it('tells points outside the frame', () => {
    expect(inFrame(frame, offset(kilimani, 3, 2))).toBe(true);
    expect(inFrame(frame, offset(kilimani, 5))).toBe(false);
    expect(inFrame(frame, offset(kilimani, 0, -3))).toBe(false);
    expect(inFrame(frame, nyali)).toBe(false);
  });
});

describe('areaPictureFrame', () => {
  it('keeps the area zoom for a neighbourhood and zooms out for a wide area', () => {
    expect(areaZoom(1.5)).toBe(AREA_ZOOM);
    expect(areaZoom(2)).toBe(AREA_ZOOM);
    expect(areaZoom(6)).toBeLessThan(AREA_ZOOM);
    expect(areaZoom(6) * 4).toBe(Math.round(areaZoom(6) * 4));
    // The picture also holds the approximate position, up to MAX_OFFSET_KM beyond the radius.
    expect(areaPictureFrame({ ...kilimani, radiusKm: 1 })).toEqual(areaFrame(kilimani));
    expect(areaPictureFrame({ ...kilimani, radiusKm: 2 }).zoom).toBe(
      areaZoom(2 + MAX_OFFSET_KM, kilimani.latitude),
    );
  });

  it.each(AREA_CENTRES.map((a) => [a.area, a.town, a] as const))(
    '%s, %s: every pin within the radius lands in the picture, clear of its edges',
    (_area, _town, centre) => {
      const frame = areaPictureFrame(centre);
      expect(toPicture(frame, centre)).toEqual({ x: PICTURE.width / 2, y: PICTURE.height / 2 });
      for (const [east, north] of [
        [0, 1],
        [0, -1],
        [1, 0],
        [-1, 0],
        [Math.SQRT1_2, Math.SQRT1_2],
      ] as const) {
        const edge = offset(centre, east * centre.radiusKm, north * centre.radiusKm);
        const { x, y } = toPicture(frame, edge);
        expect(inFrame(frame, edge)).toBe(true);
        expect(y).toBeGreaterThanOrEqual(20);
        expect(y).toBeLessThanOrEqual(PICTURE.height - 20);
        expect(x).toBeGreaterThanOrEqual(20);
        expect(x).toBeLessThanOrEqual(PICTURE.width - 20);
      }
    },
  );
});

describe('kenyaFrame', () => {
  const frame = kenyaFrame();

  it('shows all of Kenya inside the overview picture', () => {
    expect(frame).toMatchObject(KENYA_PICTURE);
    for (const latitude of [KENYA_BOUNDS.south, KENYA_BOUNDS.north])
      for (const longitude of [KENYA_BOUNDS.west, KENYA_BOUNDS.east]) {
        const { x, y } = toPicture(frame, { latitude, longitude });
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(KENYA_PICTURE.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(KENYA_PICTURE.height);
        expect(inFrame(frame, { latitude, longitude })).toBe(true);
      }
  });

  it('fills the picture along one side, less the margin', () => {
    const fit = (f: typeof frame) => {
      const a = toPicture(f, { latitude: KENYA_BOUNDS.north, longitude: KENYA_BOUNDS.west });
      const b = toPicture(f, { latitude: KENYA_BOUNDS.south, longitude: KENYA_BOUNDS.east });
      return { width: b.x - a.x, height: b.y - a.y };
    };
    const { width, height } = fit(fitFrame(KENYA_BOUNDS, KENYA_PICTURE));
    expect(Math.max(width / KENYA_PICTURE.width, height / KENYA_PICTURE.height)).toBeCloseTo(1, 2);
    const padded = fit(frame);
    expect(padded.width).toBeLessThan(width);
    expect(padded.height).toBeLessThan(height);
  });
});
