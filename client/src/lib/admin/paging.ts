/**
 * The admin lists show a page of rows at a time: a list of thousands of guests rendered whole took
 * Chromium half a minute and froze every keystroke (ADR 032, bench/results.md). A wedding of 150
 * guests sees two pages at most.
 */
export const PAGE_SIZE = 100;

export interface ListPage<T> {
  items: T[];
  /** 1-based, within 1..pages even when asked for a page past the end (the list got shorter). */
  page: number;
  pages: number;
  /** 1-based positions of the first and last row shown, and how many rows there are in all. */
  first: number;
  last: number;
  total: number;
}

export function pageOf<T>(items: readonly T[], page: number, size = PAGE_SIZE): ListPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return {
    items: shown,
    page: current,
    pages,
    first: shown.length > 0 ? start + 1 : 0,
    last: start + shown.length,
    total: items.length,
  };
}
