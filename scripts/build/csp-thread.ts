// A thread of scripts/build/csp.ts: writes the policy into each page of a batch and answers with
// the pages' lines of the nginx map.
import { secureBatch, type PageRef, type Secured } from './csp';
import { serveJobs } from './threads';

serveJobs<PageRef[], Secured[]>(secureBatch);
