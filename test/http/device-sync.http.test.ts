// The device sync protocol through the real server and model: pushes idempotent by local id, the
// conflict rules (first write of a local id wins, the cloud's forget wins), and pulls of the
// change feed by cursor, with forgets as tombstones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ DEVICE_LIVENESS_INTERVAL_MS: '3600000' });
});
afterAll(async () => {
  await server?.stop();
});

const asDevice = (token: string) => ({ authorization: `Bearer ${token}` });

async function registered(apiKey: string): Promise<{ id: string; token: string }> {
  const res = await server.call('POST', '/v1/devices', { token: apiKey, body: { name: 'Robot', type: 'ROBOT' } });
  return { id: res.body.id, token: res.body.device_token };
}

const push = (device: { id: string; token: string }, memories: Record<string, unknown>[]) =>
  server.call('POST', `/v1/devices/${device.id}/memories/push`, {
    headers: asDevice(device.token),
    body: { memories },
  });
const pull = (device: { id: string; token: string }, query = '') =>
  server.call('GET', `/v1/devices/${device.id}/memories/changes${query}`, { headers: asDevice(device.token) });

describe('device sync protocol', () => {
  it('stores pushed memories once per local id, and the changes come back by cursor with forgets as tombstones', async () => {
    const { apiKey } = await signUp(server);
    const robot = await registered(apiKey);
    const camera = await registered(apiKey);
    const batch = [
      {
        local_id: 'note-1',
        text: 'Aisle 7 is blocked by pallets until Friday.',
        collection: 'warehouse',
        category: 'fact',
        importance: 0.7,
        metadata: { aisle: 7 },
      },
      {
        local_id: 'note-2',
        text: 'The operator prefers the slow lane near the loading dock.',
        collection: 'warehouse',
      },
    ];
    const first = await push(robot, batch);
    expect(first.status).toBe(200);
    expectConforms('pushDeviceMemories', first);
    expect(first.body.results.map((r: { status: string }) => r.status)).toEqual(['created', 'created']);
    const ids = first.body.results.map((r: { memory_id: string }) => r.memory_id);

    const again = await push(robot, batch); // the answer was lost; the device sends the batch again
    expect(again.body.results).toEqual([
      { local_id: 'note-1', memory_id: ids[0], status: 'existing' },
      { local_id: 'note-2', memory_id: ids[1], status: 'existing' },
    ]);
    const changedText = await push(robot, [
      { local_id: 'note-1', text: 'Aisle 7 is clear again.', collection: 'warehouse' },
    ]);
    expect(changedText.body.results[0]).toEqual({ local_id: 'note-1', memory_id: ids[0], status: 'existing' }); // first write of a local id wins
    const sameText = await push(camera, [
      { local_id: 'cam-9', text: 'Aisle 7 is blocked by pallets until Friday.', collection: 'warehouse' },
    ]);
    expect(sameText.body.results[0]).toEqual({ local_id: 'cam-9', memory_id: ids[0], status: 'duplicate' });
    const stats = await server.call('GET', '/v1/stats?collection=warehouse', { token: apiKey });
    expect(stats.body.total_memories).toBe(2); // no duplicate anywhere

    const full = await pull(robot);
    expect(full.status).toBe(200);
    expectConforms('pullDeviceChanges', full);
    expect(full.body.has_more).toBe(false);
    expect(
      full.body.changes.map((c: { change: string; memory_id: string; local_id: string | null }) => [
        c.change,
        c.memory_id,
        c.local_id,
      ]),
    ).toEqual([
      ['stored', ids[0], 'note-1'],
      ['stored', ids[1], 'note-2'],
    ]);
    expect(full.body.changes[0]).toMatchObject({
      collection: 'warehouse',
      text: 'Aisle 7 is blocked by pallets until Friday.',
      category: 'fact',
      importance: 0.7,
      metadata: { aisle: 7 },
    });
    const cameraView = await pull(camera);
    expect(cameraView.body.changes.map((c: { local_id: string | null }) => c.local_id)).toEqual(['cam-9', null]); // each device sees its own local ids

    const quiet = await pull(robot, `?cursor=${full.body.next_cursor}`);
    expect(quiet.body).toEqual({ changes: [], next_cursor: full.body.next_cursor, has_more: false });

    expect(
      (await server.call('POST', '/v1/forget', { token: apiKey, body: { memory_id: ids[1], collection: 'warehouse' } }))
        .status,
    ).toBe(200);
    const afterForget = await pull(robot, `?cursor=${full.body.next_cursor}`);
    expect(afterForget.body.changes).toEqual([
      {
        change: 'forgotten',
        memory_id: ids[1],
        collection: 'warehouse',
        text: null,
        category: null,
        importance: null,
        metadata: null,
        local_id: null,
        changed_at: expect.any(String),
      },
    ]);
    const stale = await push(robot, [
      {
        local_id: 'note-2',
        text: 'The operator prefers the slow lane near the loading dock.',
        collection: 'warehouse',
      },
    ]);
    expect(stale.body.results[0]).toEqual({ local_id: 'note-2', memory_id: ids[1], status: 'forgotten' }); // the cloud's forget wins
    const fresh = await pull(robot);
    expect(fresh.body.changes.map((c: { change: string }) => c.change)).toEqual(['stored', 'forgotten']); // the forgotten memory's store is left out
  });

  it('keeps one memory for a local id pushed by concurrent pushes with different texts: the first linked', async () => {
    const { apiKey } = await signUp(server);
    const robot = await registered(apiKey);
    // the collection exists first: concurrent first stores into a new collection race on the tier's
    // collection limit (docs/decisions.md), which is not what this test is about
    const opened = await push(robot, [{ local_id: 'opener', text: 'Hall 3 opens at six.', collection: 'race' }]);
    expect(opened.status, opened.text).toBe(200);
    const texts = [1, 2, 3, 4, 5].map((n) => `Shelf ${n} holds spare batteries for the forklifts in hall ${n * 7}.`);
    const answers = await Promise.all(
      texts.map((text) => push(robot, [{ local_id: 'shelf', text, collection: 'race' }])),
    );
    for (const res of answers) expect(res.status, res.text).toBe(200);
    const ids = new Set(answers.map((res) => res.body.results[0].memory_id as string));
    expect(ids.size).toBe(1);
    expect((await server.call('GET', '/v1/stats?collection=race', { token: apiKey })).body.total_memories).toBe(2);
  });

  it('pages with limit, narrows by collection, and refuses bad cursors and other tokens', async () => {
    const { apiKey, email } = await signUp(server);
    // two collections: more than the free tier's one
    await server.service.db.orm.em
      .getConnection()
      .execute("update accounts set tier = 'builder' where email = ?", [email]);
    const device = await registered(apiKey);
    const other = await registered((await signUp(server)).apiKey);
    await push(device, [
      { local_id: 'a', text: 'Charging station B is out of order.', collection: 'site' },
      { local_id: 'b', text: 'Deliveries arrive at gate 3 after noon.', collection: 'site' },
      { local_id: 'c', text: 'The night shift starts at ten.', collection: 'staff' },
    ]);
    const one = await pull(device, '?limit=2');
    expect(one.body.changes).toHaveLength(2);
    expect(one.body.has_more).toBe(true);
    const two = await pull(device, `?limit=2&cursor=${one.body.next_cursor}`);
    expect(two.body.changes.map((c: { local_id: string }) => c.local_id)).toEqual(['c']);
    expect(two.body.has_more).toBe(false);
    expect(
      (await pull(device, '?collections=staff')).body.changes.map((c: { local_id: string }) => c.local_id),
    ).toEqual(['c']);
    // the list's comma as sent literally and percent-encoded
    for (const query of ['?collections=staff,site', '?collections=staff%2Csite'])
      expect((await pull(device, query)).body.changes.map((c: { local_id: string }) => c.local_id).sort()).toEqual([
        'a',
        'b',
        'c',
      ]);
    expect((await pull(device, '?cursor=nonsense')).body.error.code).toBe('VALIDATION_ERROR');
    expect((await pull({ id: device.id, token: other.token })).body.error.code).toBe('INVALID_DEVICE_TOKEN');
    expect((await push({ id: device.id, token: other.token }, [{ local_id: 'x', text: 'x' }])).status).toBe(401);
    expect((await pull(other)).body.changes).toEqual([]); // another account's feed is empty
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ local_id: `x-${i}`, text: `note ${i}` }));
    expect((await push(device, tooMany)).status).toBe(422);
    const empty = await push(device, []); // nothing to push: records the sync (acknowledges a sync command)
    expect([empty.status, empty.body]).toEqual([200, { results: [] }]);
  });
});
