// @ts-check
// An eighth of an acre (50 x 100 ft) in Baraka Gardens, Kitengela: plot E2 of the finished
// subdivision, on the east side of the estate's murram road, four white beacons at its
// corners and a new bungalow on the plot next door (E3). Drawn with the estate of the project
// (plans/developments/baraka-gardens-kitengela.mjs), so the plot stands among the same houses,
// acacias and beacons as the project's photos show.
//
//   z (north)
//   ^        E3: new house next door
//   |   r  b------------------b
//   |   o  |   plot E2        |   15.24 x 30.48 m
//   |   a  |                  |
//   |   d  b------------------b
//   +------------------------------------------------> x (east)

import { estatePlan, plotRect } from './developments/baraka-gardens-kitengela.mjs';

const [x0, z0, x1, z1] = plotRect('E', 2);
const front = (z0 + z1) / 2;

/** @type {import('../scene.mjs').Plan} */
const plan = estatePlan({
  slug: 'baraka-gardens-eighth-acre-plot-kitengela',
  stage: 'ready',
  photos: [
    // From across the estate road: the road in front, the plot's front beacons, the house
    // next door on the left.
    { room: 'estate road', position: [-2.2, 1.65, z0 - 2.5], yaw: 64, pitch: -2 },
    // From the plot's back beacons, across it to the estate road and the plots opposite.
    { room: 'plot', position: [x1 - 1.2, 1.65, front - 2], yaw: -84, pitch: -5 },
  ],
  marked: [['E', 2]],
  views: [
    [-2.2, z0 - 2.5],
    [x1 - 1.2, front - 2],
    [x0 + 12, front],
  ],
});

export default plan;
