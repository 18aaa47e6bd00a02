/**
 * Page buttons the way the spec's game list block lays them out (react-paginate semantics):
 * `range` pages around the current one, `margin` pages at each end, an ellipsis for each gap.
 */
export type PageItem = number | 'ellipsis';

export function paginationItems(current: number, totalPages: number, range = 3, margin = 1): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= range + 2 * margin) return Array.from({ length: totalPages }, (_, i) => i + 1);
  // Window of `range` pages containing `current`, kept inside 1..totalPages.
  let start = current - Math.floor(range / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > totalPages) {
    start -= end - totalPages;
    end = totalPages;
  }
  const pages = new Set<number>();
  for (let p = 1; p <= margin; p++) pages.add(p);
  for (let p = start; p <= end; p++) pages.add(p);
  for (let p = totalPages - margin + 1; p <= totalPages; p++) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: PageItem[] = [];
  sorted.forEach((p, i) => {
    if (i > 0) {
      const gap = p - sorted[i - 1];
      // A gap of one page is shown as that page rather than an ellipsis hiding it.
      if (gap === 2) out.push(p - 1);
      else if (gap > 2) out.push('ellipsis');
    }
    out.push(p);
  });
  return out;
}
