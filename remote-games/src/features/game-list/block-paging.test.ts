import { blockPageCount, blockSlice, cutBlockPage } from './block-paging';

describe('block paging (21 then 18, on API pages of 24)', () => {
  it('maps block pages onto API pages of 24', () => {
    expect(blockSlice(1)).toEqual({ start: 0, count: 21, apiPages: [1] });
    expect(blockSlice(2)).toEqual({ start: 21, count: 18, apiPages: [1, 2] });
    expect(blockSlice(3)).toEqual({ start: 39, count: 18, apiPages: [2, 3] });
    expect(blockSlice(4)).toEqual({ start: 57, count: 18, apiPages: [3, 4] });
    expect(blockSlice(5)).toEqual({ start: 75, count: 18, apiPages: [4] });
  });

  it('counts block pages from the total', () => {
    expect(blockPageCount(0)).toBe(0);
    expect(blockPageCount(21)).toBe(1);
    expect(blockPageCount(22)).toBe(2);
    expect(blockPageCount(39)).toBe(2);
    expect(blockPageCount(40)).toBe(3);
    expect(blockPageCount(380)).toBe(21);
  });

  it('cuts a block page out of the API pages that hold it', () => {
    const all = Array.from({ length: 100 }, (_, i) => i);
    const pages = new Map([1, 2, 3].map((n) => [n, all.slice((n - 1) * 24, n * 24)]));
    expect(cutBlockPage(blockSlice(1), pages)).toEqual(all.slice(0, 21));
    expect(cutBlockPage(blockSlice(2), pages)).toEqual(all.slice(21, 39));
    expect(cutBlockPage(blockSlice(3), pages)).toEqual(all.slice(39, 57));
  });
});
