/**
 * Listings per page, everywhere: a static result page (/listings/ is page 1, /listings/page/2/
 * onwards hold the rest, so every listing is a few links away for a crawler or a visitor without
 * JavaScript), and each 'Load More Properties' step, so page 2 holds what one click on page 1
 * shows.
 */
export const PAGE_SIZE = 12;

export function pageCount(total: number, perPage = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The rows of one page, as [start, end) positions. */
export function pageRange(page: number, total: number, perPage = PAGE_SIZE) {
  const start = (page - 1) * perPage;
  return { start, end: Math.min(total, start + perPage) };
}

/**
 * Page numbers for a pager: the first, the last, and two either side of the current one, with
 * 'gap' where numbers are left out. Every page is reachable in a few steps this way, and the
 * list stays short at any size.
 */
export function pageWindow(current: number, last: number, spread = 2): (number | 'gap')[] {
  const shown = new Set<number>([1, last]);
  for (let p = current - spread; p <= current + spread; p++) if (p >= 1 && p <= last) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) out.push('gap');
    out.push(page);
  });
  return out;
}
