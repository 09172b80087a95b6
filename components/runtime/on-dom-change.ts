/**
 * Calls `sync` once in the next frame after the page's DOM changes (cards drawn by an island, a
 * search, Load More, the map's list), however many changes that frame brings. Used by the
 * runtimes that keep server-drawn markup in step with the device (lists, currency).
 */
export function onDomChange(sync: () => void, options: MutationObserverInit = {}): void {
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      sync();
    });
  }).observe(document.body, { childList: true, subtree: true, ...options });
}
