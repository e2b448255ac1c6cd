// The table of a chart's figures, which the chart's figure folds under it: a row a name, with its
// figures in words, and optionally a caption and the columns' headings.
import type { ComponentChildren } from 'preact';
import { ColumnHeads } from './records-table.js';

export interface FiguresRow {
  /** The row's heading, unique in the table. */
  name: string;
  figures: readonly ComponentChildren[];
}

interface FiguresTableProps {
  caption?: string;
  /** The columns' headings, the names' first; none for a table of names and their figure. */
  columns?: readonly string[];
  rows: readonly FiguresRow[];
}

export function FiguresTable({ caption, columns, rows }: FiguresTableProps) {
  return (
    <table class="counts">
      {caption && <caption>{caption}</caption>}
      {columns && <ColumnHeads columns={columns} />}
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            {row.figures.map((figure, i) => (
              <td key={i}>{figure}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
