// The number of memories of each category, as a small table.
import { CATEGORY_LABELS } from '../format.js';
import type { MemoryCategory } from '../sdk.js';

export function CategoryCounts({ counts, caption }: { counts: Record<MemoryCategory, number>; caption: string }) {
  return (
    <table class="counts">
      <caption>{caption}</caption>
      <tbody>
        {(Object.keys(CATEGORY_LABELS) as MemoryCategory[]).map((category) => (
          <tr key={category}>
            <th scope="row">{CATEGORY_LABELS[category]}</th>
            <td>{counts[category].toLocaleString('en')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
