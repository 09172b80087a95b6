import 'server-only';
import { statSync } from 'node:fs';
import path from 'node:path';
import budgets from '@/budgets.json';
import type { Tour, Video } from './schema';

/*
 * What a listing's tour and video cost to load, from the files' sizes at build time, so their
 * buttons can say it before anything is fetched ('360° tour · 2.3 MB'). Files are served from
 * public/ as they are (checkListingFiles makes sure they exist).
 */

// Generated listings share a handful of files: each is measured once.
const sizes = new Map<string, number>();
function bytesOf(url: string): number {
  let size = sizes.get(url);
  if (size === undefined) {
    size = statSync(path.join(process.cwd(), 'public', url)).size;
    sizes.set(url, size);
  }
  return size;
}

/**
 * The whole tour: every room's panorama and thumbnail, and the viewer's script at most (the
 * weight gate holds that chunk within budgets.json's `tourJs`, gzip bytes). A visitor who opens
 * only some rooms spends less: the label is what the whole tour may cost.
 */
export function tourBytes(tour: Tour): number {
  const files = tour.rooms.reduce(
    (sum, room) => sum + bytesOf(room.panorama) + bytesOf(room.thumbnail),
    0,
  );
  return files + budgets.tourJs;
}

/** The video: the larger of its two files (the browser plays one, whichever it supports). */
export function videoBytes(video: Video): number {
  return Math.max(bytesOf(video.webm), bytesOf(video.mp4));
}
