/**
 * The files of /search-index/ (the search index, the keyword index, the places), each fetched
 * once per page load and shared by everything that asks; a failed fetch is forgotten, so 'Try
 * again' really asks again. Their names are content hashes: a 404 means a newer build replaced
 * the file this page names (StaleFileError), which a reload fixes.
 */

/** The file this page names is gone: a newer build replaced it. */
export class StaleFileError extends Error {
  override name = 'StaleFileError';
}

const files = new Map<string, Promise<unknown>>();

/** The JSON at `path`, checked by `read`, fetched once per page load. */
export function fetchOnce<T>(path: string, read: (data: unknown) => T): Promise<T> {
  let pending = files.get(path) as Promise<T> | undefined;
  if (!pending) {
    pending = fetch(path)
      .then((response) => {
        if (response.status === 404) throw new StaleFileError(path);
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        return response.json();
      })
      .then(read);
    pending.catch(() => files.delete(path));
    files.set(path, pending);
  }
  return pending;
}

/** For tests: forget what was fetched. */
export function forgetFetched() {
  files.clear();
}
