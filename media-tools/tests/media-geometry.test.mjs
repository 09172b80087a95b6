// @ts-check
// Projections, ray-box and ray-triangle intersection, tour hotspots (rooms of a home, viewpoints
// of a plot) and the walk-through path, plus the check that the committed data/tours.json still
// matches the geometry of the plans, and that the developments' plans draw every photo their
// records and their units' listings name.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import {
  cameraForward,
  equirectDirection,
  panoramaAngles,
  perspectiveRays,
  projectEquirect,
  projectPerspective,
} from '../camera.mjs';
import { Bvh, intersectPrim, makeBox, makeTriangle, newHit, rayBox } from '../geometry.mjs';
import { DEVELOPMENTS, developmentPlanFor, sceneKey } from '../plans/developments/index.mjs';
import { PLANS, planFor } from '../plans/index.mjs';
import { floorPlanOf, openingSegment, roomKind } from '../floorplan.mjs';
import { buildScene, sharedSide } from '../scene.mjs';
import { developmentPhotoNames, ownImages, readListings } from '../listings.mjs';
import { buildTour, checkTour, SW_ROOM_NAMES, swRoomName } from '../tour.mjs';
import { cameraPath, easeInOut } from '../walkthrough.mjs';

/** @typedef {import('../vec.mjs').Vec3} Vec3 */
/** @typedef {import('../camera.mjs').EquirectCamera} EquirectCamera */
/** @typedef {import('../camera.mjs').PerspectiveCamera} PerspectiveCamera */
/** @typedef {import('../tour.mjs').Tour} Tour */

// The repository root, where the renderer writes: read from files rather than imported, as the
// renderer does, so the paths do not depend on the directory vitest is started from.
const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** @param {string} file relative to the repository root */
const readJson = (file) => JSON.parse(readFileSync(path.join(REPO, file), 'utf8'));
/** @type {{ slug: string, type: string, images: string[], has360: boolean, hasVideo: boolean }[]} */
const listings = readListings(REPO).map((s) => /** @type {any} */ (s.record));
/** @type {Record<string, Tour>} */
const tours = readJson('data/tours.json');

const W = 3072;
const H = 1536;

/**
 * @param {ArrayLike<number>} actual
 * @param {number[]} expected
 */
function expectVec(actual, expected, digits = 9) {
  expected.forEach((v, i) => expect(actual[i]).toBeCloseTo(v, digits));
}

describe('equirectangular projection', () => {
  /** @type {EquirectCamera} */
  const cam = { type: 'equirect', position: [0, 1.6, 0], yaw: 0 };

  it('maps the centre pixel to the camera heading', () => {
    expectVec(equirectDirection(cam, W / 2, H / 2, W, H), [0, 0, 1]);
    const turned = { ...cam, yaw: 90 };
    expectVec(equirectDirection(turned, W / 2, H / 2, W, H), [1, 0, 0]);
  });

  it('maps the left and right edges to straight behind', () => {
    expectVec(equirectDirection(cam, 0, H / 2, W, H), [0, 0, -1]);
    expectVec(equirectDirection(cam, W, H / 2, W, H), [0, 0, -1]);
  });

  it('maps a quarter of the width to the right to +90° yaw, and top/bottom to up/down', () => {
    expectVec(equirectDirection(cam, (W * 3) / 4, H / 2, W, H), [1, 0, 0]);
    expectVec(equirectDirection(cam, W / 2, 0, W, H), [0, 1, 0]);
    expectVec(equirectDirection(cam, W / 2, H, W, H), [0, -1, 0]);
  });

  it('round-trips a world point through projectEquirect', () => {
    /** @type {Vec3} */
    const point = [2, 0.4, -3];
    const { x, y } = projectEquirect(cam, point, W, H);
    const d = equirectDirection(cam, x, y, W, H);
    /** @type {Vec3} */
    const v = [point[0] - cam.position[0], point[1] - cam.position[1], point[2] - cam.position[2]];
    const len = Math.hypot(v[0], v[1], v[2]);
    expectVec(d, [v[0] / len, v[1] / len, v[2] / len]);
  });
});

