// Small file-system helpers shared by the build scripts.
import { stat } from 'node:fs/promises';

/** Whether a file or folder exists. */
export async function exists(file) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
