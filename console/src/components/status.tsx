// How a page says that it is loading, that there is nothing to show, or that a call failed (in
// words, with the service's error code); and WhenLoaded, which says the first two of what useLoad
// loads and shows the rest once it is there.
import type { ComponentChildren } from 'preact';
import type { Problem } from '../problems.js';
import type { Loaded } from '../use-load.js';

function Loading({ what }: { what: string }) {
  return (
    <p class="status status-loading" role="status">
      Loading {what}…
    </p>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <div class="status status-empty">{children}</div>;
}

export function ProblemNotice({ problem, doing }: { problem: Problem; doing: string }) {
  const fields = Object.entries(problem.details);
  return (
    <div class="notice notice-error" role="alert">
      <p>
        <strong>Could not {doing}.</strong> {problem.message}
      </p>
      <p class="notice-code">
        Error code <code>{problem.code}</code>
        {problem.status !== null ? ` (HTTP ${problem.status})` : ''}
      </p>
      {fields.length > 0 && (
        <ul class="notice-details">
          {fields.map(([field, text]) => (
            <li key={field}>
              <code>{field}</code>: {typeof text === 'string' ? text : JSON.stringify(text)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Success({ children }: { children: ComponentChildren }) {
  return (
    <p class="notice notice-success" role="status">
      {children}
    </p>
  );
}

interface WhenLoadedProps<T> {
  loaded: Loaded<T>;
  /** What is loading, after "Loading" ("the analytics"). */
  what: string;
  /** What failed, after "Could not" ("load the analytics"). */
  doing: string;
  children: (value: T, refreshing: boolean) => ComponentChildren;
}

export function WhenLoaded<T>({ loaded, what, doing, children }: WhenLoadedProps<T>) {
  if (loaded.state === 'loading') return <Loading what={what} />;
  if (loaded.state === 'failed') return <ProblemNotice problem={loaded.problem} doing={doing} />;
  return <>{children(loaded.value, loaded.refreshing)}</>;
}
