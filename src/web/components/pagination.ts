/**
 * Which page numbers a pager shows (pure, unit-tested).
 * @module
 */

/** A page number, or a gap between numbers. */
export type PageItem = number | 'gap';

/**
 * The pages to show: first, last, the current one and `siblings` on each side, with gaps elsewhere.
 * E.g. current 6 of 20 → 1, gap, 5, 6, 7, gap, 20.
 * @param current - current page, 1-based
 * @param total - number of pages (0 or 1 gives no pager)
 * @param siblings - neighbours shown on each side of the current page
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 1) return [];
  const pages = new Set<number>([1, total]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}
