import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Next turns `import 'server-only'` into a build error inside client bundles; in unit
      // tests, as in the build scripts (scripts/load-ts.mjs), it is the empty module Next uses
      // on the server.
      'server-only': fileURLToPath(
        new URL('./node_modules/next/dist/compiled/server-only/empty.js', import.meta.url),
      ),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Vitest leaves a core free by default: on a 2-core machine that is one worker, and the suite
    // took 92 s instead of 60.
    maxWorkers: availableParallelism(),
    setupFiles: ['tests/unit/setup.ts'],
  },
});