describe('perspective projection', () => {
  /** @type {PerspectiveCamera} */
  const cam = { type: 'perspective', position: [1, 1.5, 2], yaw: 35, pitch: -6, hfov: 70 };

  it('puts a point straight ahead of the camera in the middle of the photo', () => {
    const f = cameraForward(cam);
    /** @type {Vec3} */
    const ahead = [
      cam.position[0] + 4 * f[0],
      cam.position[1] + 4 * f[1],
      cam.position[2] + 4 * f[2],
    ];
    const p = projectPerspective(cam, ahead, 1600, 1067);
    expect(p).not.toBeNull();
    expect(p?.x).toBeCloseTo(800, 6);
    expect(p?.y).toBeCloseTo(533.5, 6);
    expectVec(perspectiveRays(cam, 1600, 1067)(800, 533.5, [0, 0, 0]), f);
  });

  it('keeps the horizontal field of view and puts points to the right on the right', () => {
    const level = { ...cam, yaw: 0, pitch: 0 };
    /** @type {Vec3} */
    const edge = [
      level.position[0] + Math.tan((35 * Math.PI) / 180),
      level.position[1],
      level.position[2] + 1,
    ];
    expect(projectPerspective(level, edge, 1600, 1067)?.x).toBeCloseTo(1600, 6);
    expect(projectPerspective(level, [1.5, 1.5, 5], 1600, 1067)?.x).toBeGreaterThan(800);
    expect(projectPerspective(level, [1, 1.5, -5], 1600, 1067)).toBeNull();
  });
});

describe('ray-box intersection', () => {
  const box = { min: [0, 0, 0], max: [1, 1, 1] };

  it('returns the nearest hit and the normal of the face it enters', () => {
    const fromLeft = rayBox([-5, 0.5, 0.5], [1, 0, 0], box);
    expect(fromLeft?.t).toBeCloseTo(5);
    expect(fromLeft?.normal).toEqual([-1, 0, 0]);
    const fromAbove = rayBox([0.5, 3, 0.5], [0, -1, 0], box);
    expect(fromAbove?.t).toBeCloseTo(2);
    expect(fromAbove?.normal).toEqual([0, 1, 0]);
    const s = Math.SQRT1_2;
    const diagonal = rayBox([0.5, 2.5, 3], [0, -s, -s], box);
    expect(diagonal?.normal).toEqual([0, 0, 1]);
  });

  it('misses boxes off the ray, behind it, or containing its origin', () => {
    expect(rayBox([-5, 2, 0.5], [1, 0, 0], box)).toBeNull();
    expect(rayBox([5, 0.5, 0.5], [1, 0, 0], box)).toBeNull();
    expect(rayBox([0.5, 0.5, 0.5], [1, 0, 0], box)).toBeNull();
  });

  it('finds the nearest of several boxes through the BVH', () => {
    const near = makeBox(2, 0, 0, 3, 1, 1, null);
    const far = makeBox(6, 0, 0, 7, 1, 1, null);
    const off = makeBox(2, 5, 0, 3, 6, 1, null);
    const bvh = new Bvh([far, off, near]);
    const hit = newHit();
    expect(bvh.intersect(0, 0.5, 0.5, 1, 0, 0, 0, hit)).toBe(true);
    expect(hit.prim).toBe(near);
    expect(hit.t).toBeCloseTo(2);
    expect(bvh.occluded(0, 0.5, 0.5, 1, 0, 0, 0, 1.5, newHit())).toBe(false);
    expect(bvh.occluded(0, 0.5, 0.5, 1, 0, 0, 0, 2.5, newHit())).toBe(true);
  });
});

