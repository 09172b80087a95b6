// Types for scripts/load-ts.mjs, for the Playwright specs that load the project's modules with it.
export const ROOT: string;
export function loadTs<T = Record<string, unknown>>(file: string): Promise<T>;
