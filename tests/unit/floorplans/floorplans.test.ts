// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roomLabel, viewWedge, wrapWords } from '@/lib/floorplans/drawing';
import {
  countRooms,
  feetAndInches,
  oneDecimal,
  planFrame,
  roomSize,
  squareFeet,
  toDrawing,
  totalInternalArea,
  viewHeading,
} from '@/lib/floorplans/geometry';
import { floorPlanProblems } from '@/lib/floorplans/rules';
import { floorPlanSchema, type FloorPlan } from '@/lib/floorplans/schema';
import { tourPlanOf } from '@/lib/floorplans/tour-plan';

const stored = JSON.parse(readFileSync('data/floorplans.json', 'utf8')) as Record<string, unknown>;
const tours = JSON.parse(readFileSync('data/tours.json', 'utf8')) as Record<
  string,
  { rooms: { id: string }[] }
>;
const listing = (slug: string) =>
  JSON.parse(readFileSync(`data/listings/${slug}.json`, 'utf8')) as {
    type: string;
    bedrooms: number;
    bathrooms: number;
    size: number;
  };
const karen = floorPlanSchema.parse(stored['family-home-karen']);

/** A two-room flat drawn by hand: a 4 × 3 m room and a 2 × 3 m bathroom, 0.2 m walls. */
const SMALL: FloorPlan = {
  wall: 0.2,
  storeys: [
    {
      id: 'ground',
      name: 'Ground floor',
      sw: { name: 'Ghorofa ya chini' },
      rooms: [
        {
          id: 'bedroom',
          name: 'Bedroom',
          sw: { name: 'Chumba cha kulala' },
          kind: 'bedroom',
          rect: [0, 0, 4.2, 3.2],
        },
        {
          id: 'bathroom',
          name: 'Bathroom',
          sw: { name: 'Bafu' },
          kind: 'bathroom',
          rect: [4.2, 0, 6.4, 3.2],
        },
      ],
      doors: [{ rooms: ['bedroom', 'bathroom'], kind: 'door', from: [4.2, 1], to: [4.2, 1.8] }],
      windows: [],
      stairs: [],
    },
  ],
  panoramas: [{ room: 'bedroom', storey: 'ground', at: [2, 1.6], heading: 90 }],
};

describe('room sizes', () => {
  it('measures a room inside its walls, half a wall off each side', () => {
    // 4.2 - 0.2 = 4.0 m by 3.2 - 0.2 = 3.0 m: 12 m².
    expect(roomSize([0, 0, 4.2, 3.2], 0.2)).toEqual({ width: 4, depth: 3, area: 12 });
    const bath = roomSize([4.2, 0, 6.4, 3.2], 0.2);
    expect(bath.width).toBeCloseTo(2, 9);
    expect(bath.area).toBeCloseTo(6, 9);
  });

  it('adds the rooms indoors on every storey, and counts bedrooms and bathrooms', () => {
    expect(totalInternalArea(SMALL)).toBeCloseTo(18, 9);
    expect(countRooms(SMALL, 'bedroom')).toBe(1);
    // Karen's kitchen: 11.6 - 7.2 - 0.15 = 4.25 by 6.0 - 0.15 = 5.85, 24.86 m².
    const kitchen = karen.storeys[0]!.rooms.find((r) => r.id === 'kitchen')!;
    expect(roomSize(kitchen.rect, karen.wall).area).toBeCloseTo(24.8625, 6);
    // Outdoor rooms (veranda, courtyard, porch) are not floor area.
    const veranda = karen.storeys[0]!.rooms.find((r) => r.id === 'veranda')!;
    expect(veranda.kind).toBe('outdoor');
    expect(totalInternalArea(karen)).toBeCloseTo(400.0, 0);
  });

  it('writes metres to one decimal and feet to the inch', () => {
    expect(oneDecimal(4.25)).toBe('4.3');
    expect(oneDecimal(5.85)).toBe('5.9');
    expect(oneDecimal(3)).toBe('3.0');
    // 4.25 m = 167.3 in = 13 ft 11 in; 3.048 m = 10 ft exactly.
    expect(feetAndInches(4.25)).toEqual({ feet: 13, inches: 11 });
    expect(feetAndInches(3.048)).toEqual({ feet: 10, inches: 0 });
    expect(squareFeet(24.86)).toBe(268);
  });
});

