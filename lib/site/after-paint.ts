/**
 * The framework's scripts start after the page's first paint.
 *
 * Next writes its chunks as `<script src async>` in the `<head>`, with `<link rel=preload>` for
 * some: a phone starts fetching about 140 KB of script (gzip) at once, beside the page's main
 * photo, its stylesheet and its font, and runs them as they arrive, before the first frame. On
 * a slow network the photo then shares the link with the scripts, and the first paint waits for
 * them: Lighthouse's slow-4G phone drew the home page's photo 1.9 s after it had arrived, and an
 * unthrottled trace showed the paint after the scripts. The page's HTML is complete without them
 * (every island is rendered on the server), so they can wait until it is painted.
 *
 * The build (scripts/build/csp.ts, which rewrites every page anyway) takes those tags out and
 * puts one small inline loader at the end of `<body>`, naming the chunks in an attribute. The
 * loader adds them once the page and its main images are painted (AFTER_PAINT_LOADER, below).
 * Its text is the same on every page, so the pages' policies allow it by one hash
 * (lib/security/csp.ts). The `noModule` polyfill stays as it was: browsers
 * that run modules never fetch it.
 */

/**
 * A page that paints its main content with a small script of its own (/saved/ with a shared
 * shortlist, lib/saved/prepaint.ts) sets this global, before the loader runs, to a promise of
 * that paint: the loader then starts the chunks when it settles, instead of waiting for the first
 * paint and the page's main images.
 */
export const PAINT_FIRST_GLOBAL = '__paintFirst';

/** The attribute of the loader listing the chunks it starts, in the order Next wrote them. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

// A script Next starts at once: an async external chunk of the build (not the noModule polyfill).
const ASYNC_CHUNK =
  /<script\b(?=[^>]*\basync="")(?![^>]*\bnoModule)[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"[^>]*><\/script>/g;
// Next's preload hints of the same chunks, which would fetch them before the first paint anyway.
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/g;

/** How long the loader waits for the page's main images before it starts the scripts anyway. */
export const AFTER_PAINT_LIMIT_MS = 3000;

/**
 * The loader. Plain ES5 in one expression: it runs before any of the framework's code, in every
 * browser the site supports. It starts the chunks, once, a frame after both:
 * - the page's first contentful paint (a browser that does not report paints counts it done);
 * - the decoding of its main images, those it fetches at high priority (a listing's first
 *   photo, an area's map), or their failure;
 * so the page's largest paint is never behind them. A page that paints its own main content says
 * when it is done instead (PAINT_FIRST_GLOBAL), and the chunks start then. A page hidden from the
 * start (a tab opened in the background) starts them at `load`, and a time limit starts them
 * whatever happens.
 */
export const AFTER_PAINT_LOADER =
  '(function(){var d=document,w=window,s=d.currentScript,' +
  'go=function(){if(!s)return;' +
  `var l=s.getAttribute("${AFTER_PAINT_ATTRIBUTE}").split(" ");s=null;` +
  'for(var i=0;i<l.length;i++){var e=d.createElement("script");e.src=l[i];e.async=true;d.head.appendChild(e)}},' +
  `f=w.${PAINT_FIRST_GLOBAL},` +
  'm=d.querySelectorAll("img[fetchpriority=high]"),n=m.length+1,' +
  'one=function(){if(--n===0)requestAnimationFrame(function(){setTimeout(go)})},' +
  'P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[];' +
  'if(f)f.then(go,go);else{' +
  'for(var j=0;j<m.length;j++)m[j].decode().then(one,one);' +
  'if(t.indexOf("paint")<0)one();else{var o=new P(function(r){' +
  'if(o&&r.getEntriesByName("first-contentful-paint").length){o.disconnect();o=null;one()}});' +
  'o.observe({type:"paint",buffered:true})}}' +
  'if(d.visibilityState==="hidden")addEventListener("load",go);' +
  `setTimeout(go,${AFTER_PAINT_LIMIT_MS})})()`;

/**
 * The page with its framework chunks started after the first paint. A page without such chunks
 * (none to move, or already moved by an earlier run) is returned as it is. Every page goes
 * through it, /compare/ too, whose table the scripts draw: its largest paint is its intro, and
 * with Next's tags its scripts raced that paint (Lighthouse's LCP 1.1 to 2.3 s, then 0.9 to 1.4).
 */
export function startScriptsAfterPaint(html: string): string {
  const chunks = [...html.matchAll(ASYNC_CHUNK)].map((match) => match[1]!);
  if (chunks.length === 0) return html;
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('a page with scripts but no </body>: cannot start them after paint');
  const loader = `<script ${AFTER_PAINT_ATTRIBUTE}="${[...new Set(chunks)].join(' ')}">${AFTER_PAINT_LOADER}</script>`;
  const body = html.slice(0, end).replace(ASYNC_CHUNK, '').replace(SCRIPT_PRELOAD, '');
  return `${body}${loader}${html.slice(end)}`;
}

/** The chunks a page's loader starts after its first paint (none on a page without one). */
export function scriptsAfterPaint(html: string): string[] {
  const list = html.match(new RegExp(`<script ${AFTER_PAINT_ATTRIBUTE}="([^"]*)"`))?.[1];
  return list ? list.split(' ').filter(Boolean) : [];
}