describe('ray-triangle intersection', () => {
  const tri = makeTriangle([0, 0, 5], [2, 0, 5], [0, 2, 5], null);

  it('hits inside the triangle from either side, the normal facing the ray', () => {
    const front = newHit();
    expect(intersectPrim(tri, 0.5, 0.5, 0, 0, 0, 1, 0, front)).toBe(true);
    expect(front.t).toBeCloseTo(5);
    expectVec([front.nx, front.ny, front.nz], [0, 0, -1]);
    const back = newHit();
    expect(intersectPrim(tri, 0.5, 0.5, 9, 0, 0, -1, 0, back)).toBe(true);
    expect(back.t).toBeCloseTo(4);
    expectVec([back.nx, back.ny, back.nz], [0, 0, 1]);
  });

  it('misses beyond the long edge, behind the ray, and past a nearer hit', () => {
    expect(intersectPrim(tri, 1.5, 1.5, 0, 0, 0, 1, 0, newHit())).toBe(false);
    expect(intersectPrim(tri, 0.5, 0.5, 6, 0, 0, 1, 0, newHit())).toBe(false);
    const nearer = newHit();
    nearer.t = 3;
    expect(intersectPrim(tri, 0.5, 0.5, 0, 0, 0, 1, 0, nearer)).toBe(false);
  });

  it('casts shadows through the BVH like the other shapes', () => {
    const bvh = new Bvh([tri, makeBox(5, 0, 0, 6, 1, 1, null)]);
    expect(bvh.occluded(0.5, 0.5, 0, 0, 0, 1, 0, 10, newHit())).toBe(true);
    expect(bvh.occluded(1.5, 1.5, 0, 0, 0, 1, 0, 10, newHit())).toBe(false);
  });
});

describe('tour hotspot angles', () => {
  /** @type {EquirectCamera} */
  const cam = { type: 'equirect', position: [0, 1.6, 0], yaw: 0 };

  it('gives yaw 0 for a door straight ahead and +90 for a door to the right', () => {
    expect(panoramaAngles(cam, [0, 1.6, 4]).yaw).toBeCloseTo(0);
    expect(panoramaAngles(cam, [4, 1.6, 0]).yaw).toBeCloseTo(90);
    expect(panoramaAngles(cam, [-4, 1.6, 0]).yaw).toBeCloseTo(-90);
    expect(panoramaAngles(cam, [0, 1.6, -4]).yaw).toBeCloseTo(180);
  });

  it('measures yaw from the panorama heading and pitch from the horizon', () => {
    const turned = { ...cam, yaw: 90 };
    expect(panoramaAngles(turned, [4, 1.6, 0]).yaw).toBeCloseTo(0);
    expect(panoramaAngles(turned, [0, 1.6, 4]).yaw).toBeCloseTo(-90);
    // A door handle 0.6 m below eye level, 3.4 m away, is about 10° below the horizon.
    expect(panoramaAngles(cam, [0, 1.0, 3.4]).pitch).toBeCloseTo(-10, 0);
  });
});

const tourEntries = Object.entries(tours);

describe('the plans of the listings', () => {
  it('give every listing its photos, its tour and its walk-through, a land listing a site', () => {
    for (const listing of listings) {
      const plan = planFor(listing.slug);
      expect(plan.slug).toBe(listing.slug);
      // A unit of a development also shows its project's photo, which is not the plan's to draw.
      expect(plan.photos.length, listing.slug).toBeGreaterThanOrEqual(ownImages(listing).length);
      if (listing.has360) expect(plan.tour?.length, listing.slug).toBeGreaterThan(0);
      if (listing.hasVideo) expect(plan.video?.keys.length, listing.slug).toBeGreaterThan(1);
      expect(Boolean(plan.site), listing.slug).toBe(listing.type === 'land');
    }
  });
});

