import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/*
 * A static server whose folder can be swapped while it runs: a deploy of one export over
 * another at the same address, as a CDN does it, for the offline worker's tests. Serves the
 * export as the plain server does (index.html for a folder, 404.html for a miss), and lets a
 * test put one file in place of the export's (the kill switch deployed as /sw.js).
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
};

export interface SwitchServer {
  origin: string;
  /** Serves this export from the next request on. */
  deploy(root: string): void;
  /** Serves `body` at `pathname` instead of the export's file. */
  replace(pathname: string, body: Buffer | string): void;
  close(): Promise<void>;
}

export async function startSwitchServer(root: string): Promise<SwitchServer> {
  let current = root;
  const replaced = new Map<string, Buffer | string>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const override = replaced.get(pathname);
      if (override !== undefined) {
        response.writeHead(200, { 'content-type': TYPES[path.extname(pathname)] ?? 'text/plain' });
        response.end(override);
        return;
      }
      let file = path.join(current, path.normalize(pathname));
      if (!file.startsWith(current)) file = path.join(current, '404.html');
      try {
        if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
        const body = await readFile(file);
        response.writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        });
        response.end(body);
      } catch {
        response.writeHead(404, { 'content-type': TYPES['.html']! });
        response.end(await readFile(path.join(current, '404.html')).catch(() => 'Not found'));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy: (next) => {
      current = next;
    },
    replace: (pathname, body) => replaced.set(pathname, body),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
