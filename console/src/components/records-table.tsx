// A table of records, one a row, under a head of column names. Each cell names its column
// (data-label), which the narrow layout shows beside the value in place of the head. ColumnHeads
// is such a head, which other tables use too.
import type { ComponentChildren } from 'preact';

interface RecordsTableProps {
  columns: string[];
  /** The table's class: `records`, or `memories` for the list of memories. */
  class?: string;
  /** The rows. */
  children: ComponentChildren;
}

/** A table's head: a row of its columns' names. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function RecordsTable({ columns, class: className = 'records', children }: RecordsTableProps) {
  return (
    <table class={className}>
      <ColumnHeads columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
}