describe('the drawing', () => {
  it('frames every storey with a margin and puts north up', () => {
    const frame = planFrame(SMALL, 0.5);
    expect(frame).toEqual({ minX: -0.5, minZ: -0.5, width: 7.4, height: 4.2 });
    // The south-west corner is low on the drawing; the north-east is at the top right.
    expect(toDrawing(frame, [0, 0])).toEqual([0.5, 3.7]);
    expect(toDrawing(frame, [6.4, 3.2])).toEqual([6.9, 0.5]);
  });

  it('wraps a long Swahili name to the room and drops the size where it cannot fit', () => {
    expect(wrapWords('Chumba cha kulala 2', 11)).toEqual(['Chumba cha', 'kulala 2']);
    const frame = planFrame(SMALL);
    const wide = roomLabel(frame, SMALL.storeys[0]!.rooms[0]!, 'Bedroom', SMALL.wall);
    expect(wide.dims).toBe('4.0 × 3.0 m');
    const store = {
      ...SMALL.storeys[0]!.rooms[1]!,
      rect: [0, 0, 1.2, 1.2] as [number, number, number, number],
    };
    const small = roomLabel(frame, store, 'Chumba cha kufulia', SMALL.wall);
    expect(small.dims).toBeUndefined();
    expect(small.lines.length).toBeGreaterThan(1);
  });
});

describe("'you are here'", () => {
  it('turns the panorama heading by the tour yaw, clockwise from north', () => {
    expect(viewHeading({ heading: 90 }, 0)).toBe(90);
    expect(viewHeading({ heading: -90 }, 0)).toBe(270);
    expect(viewHeading({ heading: 90 }, 45)).toBe(135);
    expect(viewHeading({ heading: 160 }, 250)).toBe(50);
    expect(viewHeading({ heading: 0 }, -30.5)).toBeCloseTo(329.5, 9);
  });

  it('draws the view wedge pointing the way the view faces', () => {
    // Facing east (90°) from (5, 5), a 90° wedge of radius 2: its corners are NE and SE of it.
    const d = viewWedge([5, 5], 90, 2, 90);
    expect(d).toBe('M5 5L6.41 3.59A2 2 0 0 1 6.41 6.41Z');
  });
});

describe('the plans as stored', () => {
  it('are valid and agree with their listings', () => {
    expect(Object.keys(stored).sort()).toEqual([
      'family-home-karen',
      'luxury-apartment-kilimani',
      'penthouse-riverside',
    ]);
    for (const [slug, raw] of Object.entries(stored)) {
      const plan = floorPlanSchema.parse(raw);
      const home = listing(slug);
      expect(floorPlanProblems({ ...home, tour: tours[slug], floorPlan: plan }), slug).toEqual([]);
      expect(countRooms(plan, 'bedroom'), slug).toBe(home.bedrooms);
      expect(countRooms(plan, 'bathroom'), slug).toBe(home.bathrooms);
      expect(Math.abs(totalInternalArea(plan) - home.size) / home.size, slug).toBeLessThanOrEqual(
        0.1,
      );
    }
  });

  it('place every room of the tour, and only those', () => {
    for (const [slug, raw] of Object.entries(stored)) {
      const plan = floorPlanSchema.parse(raw);
      const onPlan = plan.panoramas.map((p) => p.room).sort();
      expect(onPlan, slug).toEqual(tours[slug]!.rooms.map((r) => r.id).sort());
      for (const p of plan.panoramas) {
        const room = plan.storeys
          .find((s) => s.id === p.storey)!
          .rooms.find((r) => r.id === p.room)!;
        const [x0, z0, x1, z1] = room.rect;
        // The camera stands inside the room it shows.
        expect(
          p.at[0] > x0 && p.at[0] < x1 && p.at[1] > z0 && p.at[1] < z1,
          `${slug} ${p.room}`,
        ).toBe(true);
      }
    }
  });

  it('Karen has two storeys; the tour plan keeps only the one with panoramas', () => {
    expect(karen.storeys.map((s) => s.id)).toEqual(['ground', 'first']);
    const small = tourPlanOf(karen, { storey: (s) => s.name });
    expect(small.storeys.map((s) => s.id)).toEqual(['ground']);
    expect(small.spots.map((s) => s.room)).toEqual(['living-room', 'kitchen', 'main-bedroom']);
    // Small enough to travel as props.
    expect(JSON.stringify(small).length).toBeLessThan(1200);
  });
});

