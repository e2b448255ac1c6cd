// The results of a list page, as useLoad loads them: loading and failure said as everywhere, then a
// heading for screen readers, the rows or why there are none (a page past the last one says so; an
// empty list says it in the page's own words), and the pager.
import type { ComponentChildren } from 'preact';
import type { Loaded } from '../use-load.js';
import { Pager } from './pager.js';
import { Empty, WhenLoaded } from './status.js';

/** One page of a list, in the API's page envelope. */
export interface ListPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

interface ListResultsProps<T> {
  loaded: Loaded<ListPage<T>>;
  /** As WhenLoaded's: what is loading, and what failed. */
  what: string;
  doing: string;
  /** The heading's id and (visually hidden) text. */
  id: string;
  heading: string;
  page: number;
  pageSize: number;
  /** The address of another page of the list, or what shows it in place (a list inside a page). */
  to: ((page: number) => string) | { show: (page: number) => void };
  one: string;
  many: string;
  /** Why the list has nothing at all. */
  empty: ComponentChildren;
  /** The rows of the page, when it has some. */
  children: (items: T[]) => ComponentChildren;
}

export function ListResults<T>(props: ListResultsProps<T>) {
  const { loaded, what, doing, id, heading, page, pageSize, to, one, many, empty, children } = props;
  return (
    <WhenLoaded loaded={loaded} what={what} doing={doing}>
      {(list, refreshing) => (
        <section aria-labelledby={id} aria-busy={refreshing}>
          <h2 id={id} class="visually-hidden">
            {heading}
          </h2>
          {list.items.length === 0 ? (
            <Empty>{list.total > 0 ? <p>This page is past the last one.</p> : empty}</Empty>
          ) : (
            children(list.items)
          )}
          <Pager
            page={page}
            pageSize={pageSize}
            total={list.total}
            totalPages={list.totalPages}
            shown={list.items.length}
            to={to}
            one={one}
            many={many}
          />
        </section>
      )}
    </WhenLoaded>
  );
}
