/**
 * What the import asks of the photo step (photos.ts): each source, an https address or a path
 * inside the imported file's folder, made into the site's 1600×1067 JPEG, or a one-line problem
 * naming what is wrong. The import takes the step as a parameter (run-import.ts), so that its
 * tests run without sharp or a network.
 */
export interface PhotoOptions {
  /** The folder relative sources are read from: the imported file's own. */
  baseDir: string;
  /** Milliseconds a download may take in all (default 20_000). */
  timeoutMs?: number;
  /** Largest download or local file accepted, bytes (default 25 MB). */
  maxBytes?: number;
  /** Extra CA certificates (PEM) trusted for https downloads: for tests against a local server. */
  ca?: string;
}

export type PhotoResult = { ok: true; jpeg: Buffer } | { ok: false; problem: string };

export type PreparePhotos = (
  sources: readonly string[],
  options: PhotoOptions,
) => Promise<PhotoResult[]>;