describe('the rules', () => {
  const home = {
    type: 'apartment',
    bedrooms: 1,
    bathrooms: 1,
    size: 18,
    tour: { rooms: [{ id: 'bedroom' }] },
  };
  it('accept a plan that agrees with the listing', () => {
    expect(floorPlanProblems({ ...home, floorPlan: SMALL })).toEqual([]);
  });
  it('name each disagreement', () => {
    const messages = floorPlanProblems({
      ...home,
      bedrooms: 2,
      size: 25,
      tour: { rooms: [{ id: 'bedroom' }, { id: 'kitchen' }] },
      floorPlan: SMALL,
    }).map((p) => p.message);
    expect(messages).toEqual([
      'shows 1 bedroom, but the listing has 2',
      "adds up to 18.0 m² inside, more than 10% from the listing's size (25 m²)",
      'does not place the tour\'s room "kitchen"',
    ]);
    expect(floorPlanProblems({ ...home, type: 'land', floorPlan: SMALL })[0]?.message).toBe(
      'is for homes only (type is land)',
    );
  });
  it('refuse a plan whose door or panorama names no room', () => {
    const broken = structuredClone(SMALL);
    broken.storeys[0]!.doors[0]!.rooms[1] = 'kitchen';
    broken.panoramas[0]!.room = 'attic';
    const result = floorPlanSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toContain('storeys.0.doors.0.rooms.1: names no room of this storey ("kitchen")');
    expect(issues).toContain('panoramas.0.room: names no room of storey "ground" ("attic")');
  });
});

describe('plans joined to listings, curated and generated', () => {
  it('stop the build on a plan of no listing, or a listing that carries its own', async () => {
    const { withFloorPlans } = await import('@/lib/listings/schema');
    const records = [{ slug: 'family-home-karen' }, { slug: 'x', floorPlan: {} }];
    expect(() => withFloorPlans(records, { ...stored, 'no-such-home': {} })).toThrow(
      /floor plan "no-such-home" in data\/floorplans\.json: no listing has that slug/,
    );
    expect(() => withFloorPlans(records, {})).toThrow(
      /listing "x", field "floorPlan": floor plans belong in data\/floorplans\.json/,
    );
  });

  it('give a generated home that borrows a tour the plan, and the rooms and size it shows', async () => {
    const { getListings } = await import('@/lib/listings/data');
    const { generateListings } = await import('@/lib/listings/sample');
    const curated = getListings();
    const generated = generateListings(300, curated, 254, '2026-11-23');
    const withPlan = generated.filter((l) => l.floorPlan);
    expect(withPlan.length).toBeGreaterThan(10);
    for (const home of withPlan) {
      const plan = home.floorPlan!;
      expect(countRooms(plan, 'bedroom'), home.slug).toBe(home.bedrooms);
      expect(countRooms(plan, 'bathroom'), home.slug).toBe(home.bathrooms);
      expect(home.title, home.slug).toContain(`${home.bedrooms} Bedroom`);
      expect(floorPlanProblems({ ...home, floorPlan: plan }), home.slug).toEqual([]);
    }
  });
});
