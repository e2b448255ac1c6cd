// Loads what a page shows, again whenever its inputs change or `reload` is called. While a new
// answer is on its way the previous one stays on screen (marked `refreshing`), so the page does
// not jump; an answer that arrives after the inputs changed again is dropped.
import { useCallback, useEffect, useState } from 'preact/hooks';
import { problemOf, type Problem } from './problems.js';

export type Loaded<T> =
  { state: 'loading' } | { state: 'ready'; value: T; refreshing: boolean } | { state: 'failed'; problem: Problem };

export function useLoad<T>(load: () => Promise<T>, inputs: unknown[]): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setLoaded((previous) => (previous.state === 'ready' ? { ...previous, refreshing: true } : { state: 'loading' }));
    load().then(
      (value) => {
        if (current) setLoaded({ state: 'ready', value, refreshing: false });
      },
      async (error: unknown) => {
        const problem = await problemOf(error);
        if (current) setLoaded({ state: 'failed', problem });
      },
    );
    return () => {
      current = false;
    };
  }, [...inputs, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [loaded, reload];
}
