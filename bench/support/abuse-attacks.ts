// The attacks of `npm run bench -- abuse`, run by a process of their own
// (abuse-attacker-process.ts): a real attacker does not share the victim's client, and the work of
// sending them (32 MB bodies written 64 KB at a time, a hundred imports at once) would otherwise
// delay the victim's own requests in the benchmark's event loop and be counted as the service's.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { randomAB } from '../../test/support/random-ab.js';
import { streamUpload } from '../../test/support/stream-upload.js';
import { percentile } from './percentile.js';

export const ATTACKS = ['regex', 'body', 'tarpit', 'import', 'longtext', 'rebuild'] as const;
export type Attack = (typeof ATTACKS)[number];

export const REGEX = '[ab]*a[ab]{200}c';
const REGEX_TEXT_BYTES = 300 * 1024;
const BODY_BYTES = 32 * 1024 * 1024;
const IMPORT_SIZE = 50;
const LONG_TEXT_CHARS = 30_000;
const LONG_TEXT_CLIENTS = 8;

/** What the attacker process is given: where to send what, with whose keys. */
export interface AttackPlan {
  url: string;
  attacks: Attack[];
  /** API keys of the attacker accounts (an empty string for an attack not run). */
  keys: Record<'regex' | 'import' | 'tarpit' | 'longtext' | 'rebuild', string>;
  /** The TEXT_REGEX trigger the regex attack test-runs. */
  triggerId: string;
  /** The local address the body attacker connects from. */
  bodyAddress: string;
}

/** Counts of what each attack was answered, and how long each answer took. */
export class Tally {
  readonly answers = new Map<string, number>();
  readonly ms: number[] = [];
  add(answer: string, ms: number): void {
    this.answers.set(answer, (this.answers.get(answer) ?? 0) + 1);
    this.ms.push(ms);
  }
  describe(): string {
    const answers = [...this.answers].map(([a, n]) => `${n}× ${a}`).join(', ') || 'none';
    const sorted = [...this.ms].sort((a, b) => a - b);
    return `${this.ms.length} requests (${answers}), p50 ${sorted.length ? percentile(sorted, 50).toFixed(0) : '-'} ms`;
  }
  toJSON(): { answers: [string, number][]; ms: number[] } {
    return { answers: [...this.answers], ms: this.ms };
  }
  static fromJSON(json: { answers: [string, number][]; ms: number[] }): Tally {
    const tally = new Tally();
    for (const [answer, n] of json.answers) tally.answers.set(answer, n);
    tally.ms.push(...json.ms);
    return tally;
  }
}

export type Tallies = Record<Attack, Tally>;

/** An error's name and message, and those of its cause (fetch's "fetch failed" says why only there). */
export function failureOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? ` (${failureOf(err.cause)})` : '';
  const code = (err as { code?: unknown }).code;
  return `${err.name}${typeof code === 'string' ? ` ${code}` : ''}: ${err.message}${cause}`;
}

/** Runs `step` again and again until `until`; a step that throws is counted by the step itself. */
export async function loop(until: number, step: () => Promise<void>): Promise<void> {
  while (Date.now() < until) await step();
}

const WORDS = (
  'release audit staging database team editor theme billing service incident supplier contract ' +
  'quarter version pagination deploy review budget schedule meeting customer ticket server region ' +
  'backup migration invoice roadmap design feedback priority owner deadline report metric'
).split(' ');

/** `count` words drawn by a generator seeded with `seed`: texts of different seeds share no run of words. */
export function randomWords(seed: number, count: number): string {
  const out: string[] = [];
  let state = seed * 7919 + 17;
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    out.push(WORDS[(state >> 8) % WORDS.length]!);
  }
  return out.join(' ');
}

/** (e): a distinct text of LONG_TEXT_CHARS characters. */
function longText(n: number): string {
  return `Long note ${n}: ${randomWords(n + 1, LONG_TEXT_CHARS / 5)}`.slice(0, LONG_TEXT_CHARS);
}

function importFile(): string {
  const memories = Array.from({ length: IMPORT_SIZE }, (_, n) => ({
    id: `mem_abuse${String(n).padStart(16, '0')}`,
    store: 'main',
    collection: 'agent-memory',
    text: `Imported note ${n} about the quarterly supplier review`,
    category: 'fact',
    importance: 0.5,
    metadata: {},
    created_at: '2026-01-02T03:04:05Z',
    // the one in the middle has a vector of the wrong length
    ...(n === IMPORT_SIZE / 2 ? { vector: [0.5, 0.5] } : {}),
  }));
  return JSON.stringify({ format: 'NATIVE_JSON', memories });
}

/** A 768-dimension vector of the overflow store, different for each `n`. */
function overflowVector(n: number): number[] {
  return Array.from({ length: 768 }, (_, i) => Math.sin((i + 1) * (n + 1)));
}

/** (f): an import of one overflow memory into the collection the rebuild attacker searches. */
function overflowImportFile(n: number): string {
  const memory = {
    id: `mem_rebuild${String(n).padStart(13, '0')}`,
    store: 'overflow',
    collection: 'memories',
    text: `Imported overflow note ${n}`,
    category: 'fact',
    importance: 0.5,
    metadata: {},
    created_at: '2026-01-02T03:04:05Z',
    vector: overflowVector(n + 1),
  };
  return JSON.stringify({ format: 'NATIVE_JSON', memories: [memory] });
}

/** What an attack request was answered, and the seconds a 429 told it to wait. */
interface Answer {
  answer: string;
  retryAfterS: number;
}

