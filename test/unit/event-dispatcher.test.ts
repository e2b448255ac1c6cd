// The dispatcher's looks at an idle outbox: fewer and fewer while nothing comes, and one at once
// when a write wakes it; wakes that follow a batch wait for the interval. The outbox is a fake
// connection that counts the looks and is always empty, or always holds one event.
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventDispatcher, type EventSubscriber } from '../../src/modules/events/event-dispatcher.js';
import type { Logger } from '../../src/platform/logger.js';

const none = () => undefined;
const logger: Logger = { debug: none, info: none, warn: none, error: none };

/** An outbox that is always empty, or always holds one event (every look finds it, every pass takes it). */
function fakeOutbox(holdsEvent = false): { orm: MikroORM; looks: () => number; statements: string[] } {
  let looks = 0;
  const statements: string[] = [];
  const event = {
    seq: 1,
    id: 'evt_1',
    account_id: 'acc_1',
    type: 'memory.recalled',
    data: '{}',
    created_at: new Date(),
  };
  const connection = {
    execute: async (sql: string) => {
      statements.push(sql);
      if (sql.includes('dispatched_at is null')) looks++;
      if (sql.startsWith('select exists')) return [{ pending: holdsEvent }];
      return holdsEvent && sql.startsWith('update domain_events') ? [event] : [];
    },
  };
  const em = {
    getConnection: () => connection,
    fork: () => ({ transactional: (work: (e: unknown) => unknown) => work(connection) }),
  };
  return { orm: { em } as unknown as MikroORM, looks: () => looks, statements };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

const dispatcherOn = (outbox: { orm: MikroORM }, intervalMs: number) =>
  new EventDispatcher({ orm: outbox.orm, subscribers: [], logger, intervalMs, retentionMs: 1 });

describe('EventDispatcher on an idle outbox', () => {
  it('looks less and less often while the outbox stays empty', async () => {
    const outbox = fakeOutbox();
    const dispatcher = dispatcherOn(outbox, 10);
    dispatcher.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await dispatcher.stop();
    // every 10 ms would be about 50 looks; doubling waits from 20 ms give 6 or fewer in 500 ms
    expect(outbox.looks()).toBeGreaterThanOrEqual(1);
    expect(outbox.looks()).toBeLessThanOrEqual(8);
  });

  it('looks at once when woken, once for wakes of the same moment', async () => {
    const outbox = fakeOutbox();
    const dispatcher = dispatcherOn(outbox, 60_000); // not started: only runPass and wakes look
    await dispatcher.runPass();
    expect(outbox.looks()).toBe(1);
    dispatcher.wake();
    dispatcher.wake();
    dispatcher.wake();
    await turn();
    expect(outbox.looks()).toBe(2);
    await turn();
    await turn();
    expect(outbox.looks()).toBe(2);
  });

  it('looks with one statement when a subscriber prepares: the batch it would read anyway', async () => {
    const outbox = fakeOutbox();
    const preparing: EventSubscriber = { prepare: async () => undefined, fanOut: async () => undefined };
    const dispatcher = new EventDispatcher({
      orm: outbox.orm,
      subscribers: [preparing],
      logger,
      intervalMs: 60_000,
      retentionMs: 1,
    });
    await dispatcher.runPass();
    const looks = outbox.statements.filter((sql) => sql.includes('dispatched_at is null'));
    expect(looks).toHaveLength(1);
    expect(looks[0]).toMatch(/^select seq, id/);
  });
});

describe('EventDispatcher while events come', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('paces wakes: one after a batch looks once the interval is over, with the wakes of meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'Date'] });
    const outbox = fakeOutbox(true);
    const dispatcher = dispatcherOn(outbox, 50); // not started: only runPass and wakes look
    await dispatcher.runPass();
    const afterBatch = outbox.looks();
    expect(afterBatch).toBeGreaterThan(0);
    dispatcher.wake();
    await vi.advanceTimersByTimeAsync(20);
    dispatcher.wake();
    await vi.advanceTimersByTimeAsync(20);
    expect(outbox.looks()).toBe(afterBatch);
    await vi.advanceTimersByTimeAsync(15);
    expect(outbox.looks()).toBeGreaterThan(afterBatch);
    const afterWoken = outbox.looks();
    await vi.advanceTimersByTimeAsync(200);
    expect(outbox.looks()).toBe(afterWoken);
  });

  it('looks at once when woken an interval or more after the last batch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'Date'] });
    const outbox = fakeOutbox(true);
    const dispatcher = dispatcherOn(outbox, 50);
    await dispatcher.runPass();
    await vi.advanceTimersByTimeAsync(60);
    const before = outbox.looks();
    dispatcher.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.looks()).toBeGreaterThan(before);
  });
});
