// A thread of the regex pool (regex-pool.ts): runs one match at a time on its own RE2 engine and
// answers each. The pool ends the thread when a match outlasts its budget, so nothing here keeps
// time; it says `ready` once the engine is loaded so that loading never counts against a budget,
// with its operating-system thread id, by which the pool reads the CPU time the thread has used.
// A job without a text is a check (does the pattern compile?), and compiling is its work. A match
// compiles its pattern first (programs stay compiled, see linear-regex.ts) and says `compiled`,
// from which the pool counts the match's budget: a pattern that passed its check when its trigger
// was saved is not refused later for the time its program takes to build.
import { parentPort } from 'node:worker_threads';
import { osThreadId } from '../threads.js';
import { LinearRegexEngine, PatternError, RegexEngineError } from './linear-regex.js';

export interface RegexJob {
  id: number;
  pattern: string;
  /** null: a check of the pattern alone. */
  text: string | null;
}

export type RegexWorkerMessage =
  | { kind: 'ready'; osThreadId: number | null }
  | { kind: 'compiled'; id: number }
  | { kind: 'checked'; id: number; reason: string | null }
  | { kind: 'result'; id: number; matched: boolean }
  | { kind: 'error'; id: number; message: string };

const engine = new LinearRegexEngine();
const port = parentPort!;

port.on('message', (job: RegexJob) => {
  try {
    if (job.text === null) {
      port.postMessage({ kind: 'checked', id: job.id, reason: engine.check(job.pattern) } satisfies RegexWorkerMessage);
      return;
    }
    if (engine.check(job.pattern) === null)
      port.postMessage({ kind: 'compiled', id: job.id } satisfies RegexWorkerMessage);
    port.postMessage({
      kind: 'result',
      id: job.id,
      matched: engine.test(job.pattern, job.text),
    } satisfies RegexWorkerMessage);
  } catch (err) {
    const message =
      err instanceof PatternError || err instanceof RegexEngineError ? err.message : `the match failed: ${String(err)}`;
    port.postMessage({ kind: 'error', id: job.id, message } satisfies RegexWorkerMessage);
  }
});
port.postMessage({ kind: 'ready', osThreadId: osThreadId() } satisfies RegexWorkerMessage);
