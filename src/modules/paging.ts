// The shared page envelope of list operations: `page` (from 1) and `page_size` (default 20) in,
// `{items, total, page, page_size, total_pages}` out.
const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageRequest(query: { page?: number; page_size?: number }): PageRequest {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function pageOf<T>(
  items: T[],
  total: number,
  request: PageRequest,
): { items: T[]; total: number; page: number; page_size: number; total_pages: number } {
  return {
    items,
    total,
    page: request.page,
    page_size: request.pageSize,
    total_pages: Math.ceil(total / request.pageSize),
  };
}
