import 'server-only';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_ENV } from '@/lib/site/env';
import { isPipelinePhoto, photoSourceFile } from './photos';
import { planFileSource } from './plan-file';
import { ListingDataError, type Listing } from './schema';

/**
 * Every file a listing points at must exist, or the page would show a broken image or video.
 * Listing photos are sources in data/ (the build makes their variants); everything else is
 * served from public/ as it is.
 */
export function checkListingFiles(
  listings: readonly Listing[],
  root = process.cwd(),
  dataDir = BUILD_ENV.listingsData,
): void {
  const problems: string[] = [];
  // Generated listings share a handful of files: look each one up once.
  const found = new Map<string, boolean>();
  const exists = (file: string) => {
    let result = found.get(file);
    if (result === undefined) found.set(file, (result = existsSync(file)));
    return result;
  };
  const need = (listing: Listing, field: string, url: string) => {
    const file = isPipelinePhoto(url)
      ? path.join(root, photoSourceFile(url, dataDir))
      : path.join(root, 'public', url);
    if (!exists(file))
      problems.push(
        `listing "${listing.slug}", field "${field}": no file ${path.relative(root, file)}`,
      );
  };
  for (const listing of listings) {
    listing.images.forEach((image, i) => need(listing, `images[${i}]`, image));
    need(listing, 'agent.photo', listing.agent.photo);
    listing.bankAds.forEach((ad, i) => need(listing, `bankAds[${i}].logo`, ad.logo));
    listing.insuranceAds.forEach((ad, i) => need(listing, `insuranceAds[${i}].logo`, ad.logo));
    // An agency's floor plan: its file, of the size the page states.
    const plan = listing.floorPlanFile;
    if (plan) {
      const file = path.join(root, planFileSource(plan.src, dataDir));
      if (!exists(file))
        problems.push(
          `listing "${listing.slug}", field "floorPlanFile.src": no file ${path.relative(root, file)}`,
        );
      else if (statSync(file).size !== plan.bytes)
        problems.push(
          `listing "${listing.slug}", field "floorPlanFile.bytes": is ${plan.bytes}, but the file has ${statSync(file).size} bytes`,
        );
    }
    listing.tour?.rooms.forEach((room, i) => {
      need(listing, `tour.rooms[${i}].panorama`, room.panorama);
      need(listing, `tour.rooms[${i}].thumbnail`, room.thumbnail);
    });
    if (listing.video) {
      need(listing, 'video.webm', listing.video.webm);
      need(listing, 'video.mp4', listing.video.mp4);
      need(listing, 'video.poster', listing.video.poster);
    }
  }
  if (problems.length > 0) {
    throw new ListingDataError(
      `Listing data points at missing files (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}
