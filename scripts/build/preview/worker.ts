// A render thread of scripts/build/preview-images.ts: takes listing jobs from the parent one at a
// time and answers each with the size of the image written (or the error).
import sharp from 'sharp';
import { serveJobs } from '../threads';
import { listingRenderer, type ListingJob } from './render';

// One thread per core already; libvips threads inside each would only compete with each other.
sharp.concurrency(1);
serveJobs<ListingJob, number>(listingRenderer());