describe('the photos of a listing', () => {
  it("count only those in the listing's own folder", () => {
    const images = ['/photos/unit/1.jpg', '/photos/unit/2.jpg', '/photos/project/1.jpg'];
    expect(ownImages({ slug: 'unit', images })).toEqual(images.slice(0, 2));
    expect(ownImages({ slug: 'uni', images })).toEqual([]);
  });

  it("are, outside the listing's own folder, photos that a development's plan draws", () => {
    const drawn = new Set(
      DEVELOPMENTS.flatMap((d) => d.photos.map((p) => `/photos/${d.slug}/${p.name}.jpg`)),
    );
    for (const listing of listings)
      for (const src of listing.images.filter((i) => !ownImages(listing).includes(i)))
        expect(drawn.has(src), `${listing.slug}: ${src}`).toBe(true);
  });
});

describe('the developments', () => {
  it('name their photos 1 (the finished project) then progress-1, progress-2, ...', () => {
    for (const d of DEVELOPMENTS) {
      const names = d.photos.map((p) => p.name);
      expect(names, d.slug).toEqual(['1', ...names.slice(1).map((_, i) => `progress-${i + 1}`)]);
    }
  });

  it('give each photo a land plan of its own with one camera, found by its scene key', () => {
    for (const d of DEVELOPMENTS) {
      for (const photo of d.photos) {
        expect(photo.plan.site, `${d.slug}/${photo.name}`).toBeDefined();
        expect(photo.plan.photos).toHaveLength(1);
        expect(developmentPlanFor(sceneKey(d.slug, photo.name))).toBe(photo.plan);
        expect(buildScene(photo.plan).prims.length).toBeGreaterThan(100);
      }
    }
    expect(() => developmentPlanFor(sceneKey('nowhere', '1'))).toThrow(/no development photo/);
  });

  it('draw every photo the records in data/developments/ name', () => {
    const dir = path.join(REPO, 'data', 'developments');
    const records = existsSync(dir)
      ? readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('.'))
      : [];
    for (const file of records) {
      const slug = file.replace(/\.json$/, '');
      const development = DEVELOPMENTS.find((d) => d.slug === slug);
      expect(development, `plans/developments/${slug}.mjs`).toBeDefined();
      const drawn = development?.photos.map((p) => p.name) ?? [];
      for (const name of developmentPhotoNames(REPO, slug))
        expect(drawn, `${slug}: ${name}.jpg`).toContain(name);
    }
  });
});

describe('the tour of a land plan', () => {
  const landTours = Object.values(PLANS).filter((plan) => plan.site && plan.tour);

  it('links every viewpoint to every other, the hotspot on the ground where it stands', () => {
    expect(landTours.length).toBeGreaterThan(0);
    for (const plan of landTours) {
      const entries = plan.tour ?? [];
      const { rooms } = buildTour(buildScene(plan), plan.slug);
      expect(rooms.map((r) => r.id)).toEqual(entries.map((e) => e.room));
      for (const [i, room] of rooms.entries()) {
        const entry = entries[i];
        const [x, z] = /** @type {[number, number]} */ (entry.at);
        expect(room.name).toBe(entry.name);
        expect(room.links.map((l) => l.to).sort()).toEqual(
          entries
            .filter((e) => e !== entry)
            .map((e) => e.room)
            .sort(),
        );
        for (const link of room.links) {
          const other = /** @type {import('../scene.mjs').TourEntry} */ (
            entries.find((e) => e.room === link.to)
          );
          const [ox, oz] = /** @type {[number, number]} */ (other.at);
          const bearing = (Math.atan2(ox - x, oz - z) * 180) / Math.PI;
          const yaw = ((((bearing - (entry.yaw ?? 0)) % 360) + 540) % 360) - 180;
          expect(link.yaw, `${plan.slug}: ${room.id} -> ${link.to}`).toBeCloseTo(yaw, 0);
          expect(link.pitch).toBeLessThan(0);
        }
      }
    }
  });

  it('stops on a viewpoint without a name or a position', () => {
    const plan = landTours[0];
    const tour = plan.tour ?? [];
    const scene = buildScene(plan);
    const unnamed = { ...plan, tour: [{ ...tour[0], name: undefined }, ...tour.slice(1)] };
    expect(() => buildTour({ ...scene, plan: unnamed }, plan.slug)).toThrow(/has no name/);
    const nowhere = { ...plan, tour: [{ ...tour[0], at: undefined }, ...tour.slice(1)] };
    expect(() => buildTour({ ...scene, plan: nowhere }, plan.slug)).toThrow(/has no position/);
  });
});

