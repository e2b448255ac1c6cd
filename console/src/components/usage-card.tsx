// A card of the usage page: its heading, an optional hint, then what it shows once its figures
// have loaded, or their loading and failure as everywhere. A card that holds a chart keeps about
// its final height while it loads; a wide one spans the page's grid.
import type { ComponentChildren } from 'preact';
import type { Loaded } from '../use-load.js';
import { WhenLoaded } from './status.js';

interface UsageCardProps<T> {
  /** The heading's id, unique in the page. */
  id: string;
  title: string;
  wide?: boolean;
  /** False for a card of text or a table, which reserves no chart's height. */
  chart?: boolean;
  hint?: ComponentChildren;
  loaded: Loaded<T>;
  /** As WhenLoaded's: what is loading, and what failed. */
  what: string;
  doing: string;
  children: (value: T) => ComponentChildren;
}

export function UsageCard<T>({
  id,
  title,
  wide,
  chart = true,
  hint,
  loaded,
  what,
  doing,
  children,
}: UsageCardProps<T>) {
  const classes = ['card', chart && 'usage-card', wide && 'usage-wide'].filter(Boolean).join(' ');
  return (
    <section class={classes} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint && <p class="hint">{hint}</p>}
      <WhenLoaded loaded={loaded} what={what} doing={doing}>
        {(value) => children(value)}
      </WhenLoaded>
    </section>
  );
}
