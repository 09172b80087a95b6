// Types for build/load-ts.mjs, so TypeScript tests can load the project's modules the same way.
export const ROOT: string;
export function loadTs<T = Record<string, unknown>>(file: string): Promise<T>;