describe('data/tours.json', () => {
  it('has a tour for every listing with has360, and no others: three rooms of a home, or two viewpoints of a plot', () => {
    const expected = listings.filter((l) => l.has360).map((l) => l.slug);
    expect(Object.keys(tours)).toEqual(expected);
    for (const [slug, tour] of tourEntries)
      expect(tour.rooms, slug).toHaveLength(planFor(slug).site ? 2 : 3);
  });

  it('has mutual links and every room reachable from the first', () => {
    for (const [slug, tour] of tourEntries) {
      const ids = new Set(tour.rooms.map((r) => r.id));
      for (const room of tour.rooms) {
        for (const link of room.links) {
          expect(ids.has(link.to)).toBe(true);
          const back = tour.rooms.find((r) => r.id === link.to);
          expect(
            back?.links.map((l) => l.to),
            `${slug}: ${link.to} -> ${room.id}`,
          ).toContain(room.id);
        }
      }
      const seen = new Set([tour.rooms[0].id]);
      for (let grew = true; grew;) {
        grew = false;
        for (const room of tour.rooms) {
          if (!seen.has(room.id)) continue;
          for (const link of room.links) {
            if (!seen.has(link.to)) {
              seen.add(link.to);
              grew = true;
            }
          }
        }
      }
      expect([...seen].sort(), slug).toEqual([...ids].sort());
      expect(() => checkTour(tour.rooms, slug)).not.toThrow();
    }
  });

  it('keeps hotspots in range, a little below eye level, and points at images that exist', () => {
    for (const [slug, tour] of tourEntries) {
      // On a plot the next viewpoint can be 30 m off, so its hotspot on the ground sits only a
      // few degrees below the horizon; in a home a doorway is at most a room away.
      const [lowest, highest] = planFor(slug).site ? [-25, -1.5] : [-25, -3];
      for (const room of tour.rooms) {
        expect(room.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(room.panorama).toBe(`/media/${slug}/tour/${room.id}.jpg`);
        expect(room.thumbnail).toBe(`/media/${slug}/tour/${room.id}-thumb.jpg`);
        for (const file of [room.panorama, room.thumbnail]) {
          expect(existsSync(path.join(REPO, 'public', file)), file).toBe(true);
        }
        for (const link of room.links) {
          expect(link.yaw).toBeGreaterThan(-180);
          expect(link.yaw).toBeLessThanOrEqual(180);
          expect(link.pitch, `${slug}: ${room.id} -> ${link.to}`).toBeLessThan(highest);
          expect(link.pitch).toBeGreaterThan(lowest);
        }
      }
    }
  });

  it('names every room in Swahili too, and stops a render on a room with no Swahili name', () => {
    for (const [slug, tour] of tourEntries) {
      for (const room of tour.rooms) {
        expect(room.sw.name, `${slug}: ${room.id}`).toBe(SW_ROOM_NAMES[room.name]);
        expect(room.sw.name).not.toBe(room.name);
      }
    }
    expect(() => swRoomName('Wine cellar', 'family-home-karen', 'wine-cellar')).toThrow(
      /family-home-karen: tour room wine-cellar \("Wine cellar"\) has no Swahili name/,
    );
  });

  it('matches the hotspots computed from the scene geometry', () => {
    for (const [slug, tour] of tourEntries) {
      expect(buildTour(buildScene(planFor(slug)), slug)).toEqual(tour);
    }
  });
});

describe('data/floorplans.json', () => {
  const plans = readJson('data/floorplans.json');

  it('is what the plans draw, for every listing whose plan draws one', () => {
    /** @type {Record<string, unknown>} */
    const computed = {};
    for (const l of listings) {
      const plan = floorPlanOf(l.slug, planFor(l.slug));
      if (plan) computed[l.slug] = plan;
    }
    expect(plans).toEqual(JSON.parse(JSON.stringify(computed)));
    expect(Object.keys(plans).sort()).toEqual(
      listings
        .filter((l) => l.has360 && l.type !== 'land')
        .map((l) => l.slug)
        .sort(),
    );
  });

  it('counts rooms by their ids, and draws an opening where the two rooms meet', () => {
    expect(roomKind({ id: 'main-bedroom' })).toBe('bedroom');
    expect(roomKind({ id: 'bathroom-2' })).toBe('bathroom');
    expect(roomKind({ id: 'veranda', outdoor: true })).toBe('outdoor');
    expect(roomKind({ id: 'dressing-room' })).toBe('room');
    // A 0.9 m door at x = 6 on the south wall of a room from z = 0 to 6.
    expect(openingSegment([0, 0, 7.2, 6], 'S', 6, 0.9)).toEqual([
      [5.55, 0],
      [6.45, 0],
    ]);
    expect(openingSegment([0, 0, 7.2, 6], 'E', 3, 1)).toEqual([
      [7.2, 2.5],
      [7.2, 3.5],
    ]);
  });

  it('keeps every room of a rendered storey from overlapping another, and every door on a shared wall', () => {
    for (const [slug] of Object.entries(plans)) {
      const plan = planFor(slug);
      const storeys = [{ rooms: plan.rooms, doors: plan.doors }, ...(plan.floorPlan?.upper ?? [])];
      for (const storey of storeys) {
        const rooms = storey.rooms;
        for (let i = 0; i < rooms.length; i++)
          for (let j = i + 1; j < rooms.length; j++) {
            const [a, b] = [rooms[i].rect, rooms[j].rect];
            const overlap =
              Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > 1e-6 &&
              Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 1e-6;
            expect(overlap, `${slug}: ${rooms[i].id} overlaps ${rooms[j].id}`).toBe(false);
          }
        for (const door of storey.doors) {
          const [a, b] = door.rooms.map((id) => rooms.find((r) => r.id === id));
          expect(a && b, `${slug}: door ${door.rooms.join('/')}`).toBeTruthy();
          expect(() => sharedSide(/** @type {any} */ (a), /** @type {any} */ (b))).not.toThrow();
        }
      }
    }
  });

  it('names every room and storey in Swahili', () => {
    for (const [slug, plan] of Object.entries(plans))
      for (const storey of plan.storeys) {
        expect(storey.sw.name, `${slug}: ${storey.id}`).not.toBe(storey.name);
        for (const room of storey.rooms) expect(room.sw.name, `${slug}: ${room.id}`).toBeTruthy();
      }
    expect(() =>
      floorPlanOf(
        'x',
        /** @type {any} */ ({
          ...planFor('family-home-karen'),
          floorPlan: { upper: [{ id: 'loft', name: 'Loft', rooms: [], doors: [] }] },
        }),
      ),
    ).toThrow(/x: storey loft \("Loft"\) has no Swahili name/);
  });
});

describe('walk-through camera path', () => {
  it('eases in and out', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    expect(easeInOut(0.01)).toBeLessThan(0.001);
  });

  it('starts and ends on the first and last key, turning the short way round', () => {
    const path = cameraPath([
      { at: [0, 0], yaw: 170 },
      { at: [2, 0], yaw: -170 },
      { at: [4, 1], yaw: -150 },
    ]);
    expectVec(path(0).position, [0, 1.6, 0]);
    expectVec(path(1).position, [4, 1.6, 1]);
    expect(path(0).yaw).toBeCloseTo(170);
    expect(path(1).yaw).toBeCloseTo(210);
    for (let t = 0; t <= 1; t += 0.05) expect(path(t).yaw).toBeGreaterThan(165);
  });
});
