// Pager page list, spec 2.13 and 9 ("Pager: ±2 pages around the current page"): the first page,
// the last page, the current page and two pages either side, with '...' for every gap.

export const PAGER_SIBLINGS = 2;
export const PAGER_SCROLL_MS = 200;

export type PagerItem = number | 'gap';

export function computePagerItems(current: number, totalPages: number): PagerItem[] {
  if (!Number.isFinite(totalPages) || totalPages < 1) return [];
  const total = Math.floor(totalPages);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  const pages = new Set<number>([1, total]);
  for (let p = page - PAGER_SIBLINGS; p <= page + PAGER_SIBLINGS; p += 1) {
    if (p >= 1 && p <= total) pages.add(p);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push('gap');
    items.push(p);
  });
  return items;
}
