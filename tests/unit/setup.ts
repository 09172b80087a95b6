import fc from 'fast-check';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The property tests draw the same cases on every run, so the gate fails a commit for what the
// commit does, never for an unlucky draw. `npm run test:explore` draws new ones (FC_SEED=random,
// the seed printed on failure), and FC_SEED=<n> replays a failure it found.
const seed = process.env.FC_SEED;
if (seed !== 'random') fc.configureGlobal({ seed: seed ? Number(seed) : 20261127 });
