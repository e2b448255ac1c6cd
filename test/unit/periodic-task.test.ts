import { describe, expect, it } from 'vitest';
import type { Logger } from '../../src/platform/logger.js';
import { PeriodicTask } from '../../src/platform/periodic-task.js';

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  const none = () => undefined;
  return {
    warnings,
    debug: none,
    info: none,
    error: none,
    warn: (message, fields) => warnings.push(`${message} ${JSON.stringify(fields)}`),
  };
}

describe('PeriodicTask', () => {
  it('never runs two passes at once: a pass asked for while one runs joins it', async () => {
    let passes = 0;
    let release!: () => void;
    const task = new PeriodicTask({ name: 'test', intervalMs: 60_000, logger: recordingLogger() }, async () => {
      passes++;
      await new Promise<void>((resolve) => (release = resolve));
    });
    const first = task.runPass();
    const second = task.runPass();
    expect(passes).toBe(1);
    release();
    await Promise.all([first, second]);
    const next = task.runPass(); // the first is over: a new pass starts
    expect(passes).toBe(2);
    release();
    await next;
  });

  it('logs a failed pass by name and runs again at the next call', async () => {
    const logger = recordingLogger();
    let calls = 0;
    const task = new PeriodicTask({ name: 'flaky work', intervalMs: 60_000, logger }, async () => {
      calls++;
      if (calls === 1) throw new Error('disk full');
    });
    await task.runPass();
    await task.runPass();
    expect(calls).toBe(2);
    expect(logger.warnings).toEqual(['flaky work failed; it runs again later {"error":"disk full"}']);
  });

  it('runs at start when asked, repeats on its interval, and stop() waits for the pass in progress', async () => {
    const events: string[] = [];
    const task = new PeriodicTask(
      { name: 'test', intervalMs: 20, runAtStart: true, logger: recordingLogger() },
      async () => {
        events.push('begin');
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push('end');
      },
    );
    task.start();
    expect(events).toEqual(['begin']);
    while (events.filter((e) => e === 'begin').length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    await task.stop();
    expect(events.at(-1)).toBe('end');
    const count = events.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(events.length).toBe(count);
  });

  it('gives each task a phase of its own: first timed passes fall within the first interval, at different offsets', async () => {
    const started = performance.now();
    const firstPassMs: number[] = [];
    const tasks = Array.from({ length: 5 }, () => {
      let passed = false;
      return new PeriodicTask({ name: 'phased', intervalMs: 400, logger: recordingLogger() }, async () => {
        if (!passed) firstPassMs.push(performance.now() - started);
        passed = true;
      });
    });
    for (const task of tasks) task.start();
    while (firstPassMs.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    await Promise.all(tasks.map((task) => task.stop()));
    expect(Math.max(...firstPassMs)).toBeLessThan(400 + 100);
    expect(new Set(firstPassMs.map((ms) => Math.round(ms / 5))).size).toBeGreaterThan(1);
  });
});
