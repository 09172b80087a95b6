import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import { rootCertificates } from 'node:tls';

/**
 * Downloading one photo of a listings file from its https address, within a time and a size: an
 * agency's file may name a slow server, a huge file or a page that is not the photo, and the
 * import must answer each in a line an office can act on rather than hang or fill the memory.
 * Built on node:https rather than fetch, whose options cannot add a trusted certificate (the
 * tests serve photos from a local server with its own).
 */

export interface DownloadLimits {
  /** Milliseconds the whole download may take, redirects included. */
  timeoutMs: number;
  /** Largest body accepted, bytes. */
  maxBytes: number;
  /** Extra CA certificates (PEM) trusted besides the usual ones. */
  ca?: string;
}

/** The body, or what went wrong as the end of a sentence whose subject is the photo. */
export type Downloaded = { ok: true; bytes: Buffer } | { ok: false; problem: string };

/** How many times an address may send the download on to another. */
export const MAX_REDIRECTS = 3;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

// What an office can do something about, for the statuses servers answer most.
const STATUS_WORDS: Record<number, string> = {
  400: 'the address is not valid',
  401: 'it needs a sign-in',
  403: 'access is refused',
  404: 'not found',
  410: 'removed',
  429: 'too many requests; try again later',
};

/** One step of a download: a body, another address to go to, or the end. */
type Hop = { kind: 'body'; bytes: Buffer } | { kind: 'redirect'; to: string } | Failed;
type Failed = { kind: 'failed'; problem: string };

/** '25 MB', '1.5 MB', '900 KB', '120 bytes': sizes in the decimal units file managers show. */
export function sizeText(bytes: number): string {
  if (bytes >= 1_000_000) return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} bytes`;
}

export function tooLarge(bytes: number | undefined, maxBytes: number): string {
  const size =
    bytes === undefined ? `is larger than ${sizeText(maxBytes)}` : `is ${sizeText(bytes)}`;
  return `${size}; photos may be at most ${sizeText(maxBytes)}`;
}

export function statusProblem(status: number): string {
  const words = STATUS_WORDS[status] ?? (status >= 500 ? 'a fault on the server' : undefined);
  return `could not be downloaded: the address answered ${status}${words ? ` (${words})` : ''}`;
}

/** A failed connection in words: the codes are Node's, the reader is an office. */
export function connectionProblem(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return 'could not be downloaded: no server has that name (check the address)';
  if (code === 'ECONNREFUSED') return 'could not be downloaded: the server refused the connection';
  if (/CERT|SIGNATURE|SELF_SIGNED|ALTNAME/.test(code))
    return "could not be downloaded: the server's certificate is not valid";
  if (code === 'ECONNRESET' || code === 'EPIPE')
    return 'could not be downloaded: the connection broke before the end';
  return `could not be downloaded (${code || 'the connection failed'})`;
}

/** The whole download, following at most MAX_REDIRECTS redirects, each to https only. */
export async function download(address: string, limits: DownloadLimits): Promise<Downloaded> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  const timedOut: Downloaded = {
    ok: false,
    problem: `could not be downloaded within ${secondsText(limits.timeoutMs)}`,
  };
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects += 1) {
      const hop = await fetchOnce(url, limits, controller.signal);
      if (controller.signal.aborted) return timedOut;
      if (hop.kind === 'body') return { ok: true, bytes: hop.bytes };
      if (hop.kind === 'failed') return { ok: false, problem: hop.problem };
      if (redirects === MAX_REDIRECTS)
        return {
          ok: false,
          problem: `could not be downloaded: the address sent it on more than ${MAX_REDIRECTS} times`,
        };
      const next = URL.canParse(hop.to, url) ? new URL(hop.to, url) : undefined;
      if (next?.protocol !== 'https:')
        return {
          ok: false,
          problem:
            'could not be downloaded: the address sent it on to an address that is not https',
        };
      url = next;
    }
  } catch (error) {
    return controller.signal.aborted ? timedOut : { ok: false, problem: connectionProblem(error) };
  } finally {
    clearTimeout(timer);
  }
}

function secondsText(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/**
 * One request. Settles once, whatever the order of the events a broken connection raises; the
 * request is destroyed whenever the body is not wanted, so no socket is left open.
 */
function fetchOnce(url: URL, limits: DownloadLimits, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (hop: Hop) => {
      if (settled) return;
      settled = true;
      resolve(hop);
    };
    const request = https.get(
      url,
      {
        signal,
        agent: false,
        // Node's `ca` replaces the usual authorities; an extra one is added to them instead.
        ca: limits.ca === undefined ? undefined : [...rootCertificates, limits.ca],
        headers: { accept: 'image/*', 'user-agent': 'Nyumba360-import' },
      },
      (response) => {
        const end = (hop: Hop) => {
          settle(hop);
          request.destroy();
        };
        readResponse(response, limits.maxBytes, end);
      },
    );
    request.on('error', (error) => settle({ kind: 'failed', problem: connectionProblem(error) }));
  });
}

function readResponse(response: IncomingMessage, maxBytes: number, end: (hop: Hop) => void) {
  const status = response.statusCode ?? 0;
  const location = response.headers.location;
  if (REDIRECTS.has(status) && location) return end({ kind: 'redirect', to: location });
  if (status < 200 || status > 299) return end({ kind: 'failed', problem: statusProblem(status) });
  // Refused before a byte of the body when the server says how long it is.
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes)
    return end({ kind: 'failed', problem: tooLarge(declared, maxBytes) });

  const chunks: Buffer[] = [];
  let received = 0;
  response.on('data', (chunk: Buffer) => {
    received += chunk.length;
    // Counted as it arrives: a body without a length, or longer than its length, stops here.
    if (received > maxBytes) end({ kind: 'failed', problem: tooLarge(undefined, maxBytes) });
    else chunks.push(chunk);
  });
  response.on('end', () => end({ kind: 'body', bytes: Buffer.concat(chunks) }));
  const broken: Failed = { kind: 'failed', problem: connectionProblem({ code: 'ECONNRESET' }) };
  response.on('error', () => end(broken));
  response.on('close', () => {
    if (!response.complete) end(broken);
  });
}
