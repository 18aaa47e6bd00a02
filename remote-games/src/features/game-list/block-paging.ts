/**
 * The game list block shows 21 games on its first page and 18 on each later one (spec section 9),
 * while the API pages with a fixed `pageSize` (request defaults: pageNo 1, pageSize 24,
 * clientType 3). The block never asks the server for odd page sizes: it always requests
 * pageSize 24 pages and cuts its own pages out of them.
 *
 * Block page p holds catalogue items [start, start + count):
 *   p = 1 → start 0, count 21;   p ≥ 2 → start 21 + 18 (p − 2), count 18.
 * Those items lie in one or two API pages of 24 (count ≤ 24), e.g. block page 2 = items 21–38 =
 * the last 3 of API page 1 and the first 15 of API page 2. Each API page is one cached query, so
 * paging forward usually costs one request. Block page count: 1 + ceil((total − 21) / 18).
 */
export const FIRST_PAGE_SIZE = 21;
export const LATER_PAGE_SIZE = 18;
export const API_PAGE_SIZE = 24;
export const CLIENT_TYPE = 3;

export interface BlockSlice {
  /** First catalogue index (0-based) of the block page. */
  start: number;
  count: number;
  /** API pages (1-based, pageSize 24) that hold it. */
  apiPages: number[];
}

export function blockSlice(page: number, apiPageSize = API_PAGE_SIZE): BlockSlice {
  const p = Math.max(1, Math.floor(page));
  const start = p === 1 ? 0 : FIRST_PAGE_SIZE + (p - 2) * LATER_PAGE_SIZE;
  const count = p === 1 ? FIRST_PAGE_SIZE : LATER_PAGE_SIZE;
  const first = Math.floor(start / apiPageSize) + 1;
  const last = Math.floor((start + count - 1) / apiPageSize) + 1;
  const apiPages: number[] = [];
  for (let n = first; n <= last; n++) apiPages.push(n);
  return { start, count, apiPages };
}

export function blockPageCount(total: number): number {
  if (total <= 0) return 0;
  if (total <= FIRST_PAGE_SIZE) return 1;
  return 1 + Math.ceil((total - FIRST_PAGE_SIZE) / LATER_PAGE_SIZE);
}

/** Cut the block page out of the API pages that hold it (`pages[n]` = games of API page n). */
export function cutBlockPage<T>(
  slice: BlockSlice,
  pages: Map<number, T[]>,
  apiPageSize = API_PAGE_SIZE,
): T[] {
  const out: T[] = [];
  for (const n of slice.apiPages) {
    const games = pages.get(n) ?? [];
    const pageStart = (n - 1) * apiPageSize;
    for (let i = 0; i < games.length; i++) {
      const index = pageStart + i;
      if (index >= slice.start && index < slice.start + slice.count) out.push(games[i]);
    }
  }
  return out;
}
