// Shared helpers for the quality gates: paths, serving the export, results and tables.
import { scriptsAfterPaint } from '@/lib/site/after-paint';
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { BUILD_ENV } from '@/lib/site/env';
import { NON_PAGE_FOLDERS } from '../../build/fs-utils';
import { ROOT } from '../../build/root';

export { ROOT };
/** The export the gates check: out/, or the folder NEXT_EXPORT_DIR names (lib/site/env.ts). */
export const OUT = path.join(ROOT, BUILD_ENV.exportDir);
export const REPORTS = path.join(ROOT, 'reports');

/** The gates `npm run report` runs, in its order; each is `gates/<name>.ts` beside this file. */
export const GATES = ['html', 'links', 'weight', 'a11y', 'lighthouse', 'headers'] as const;
export type GateName = (typeof GATES)[number];

/** One cell of a printed table. */
export type Cell = string | number;

/** What a gate found: passed or not, its figures in one line, and optionally a table of them. */
export interface GateResult {
  ok: boolean;
  summary: string;
  headers?: string[];
  rows?: Cell[][];
}

/** A gate's result as it keeps it in reports/<gate>.json for `npm run report`. */
export const gateReport = z.object({
  gate: z.string(),
  ok: z.boolean(),
  summary: z.string(),
  headers: z.array(z.string()).optional(),
  rows: z.array(z.array(z.union([z.string(), z.number()]))).optional(),
});
export type GateReport = z.infer<typeof gateReport>;

/** Every file under a folder, as paths relative to it. */
export async function listFiles(dir: string, base: string = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? listFiles(path.join(dir, e.name), base)
        : [path.relative(base, path.join(dir, e.name))],
    ),
  );
  return files.flat().sort();
}

/** A static server started by serveExport, and how to stop it. */
/** The export's pages: its HTML files, without the folders of assets and fragments. */
export async function pageFiles(): Promise<string[]> {
  return (await listFiles(OUT)).filter(
    (file) => file.endsWith('.html') && !NON_PAGE_FOLDERS.has(file.split('/')[0]!),
  );
}

export interface ExportServer {
  url: string;
  close: () => void;
}

/**
 * Serves an export (out/ unless told) with the same plain static server the e2e tests use;
 * resolves to its URL.
 */
export async function serveExport(port: number, dir: string = OUT): Promise<ExportServer> {
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'serve'),
    [
      path.relative(ROOT, dir),
      '--listen',
      String(port),
      '--no-clipboard',
      '--no-port-switching',
      // serve reads its config relative to the folder it serves.
      '--config',
      path.relative(dir, path.join(ROOT, 'serve.json')),
    ],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) return { url, close: () => child.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`static server on port ${port} did not start`);
}

/** Prints rows as an aligned text table. */
export function table(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: readonly Cell[]) =>
    cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Keeps a gate's figures for `npm run report`, and sets the exit code when it failed. */
export async function finish(
  gate: GateName,
  { ok, summary, headers, rows }: GateResult,
): Promise<void> {
  await mkdir(REPORTS, { recursive: true });
  const report: GateReport = { gate, ok, summary, headers, rows };
  await writeFile(path.join(REPORTS, `${gate}.json`), JSON.stringify(report, null, 2));
  console.log(`\n${gate}: ${ok ? 'PASS' : 'FAIL'} - ${summary}`);
  if (headers && rows?.length) console.log(table(headers, rows));
  if (!ok) process.exitCode = 1;
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const gzipSizes = new Map<string, Promise<number>>();
/** A file's size after gzip -9, in bytes (remembered: pages share their assets). */
export function gzipSize(file: string): Promise<number> {
  let size = gzipSizes.get(file);
  if (!size) {
    size = readFile(file).then((data) => gzipSync(data, { level: 9 }).length);
    gzipSizes.set(file, size);
  }
  return size;
}

/** The attributes of each opening tag `name` in some HTML, as maps of lower-cased names. */
function tags(html: string, name: string): Map<string, string>[] {
  const attribute = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(
    (tag) =>
      new Map(
        [...(tag[1] ?? '').matchAll(attribute)].map((a) => [
          (a[1] ?? '').toLowerCase(),
          a[2] ?? a[3] ?? a[4] ?? '',
        ]),
      ),
  );
}

/** What a first visit to a page downloads, gzip bytes (see pageWeight). */
export interface PageWeight {
  /** Scripts a browser that runs modules downloads. */
  js: number;
  /** Scripts marked `nomodule`, which only older browsers fetch. */
  polyfill: number;
  css: number;
  html: number;
  /** The page's HTML as read, for gates that look inside it. */
  text: string;
  /** The URLs behind each figure. */
  files: { js: string[]; polyfill: string[]; css: string[] };
}

/**
 * What a first visit to a page downloads before any interaction, gzip bytes: its HTML, and
 * every script and stylesheet the HTML loads. `file` is relative to the export `dir`.
 * `js` is what a modern browser downloads; scripts marked `nomodule` (Next's polyfill chunk,
 * written as `<script src="..." noModule="">`) are skipped by any browser that runs modules,
 * so they are counted apart, in `polyfill`. `files` lists the URLs behind each figure.
 */
export async function pageWeight(file: string, dir: string = OUT): Promise<PageWeight> {
  const html = await readFile(path.join(dir, file), 'utf8');
  const ext = (url: string | undefined, extension: string) =>
    url?.split(/[?#]/)[0]?.endsWith(extension) ?? false;
  const scripts = tags(html, 'script').filter((a) => ext(a.get('src'), '.js'));
  const unique = (list: (string | undefined)[]) => [
    ...new Set(list.filter((url): url is string => url !== undefined)),
  ];
  const polyfill = unique(scripts.filter((a) => a.has('nomodule')).map((a) => a.get('src')));
  // The chunks a loader starts after the first paint are first-load scripts too
  // (lib/site/after-paint.ts).
  const js = unique([
    ...scripts.filter((a) => !a.has('nomodule')).map((a) => a.get('src')),
    ...scriptsAfterPaint(html),
  ]);
  const css = unique(
    tags(html, 'link')
      .filter(
        (a) =>
          (a.get('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet') &&
          ext(a.get('href'), '.css'),
      )
      .map((a) => a.get('href')),
  );
  const total = async (list: string[]) =>
    (
      await Promise.all(
        list.map((url) =>
          gzipSize(
            path.join(dir, (url.replace(/&amp;/g, '&').split(/[?#]/)[0] ?? '').replace(/^\//, '')),
          ),
        ),
      )
    ).reduce((a, b) => a + b, 0);
  return {
    js: await total(js),
    polyfill: await total(polyfill),
    css: await total(css),
    html: await gzipSize(path.join(dir, file)),
    text: html,
    files: { js, polyfill, css },
  };
}
