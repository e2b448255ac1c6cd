// The contract's page envelope (`{items, total, page, page_size, total_pages}`) of a page of
// domain records, each item shown by the area's presenter.
import type { Page } from './paging.js';
import type { Schemas } from './schemas.js';

export function presentPage<T, Body>(
  page: Page<T>,
  presentItem: (item: T) => Body,
): Schemas['PageEnvelope'] & { items: Body[] } {
  return {
    items: page.items.map((item) => presentItem(item)),
    total: page.total,
    page: page.page,
    page_size: page.pageSize,
    total_pages: Math.ceil(page.total / page.pageSize),
  };
}
