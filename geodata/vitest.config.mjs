// @ts-check
// Tests of the geodata preparation only: `npm test` in this folder, or `npm test -w geodata` from
// the repository root. They cover the pure parts (geometry, names, the shared-border topology);
// the whole run is checked by running it on the open data and diffing data/geo/.

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Paths below are relative to geodata/, wherever vitest is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['tests/**/*.test.mjs'],
    environment: 'node',
  },
});
