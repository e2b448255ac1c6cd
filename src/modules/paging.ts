// Paging of list operations: `page` (from 1) and `page_size` (default 20) in, a page of domain
// records out. The contract's envelope is built from it by presentPage (page-presenter.ts).
const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

/** One page of a list: its items, the count across all pages, and where the page is. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageRequest(query: { page?: number; page_size?: number }): PageRequest {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function pageOf<T>(items: T[], total: number, request: PageRequest): Page<T> {
  return { items, total, page: request.page, pageSize: request.pageSize };
}
