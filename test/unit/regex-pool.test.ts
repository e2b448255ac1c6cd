// The regex pool: matches in worker threads, a match that outlasts its budget stopped and its
// thread replaced, the text matched capped, the queue bounded and served in turn per key, an
// account that keeps overrunning paused, the threads at the lowest CPU priority and their budget
// counted in CPU time.
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  matchedPart,
  MAX_MATCHED_TEXT,
  RegexPool,
  type RegexPoolOptions,
} from '../../src/platform/regex/regex-pool.js';
import { until } from '../support/eventually.js';
import { randomAB } from '../support/random-ab.js';

const pools: RegexPool[] = [];
const pool = (options: Partial<RegexPoolOptions> = {}) => {
  const created = new RegexPool({ threads: 1, budgetMs: 2000, maxQueued: 100, ...options });
  pools.push(created);
  return created;
};
/** Waits until a trivial match of `key` answers `match`: the pool's thread is up and the key is not paused. */
const untilMatches = (p: RegexPool, key: string) =>
  until('a trivial match', async () => ((await p.match('x', 'x', key)).outcome === 'match' ? true : undefined), 10_000);
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('RegexPool', () => {
  it('matches in a thread with RE2 syntax', async () => {
    const p = pool();
    expect((await p.match('BILL-\\d+', 'see BILL-142')).outcome).toBe('match');
    expect((await p.match('(?i)^billing', 'the billing')).outcome).toBe('no-match');
    expect(await p.match('(', 'x')).toMatchObject({
      outcome: 'error',
      message: expect.stringMatching(/does not compile/),
    });
  });

  it('stops a match that outlasts its budget, replaces the thread, and goes on', async () => {
    // a ceiling far off: however busy the machine, the CPU budget is what stops the match
    const p = pool({ budgetMs: 150, wallCeilingMs: 600_000 });
    expect((await p.match('x', 'x')).outcome).toBe('match'); // the thread is up
    const slow = await p.match('[ab]*a[ab]{200}c', randomAB(300_000, 42)); // unbounded, the 64 KB matched would take seconds of CPU
    expect(slow).toMatchObject({ outcome: 'over-budget', message: 'matching ran out of its time budget of 150 ms' });
    expect(p.stats.replaced).toBe(1);
    expect((await p.match('BILL', 'BILL-1')).outcome).toBe('match'); // on the replacement thread
    expect(p.stats).toMatchObject({ ready: 1, running: 0, waiting: 0 });
  });

  it('checks whether a pattern compiles, with RE2 reason, compiling under the budget', async () => {
    const p = pool({ wallCeilingMs: 600_000 });
    expect(await p.check('BILL-\\d+')).toEqual({ outcome: 'compiles' });
    expect(await p.check('abc(?=def)')).toEqual({ outcome: 'does-not-compile', reason: 'invalid perl operator: (?=' });
    // \PL{3}: three classes of every character but letters, a program that takes long to build
    const tight = pool({ budgetMs: 1, wallCeilingMs: 600_000 });
    expect((await tight.check('\\PL{3}')).outcome).toBe('over-budget');
  });

  it("does not count a match's compiling against its budget", async () => {
    // classes over Unicode categories take tens of milliseconds of CPU or more to compile, and
    // ruling them out of a text of small letters almost none
    const p = pool({ budgetMs: 20, wallCeilingMs: 600_000 });
    const outcomes = [];
    for (const pattern of ['\\PL{3}', '\\p{Lu}{3}', '\\p{Lu}\\p{Lu}'])
      outcomes.push((await p.match(pattern, 'abcdef')).outcome);
    expect(outcomes).toEqual(['no-match', 'no-match', 'no-match']);
  });

  it('matches only the first MAX_MATCHED_TEXT characters', async () => {
    const p = pool();
    const text = `${'a'.repeat(MAX_MATCHED_TEXT)}needle`;
    expect((await p.match('needle', text)).outcome).toBe('no-match');
    expect((await p.match('a$', text)).outcome).toBe('match'); // $ anchors at the end of the part matched
    expect((await p.match('needle', text.slice(10))).outcome).toBe('match');
    expect((await pool({ maxTextLength: 5 }).match('f', 'abcdef')).outcome).toBe('no-match');
    // a surrogate pair is never cut in two
    expect(matchedPart(`abc\u{1F600}`, 4)).toBe('abc');
  });

  it('bounds the queue: beyond maxQueued a match answers queue-full at once', async () => {
    const p = pool({ maxQueued: 2 });
    const first = p.match('a', 'a'); // the thread is still loading: both wait
    const second = p.match('b', 'b');
    expect(await p.match('c', 'c')).toMatchObject({
      outcome: 'queue-full',
      message: expect.stringMatching(/queue is full \(2 matches waiting\)/),
    });
    expect([(await first).outcome, (await second).outcome]).toEqual(['match', 'match']);
    expect((await p.match('c', 'c')).outcome).toBe('match');
  });

  it('serves waiting matches one key at a time', async () => {
    const p = pool();
    const order: string[] = [];
    const ask = (key: string, n: number) => p.match('x', 'x', key).then(() => order.push(`${key}${n}`));
    await Promise.all([ask('A', 1), ask('A', 2), ask('A', 3), ask('B', 1), ask('C', 1)]);
    expect(order).toEqual(['A1', 'B1', 'C1', 'A2', 'A3']);
  });

  it('pauses a key whose matches ran out of their budget too often, and only that key', async () => {
    const p = pool({ budgetMs: 100, overrunsPerKeyPerMinute: 2, wallCeilingMs: 600_000 });
    const slowText = randomAB(300_000, 42);
    expect((await p.match('x', 'x', 'A')).outcome).toBe('match');
    const firstOverrun = performance.now();
    for (let i = 0; i < 2; i++) expect((await p.match('[ab]*a[ab]{200}c', slowText, 'A')).outcome).toBe('over-budget');
    const paused = await p.match('x', 'x', 'A');
    expect(paused).toMatchObject({
      outcome: 'over-budget',
      elapsedMs: 0,
      message: expect.stringMatching(
        /^matching was not run: .* 2 times in the last minute, so its matches are paused for/,
      ),
    });
    // a minute from the first overrun: on a busy machine the two overruns take seconds of wall-clock time
    const seconds = Number(/paused for (\d+) s/.exec(paused.outcome === 'over-budget' ? paused.message : '')?.[1]);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(seconds).toBeGreaterThanOrEqual(60 - Math.ceil((performance.now() - firstOverrun) / 1000));
    expect(p.stats.replaced).toBe(2);
    expect((await p.match('x', 'x', 'B')).outcome).toBe('match');
  });

  it.runIf(process.platform === 'linux')(
    'counts CPU time: a thread that gets no CPU is not stopped at its budget, only at the wall-clock ceiling, uncounted',
    async () => {
      const p = pool({ budgetMs: 50, wallCeilingMs: 600, overrunsPerKeyPerMinute: 1, threadCpuMs: () => 0 });
      // the thread is up (on a busy machine its start alone may outlast the 600 ms ceiling)
      await untilMatches(p, 'A');
      // a wall-clock budget would have stopped it at 50 ms, as over-budget of the account
      const starved = await p.match('[ab]*a[ab]{200}c', randomAB(300_000, 42), 'A');
      expect(starved).toMatchObject({
        outcome: 'over-budget',
        message: 'matching did not finish within 600 ms while the service was busy; try again later',
      });
      // the ceiling is not an overrun of the account: its matches run again (a paused account's
      // would be answered over-budget for a minute)
      await untilMatches(p, 'A');
    },
  );

  it.runIf(process.platform === 'linux')(
    'runs its threads at the lowest CPU priority, the rest of the process at its own',
    async () => {
      const p = pool();
      expect((await p.match('x', 'x')).outcome).toBe('match'); // a thread is up
      const niceOf = (task: string) => {
        const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const nices = readdirSync('/proc/self/task').map((task) => {
        try {
          return niceOf(task);
        } catch {
          return null; // the thread ended meanwhile
        }
      });
      expect(nices).toContain(19);
      expect(niceOf(String(process.pid))).toBe(0);
    },
  );

  it('answers error once closed', async () => {
    const p = pool();
    const waiting = p.match('x', 'x');
    await p.close();
    expect((await waiting).outcome).toBe('error');
    expect((await p.match('x', 'x')).outcome).toBe('error');
  });
});
