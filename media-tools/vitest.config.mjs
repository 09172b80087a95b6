// @ts-check
// Tests of the media tools only: `npm run test:media` from the repository root (`npm test` in
// this folder). The product's own tests (vitest.config.ts at the root) do not include these, so
// the site's test run does not depend on the renderer's internals.

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Paths below are relative to media-tools/, wherever vitest is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['tests/**/*.test.mjs'],
    environment: 'node',
  },
});
