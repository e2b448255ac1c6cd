// The edge agent's local store (examples/edge-agent): atomic saves that survive a reload, push
// outcomes, pulled pages applied idempotently, and which memories count as unsynced.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStore, STORE_FILE_NAME, type CloudChange } from '../../examples/edge-agent/src/local-store.js';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'edge-store-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const stored = (memoryId: string, text: string, extra: Partial<CloudChange> = {}): CloudChange => ({
  change: 'stored',
  memoryId,
  collection: 'warehouse',
  text,
  category: 'fact',
  importance: 0.5,
  metadata: {},
  localId: null,
  ...extra,
});
const forgotten = (memoryId: string): CloudChange => ({
  change: 'forgotten',
  memoryId,
  collection: 'warehouse',
  text: null,
  category: null,
  importance: null,
  metadata: null,
  localId: null,
});
const summary = (store: LocalStore) => store.all().map((m) => [m.localId, m.memoryId, m.text]);

describe('edge agent local store', () => {
  it('saves every change atomically and reloads it, with the cursor', async () => {
    const store = await LocalStore.open(dataDir);
    // writes racing each other all land, and only the real file is left behind
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.remember({ text: `note ${i}`, collection: 'warehouse', importance: 0.3 }, `local-${i}`),
      ),
    );
    await store.applyPage([stored('mem_a', 'From the cloud')], 'c_MQ');
    expect(readdirSync(dataDir)).toEqual([STORE_FILE_NAME]);

    const reopened = await LocalStore.open(dataDir);
    expect(reopened.cursor).toBe('c_MQ');
    expect(reopened.size).toBe(21);
    expect(reopened.all().find((m) => m.localId === 'local-7')).toEqual({
      localId: 'local-7',
      memoryId: null,
      text: 'note 7',
      collection: 'warehouse',
      importance: 0.3,
    });
    expect(JSON.parse(readFileSync(join(dataDir, STORE_FILE_NAME), 'utf8')).format).toBe(1);
  });

  it('survives a save cut short: the previous file is read, the stray temporary file removed', async () => {
    const store = await LocalStore.open(dataDir);
    await store.remember({ text: 'saved before the power cut', collection: 'warehouse' }, 'kept');
    writeFileSync(join(dataDir, `${STORE_FILE_NAME}.4242.7.tmp`), '{"format": 1, "cursor": null, "memo');
    const reopened = await LocalStore.open(dataDir);
    expect(reopened.all().map((m) => m.localId)).toEqual(['kept']);
    expect(readdirSync(dataDir)).toEqual([STORE_FILE_NAME]);
  });

  it('refuses to open a damaged file instead of starting empty over it', async () => {
    writeFileSync(join(dataDir, STORE_FILE_NAME), '{"format": 1, "memories": [');
    await expect(LocalStore.open(dataDir)).rejects.toThrow();
    expect(readFileSync(join(dataDir, STORE_FILE_NAME), 'utf8')).toBe('{"format": 1, "memories": [');
  });

  it('gives each memory a fresh local id and refuses a taken one', async () => {
    const store = await LocalStore.open(dataDir);
    const a = await store.remember({ text: 'one', collection: 'warehouse' });
    const b = await store.remember({ text: 'two', collection: 'warehouse' });
    expect(a.localId).not.toBe(b.localId);
    await expect(store.remember({ text: 'three', collection: 'warehouse' }, a.localId!)).rejects.toThrow(/taken/);
  });

  it('selects as unsynced only memories written here, not acknowledged and not refused', async () => {
    const store = await LocalStore.open(dataDir);
    await store.remember({ text: 'waiting', collection: 'warehouse' }, 'w');
    await store.remember({ text: 'acknowledged', collection: 'warehouse' }, 'a');
    await store.remember({ text: 'refused', collection: 'warehouse' }, 'r');
    await store.recordPushOutcomes([{ localId: 'a', memoryId: 'mem_a', status: 'created' }]);
    await store.markRejected('r', 'VALIDATION_ERROR: text is too long');
    await store.applyPage([stored('mem_cloud', 'Learned from the cloud')], 'c_MQ');
    expect(store.unsynced().map((m) => m.localId)).toEqual(['w']);
    expect(store.size).toBe(4); // the refused memory is kept
  });

  it('records push outcomes: created, existing and duplicate acknowledge; forgotten drops', async () => {
    const store = await LocalStore.open(dataDir);
    for (const id of ['n1', 'n2', 'n3', 'n4'])
      await store.remember({ text: `text ${id}`, collection: 'warehouse' }, id);
    await store.recordPushOutcomes([
      { localId: 'n1', memoryId: 'mem_1', status: 'created' },
      { localId: 'n2', memoryId: 'mem_2', status: 'existing' },
      { localId: 'n3', memoryId: 'mem_3', status: 'duplicate' },
      { localId: 'n4', memoryId: 'mem_4', status: 'forgotten' },
    ]);
    expect(summary(store)).toEqual([
      ['n1', 'mem_1', 'text n1'],
      ['n2', 'mem_2', 'text n2'],
      ['n3', 'mem_3', 'text n3'],
    ]);
    // the same answer again (a retried batch) changes nothing
    await store.recordPushOutcomes([{ localId: 'n1', memoryId: 'mem_1', status: 'existing' }]);
    expect(store.size).toBe(3);
  });

  it('folds a memory the cloud collapsed into one already held, keeping one copy per memory id', async () => {
    const store = await LocalStore.open(dataDir);
    await store.applyPage([stored('mem_same', 'Gate 3 closes at noon.')], 'c_MQ'); // another device's
    await store.remember({ text: 'Gate 3 closes at noon.', collection: 'warehouse' }, 'mine');
    await store.recordPushOutcomes([{ localId: 'mine', memoryId: 'mem_same', status: 'duplicate' }]);
    expect(summary(store)).toEqual([['mine', 'mem_same', 'Gate 3 closes at noon.']]);
  });

  it('applies stored changes and tombstones by memory id, so a page applied twice changes nothing', async () => {
    const store = await LocalStore.open(dataDir);
    const page = [
      stored('mem_1', 'Aisle 7 is blocked.'),
      stored('mem_2', 'Dock B is closed.'),
      forgotten('mem_1'),
      forgotten('mem_unknown'),
    ];
    await store.applyPage(page, 'c_Mg');
    await store.applyPage(page, 'c_Mg'); // the answer was lost: the same page again
    expect(summary(store)).toEqual([[null, 'mem_2', 'Dock B is closed.']]);
    expect(store.cursor).toBe('c_Mg');

    await store.applyPage([stored('mem_2', 'Dock B is closed.', { category: 'decision', importance: 0.9 })], 'c_Mw');
    expect(store.size).toBe(1);
    expect(store.all()[0]).toMatchObject({ memoryId: 'mem_2', category: 'decision', importance: 0.9 });
  });

  it('acknowledges its own memory from the feed when the push answer was lost', async () => {
    const store = await LocalStore.open(dataDir);
    await store.remember({ text: 'Charger 4 is broken.', collection: 'warehouse' }, 'lost-answer');
    await store.applyPage([stored('mem_9', 'Charger 4 is broken.', { localId: 'lost-answer' })], 'c_MQ');
    expect(summary(store)).toEqual([['lost-answer', 'mem_9', 'Charger 4 is broken.']]);
    expect(store.unsynced()).toEqual([]);
    // the retried push answers `existing` for the same memory: still one copy
    await store.recordPushOutcomes([{ localId: 'lost-answer', memoryId: 'mem_9', status: 'existing' }]);
    expect(store.size).toBe(1);
  });

  it('folds its unconfirmed memory into the same text already pulled from another device', async () => {
    const store = await LocalStore.open(dataDir);
    await store.applyPage([stored('mem_gate', 'Gate 3 closes at noon.')], 'c_MQ');
    await store.remember({ text: 'Gate 3 closes at noon.', collection: 'warehouse' }, 'mine');
    // the push linked `mine` to the same memory, but its answer was lost; the feed says so
    await store.applyPage([stored('mem_gate', 'Gate 3 closes at noon.', { localId: 'mine' })], 'c_MQ');
    expect(summary(store)).toEqual([['mine', 'mem_gate', 'Gate 3 closes at noon.']]);
    expect(store.unsynced()).toEqual([]);
  });

  it('drops its own acknowledged memory when the cloud forgets it', async () => {
    const store = await LocalStore.open(dataDir);
    await store.remember({ text: 'Temporary note.', collection: 'warehouse' }, 't');
    await store.recordPushOutcomes([{ localId: 't', memoryId: 'mem_t', status: 'created' }]);
    await store.applyPage([forgotten('mem_t')], 'c_NA');
    expect(store.size).toBe(0);
    expect((await LocalStore.open(dataDir)).size).toBe(0);
  });
});
