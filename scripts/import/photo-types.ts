/**
 * What the import asks of the photo step (photos.ts): each source, an https address or a path
 * inside the imported file's folder, made into the site's 1600×1067 JPEG, or a one-line problem
 * naming what is wrong. The import takes the step as a parameter (run-import.ts), so that its
 * tests run without sharp or a network.
 */
export interface PhotoOptions {
  /** The folder relative sources are read from: the imported file's own. */
  baseDir: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** Extra certificate authorities (PEM) for https sources. */
  ca?: string;
}

export type PhotoResult = { ok: true; jpeg: Buffer } | { ok: false; problem: string };

export type PreparePhotos = (
  sources: readonly string[],
  options: PhotoOptions,
) => Promise<PhotoResult[]>;

/** The shape of photos.ts, which the command loads when it runs. */
export interface PhotosModule {
  preparePhotos: PreparePhotos;
}
