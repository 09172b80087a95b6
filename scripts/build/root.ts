import { fileURLToPath } from 'node:url';

/** The project's folder: every build step reads and writes relative to it. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
