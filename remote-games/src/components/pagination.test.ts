import { paginationItems } from './pagination';

describe('paginationItems (range 3, margin pages 1)', () => {
  it('lists every page when few', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps one margin page at each end and three around the current page', () => {
    expect(paginationItems(1, 21)).toEqual([1, 2, 3, 'ellipsis', 21]);
    expect(paginationItems(10, 21)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 21]);
    expect(paginationItems(21, 21)).toEqual([1, 'ellipsis', 19, 20, 21]);
    expect(paginationItems(4, 21)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 21]);
  });
  it('is empty without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
