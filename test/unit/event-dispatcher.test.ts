// The dispatcher's looks at an idle outbox: fewer and fewer while nothing comes, and one at once
// when a write wakes it. The outbox is a fake connection that counts the looks and is always empty.
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { EventDispatcher, type EventSubscriber } from '../../src/modules/events/event-dispatcher.js';
import type { Logger } from '../../src/platform/logger.js';

const none = () => undefined;
const logger: Logger = { debug: none, info: none, warn: none, error: none };

function emptyOutbox(): { orm: MikroORM; looks: () => number; statements: string[] } {
  let looks = 0;
  const statements: string[] = [];
  const connection = {
    execute: async (sql: string) => {
      statements.push(sql);
      if (sql.includes('dispatched_at is null')) looks++;
      return sql.startsWith('select exists') ? [{ pending: false }] : [];
    },
  };
  return { orm: { em: { getConnection: () => connection } } as unknown as MikroORM, looks: () => looks, statements };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

const dispatcherOn = (outbox: { orm: MikroORM }, intervalMs: number) =>
  new EventDispatcher({ orm: outbox.orm, subscribers: [], logger, intervalMs, retentionMs: 1 });

describe('EventDispatcher on an idle outbox', () => {
  it('looks less and less often while the outbox stays empty', async () => {
    const outbox = emptyOutbox();
    const dispatcher = dispatcherOn(outbox, 10);
    dispatcher.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await dispatcher.stop();
    // every 10 ms would be about 50 looks; doubling waits from 20 ms give 6 or fewer in 500 ms
    expect(outbox.looks()).toBeGreaterThanOrEqual(1);
    expect(outbox.looks()).toBeLessThanOrEqual(8);
  });

  it('looks at once when woken, once for wakes of the same moment', async () => {
    const outbox = emptyOutbox();
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
    const outbox = emptyOutbox();
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
