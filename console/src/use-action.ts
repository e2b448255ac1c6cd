// A change a person asked for (a form sent, a button pressed), run once at a time: `busy` while it
// runs, so that its button can be disabled, and the problem of the last try when it failed.
import { useState } from 'preact/hooks';
import { problemOf, type Problem } from './problems.js';

export interface Action {
  busy: boolean;
  problem: Problem | null;
  run: (work: () => Promise<void>) => Promise<void>;
}

export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(await problemOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, run };
}