const retryAfterOf = (status: number | undefined, header: string | null | undefined): number =>
  status === 429 ? Math.max(1, Number(header) || 1) : 0;

/** (b): one unauthenticated 32 MB body, streamed until an answer arrives; its status. */
async function streamUnauthenticatedBody(url: string, from: string): Promise<Answer> {
  const { status, headers } = await streamUpload(new URL('/v1/compress', url), BODY_BYTES, {}, from);
  const retryAfter = headers['retry-after'];
  return {
    answer: String(status),
    retryAfterS: retryAfterOf(status, typeof retryAfter === 'string' ? retryAfter : null),
  };
}

/** The status of a request, and its error code when it has one. */
async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  const retryAfterS = retryAfterOf(res.status, res.headers.get('retry-after'));
  try {
    const code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    return { answer: code ? `${res.status} ${code}` : String(res.status), retryAfterS };
  } catch {
    return { answer: String(res.status), retryAfterS };
  }
}

/** Runs the plan's attacks, each in its own loop, until `until` (and the requests in flight then); answers their tallies. */
export async function runAttacks(plan: AttackPlan, until: number): Promise<Tallies> {
  const { url, keys } = plan;
  const chosen = new Set(plan.attacks);
  const tallies: Tallies = {
    regex: new Tally(),
    body: new Tally(),
    tarpit: new Tally(),
    import: new Tally(),
    longtext: new Tally(),
    rebuild: new Tally(),
  };
  const regexBody = JSON.stringify({ memory: { content: randomAB(REGEX_TEXT_BYTES, 2024) } });
  const importBody = importFile();
  const timed = async (tally: Tally, send: () => Promise<Answer>) => {
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await send();
    } catch (err) {
      answer = { answer: `error ${failureOf(err)}`, retryAfterS: 0 };
    }
    tally.add(answer.answer, performance.now() - started);
    const waitMs = Math.min(answer.retryAfterS * 1000, until - Date.now());
    if (waitMs > 0) await new Promise((r) => setTimeout(r, waitMs));
  };
  const postAs = (apiKey: string, path: string, body: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body,
    });
  let stored = 0;
  let long = 0;
  let rebuilt = 0;
  await Promise.all([
    ...Array.from({ length: chosen.has('longtext') ? LONG_TEXT_CLIENTS : 0 }, () =>
      loop(until, () =>
        timed(tallies.longtext, async () =>
          answerOf(
            await postAs(keys.longtext, `/v1/store`, JSON.stringify({ text: longText(long++), category: 'fact' })),
          ),
        ),
      ),
    ),
    chosen.has('regex') &&
      loop(until, () =>
        timed(tallies.regex, async () => {
          const res = await postAs(keys.regex, `/v1/triggers/${plan.triggerId}/test`, regexBody);
          if (res.status !== 200) return answerOf(res);
          const body = (await res.json()) as { conditions_detail?: { error?: string }[] };
          const error = body.conditions_detail?.[0]?.error ?? '';
          const stopped = /was not run|paused/.test(error)
            ? ' (not run: account paused)'
            : error.includes('time budget')
              ? ' (stopped at its budget)'
              : '';
          return { answer: `${res.status}${stopped}`, retryAfterS: 0 };
        }),
      ),
    chosen.has('body') &&
      loop(until, () => timed(tallies.body, () => streamUnauthenticatedBody(url, plan.bodyAddress))),
    chosen.has('tarpit') &&
      loop(until, () =>
        timed(tallies.tarpit, async () =>
          answerOf(
            await postAs(
              keys.tarpit,
              `/v1/store`,
              JSON.stringify({ text: `Tarpit store ${stored++}`, category: 'fact' }),
            ),
          ),
        ),
      ),
    chosen.has('import') &&
      loop(until, () =>
        timed(tallies.import, async () => answerOf(await postAs(keys.import, `/v1/import`, importBody))),
      ),
    chosen.has('rebuild') &&
      loop(until, () =>
        timed(tallies.rebuild, async () => {
          const imported = await postAs(keys.rebuild, `/v1/import`, overflowImportFile(rebuilt++));
          if (imported.status !== 201) return answerOf(imported);
          return answerOf(
            await postAs(
              keys.rebuild,
              `/v1/overflow/search`,
              JSON.stringify({ vector: overflowVector(0), limit: 10, min_score: 0 }),
            ),
          );
        }),
      ),
  ]);
  return tallies;
}

/** A started attacker process: `go` starts its attacks until `until` and answers their tallies once they have ended. */
export interface Attackers {
  go(until: number): Promise<Tallies>;
  stop(): void;
}

const ATTACKER_PROCESS = fileURLToPath(new URL('./abuse-attacker-process.ts', import.meta.url));

/** Starts the attacker process with `plan`; resolves once it is ready to attack. */
export async function startAttackers(plan: AttackPlan): Promise<Attackers> {
  const child = spawn(process.execPath, ['--import', 'tsx', ATTACKER_PROCESS, JSON.stringify(plan)], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const line = await lines.next();
    if (line.done) throw new Error(`the attacker process ended (${child.exitCode ?? child.signalCode}) early`);
    return line.value;
  };
  const ready = await next();
  if (ready !== 'ready') throw new Error(`the attacker process said "${ready}" instead of "ready"`);
  return {
    async go(until) {
      child.stdin.write(`${until}\n`);
      const json = JSON.parse(await next()) as Record<Attack, Parameters<typeof Tally.fromJSON>[0]>;
      return Object.fromEntries(ATTACKS.map((a) => [a, Tally.fromJSON(json[a])])) as Tallies;
    },
    stop: () => void child.kill(),
  };
}
