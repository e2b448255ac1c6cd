// Previous and next under a paginated list (the API's page envelope: page, total, total_pages):
// links to console addresses that keep the list's filters, or buttons for a list inside a page;
// and pageOf and pageParam, which read and write the page in a list's address.
import { formatCount } from '../format.js';
import { Link } from './link.js';

/** A list counts its items up to this many (the contract's page envelope, `total`). */
const COUNTED_UP_TO = 10_000;

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  shown: number;
  /** The address of another page of the list, or what shows it in place. */
  to: ((page: number) => string) | { show: (page: number) => void };
  one: string;
  many: string;
}

export function Pager({ page, pageSize, total, totalPages, shown, to, one, many }: PagerProps) {
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const step = (target: number, label: string) =>
    typeof to === 'function' ? (
      <Link href={to(target)}>{label}</Link>
    ) : (
      <button type="button" onClick={() => to.show(target)}>
        {label}
      </button>
    );
  return (
    <nav class="pagination" aria-label="Pages">
      {page > 1 ? (
        step(page - 1, '← Previous')
      ) : (
        <span aria-hidden="true" class="pagination-edge">
          ← Previous
        </span>
      )}
      <span>
        Page {page} of {Math.max(totalPages, 1)}
        {shown > 0
          ? ` · ${first}–${first + shown - 1} of ${total >= COUNTED_UP_TO ? 'at least ' : ''}${formatCount(total, one, many)}`
          : ''}
      </span>
      {page < totalPages ? (
        step(page + 1, 'Next →')
      ) : (
        <span aria-hidden="true" class="pagination-edge">
          Next →
        </span>
      )}
    </nav>
  );
}

/** The page number of an address's `page` parameter (1 when absent or not a page number). */
export function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The `page` parameter of a list's address, which pageOf reads back: none for the first page. */
export function pageParam(page: number): number | undefined {
  return page === 1 ? undefined : page;
}
