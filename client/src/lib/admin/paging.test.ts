import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('a page of a list', () => {
  it('cuts a long list into pages and says which rows are shown', () => {
    expect(pageOf(rows(250), 1)).toMatchObject({ page: 1, pages: 3, first: 1, last: 100, total: 250 });
    const last = pageOf(rows(250), 3);
    expect(last).toMatchObject({ page: 3, first: 201, last: 250 });
    expect(last.items).toEqual(rows(250).slice(200));
  });

  it('keeps within the list when it got shorter or the page asked for is out of range', () => {
    expect(pageOf(rows(150), 3)).toMatchObject({ page: 2, first: 101, last: 150 });
    expect(pageOf(rows(150), 0).page).toBe(1);
    expect(pageOf(rows(150), Number.NaN).page).toBe(1);
  });

  it('has one page, possibly empty, for a short list', () => {
    expect(pageOf(rows(44), 1)).toMatchObject({ pages: 1, first: 1, last: 44 });
    expect(pageOf([], 1)).toMatchObject({ pages: 1, first: 0, last: 0, total: 0, items: [] });
  });
});
