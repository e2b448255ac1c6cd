// A table of records, one a row, under a head of column names. Each cell names its column
// (data-label), which the narrow layout shows beside the value in place of the head.
import type { ComponentChildren } from 'preact';

interface RecordsTableProps {
  columns: string[];
  /** The table's class: `records`, or `memories` for the list of memories. */
  class?: string;
  /** The rows. */
  children: ComponentChildren;
}

export function RecordsTable({ columns, class: className = 'records', children }: RecordsTableProps) {
  return (
    <table class={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
