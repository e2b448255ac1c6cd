// Paging of list operations: `page` (from 1) and `page_size` (default 20) in, a page of domain
// records out. The contract's envelope is built from it by presentPage (page-presenter.ts).
//
// A list reaches its first LIST_WINDOW items and counts its items up to that many, so a request
// reads at most about LIST_WINDOW rows whatever the account holds: counting, sorting or skipping
// through a quarter of a million rows kept the embedded database's one thread busy for a tenth
// to a quarter of a second per query (see docs/decisions.md, "A list reaches its first 10,000
// items").
import { listWindowPassed } from '../errors/request-errors.js';

const DEFAULT_PAGE_SIZE = 20;

/** The deepest item a list reaches, and the most it counts. */
export const LIST_WINDOW = 10_000;

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

/** One page of a list: its items, the count across all pages (at most LIST_WINDOW), and where the page is. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The page asked for; 422 when it ends past the LIST_WINDOW-th item. `sizeField` names the page size in the query. */
export function pageRequest(
  query: { page?: number; page_size?: number },
  sizeField: 'page_size' | 'limit' = 'page_size',
): PageRequest {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  if (page * pageSize > LIST_WINDOW) throw listWindowPassed(page, pageSize, sizeField, LIST_WINDOW);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** `total`: what the list counted, at most LIST_WINDOW (see countUpTo). */
export function pageOf<T>(items: T[], total: number, request: PageRequest): Page<T> {
  return { items, total: Math.min(total, LIST_WINDOW), page: request.page, pageSize: request.pageSize };
}
