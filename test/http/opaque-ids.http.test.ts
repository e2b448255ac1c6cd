// Ids are opaque on input (issue 22): for every operation that takes an id in its path, an id
// that does not exist answers 404 with its area's code whatever its shape; only a value too long
// or with a character outside letters, digits, `_` and `-` answers 422. The operations are read
// from the contract, so a new one is covered when it is added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import {
  exampleRequest,
  listOperations,
  loadDocument,
  pathIdParameters,
  type Operation,
} from '../support/openapi-document.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const doc = loadDocument();

/** The 404 code each opaque input id answers when nothing has it (its schema says so too). */
const NOT_FOUND_CODE: Record<string, string> = {
  MemoryIdInput: 'MEMORY_NOT_FOUND',
  TriggerIdInput: 'TRIGGER_NOT_FOUND',
  CompressionJobIdInput: 'COMPRESSION_JOB_NOT_FOUND',
  CompressionBatchIdInput: 'COMPRESSION_BATCH_NOT_FOUND',
  CollectionIdInput: 'COLLECTION_NOT_FOUND',
  FleetIdInput: 'FLEET_NOT_FOUND',
  DeviceIdInput: 'DEVICE_NOT_FOUND',
  AlertIdInput: 'ALERT_NOT_FOUND',
  SyncJobIdInput: 'NOT_FOUND',
  ExportJobIdInput: 'EXPORT_NOT_FOUND',
  WebhookIdInput: 'WEBHOOK_NOT_FOUND',
};

/** The path parameters of an operation that are service ids, in path order. */
const idParameters = (op: Operation) => pathIdParameters(doc, op);

const byDeviceToken = (op: Operation) =>
  (op.definition.security ?? []).some((s: Record<string, unknown>) => 'DeviceTokenAuth' in s);

const operationsWithIds = listOperations(doc).filter((op) => idParameters(op).length > 0);

/** Ids nobody was given: the issued prefix with another length, and no prefix at all. */
function unknownIds(schema: string): string[] {
  const prefix = String(doc.components.schemas[schema].example).split('_')[0];
  return [`${prefix}_${'0123456789abcdef'.repeat(2)}`, 'xyz', 'Some-Id_42'];
}

let server: TestServer;
let apiKey: string;
let device: { id: string; token: string };

beforeAll(async () => {
  server = await startTestServer();
  ({ apiKey } = await signUp(server));
  const registered = await server.call('POST', '/v1/devices', {
    token: apiKey,
    body: { name: 'Probe', type: 'ROBOT' },
  });
  expect(registered.status, registered.text).toBe(201);
  device = { id: registered.body.id, token: registered.body.device_token };
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function callWith(op: Operation, ids: Record<string, string>, token: string) {
  const example = exampleRequest(doc, op);
  let path = op.path;
  for (const [name, value] of Object.entries(ids)) path = path.replace(`{${name}}`, encodeURIComponent(value));
  const query = example.query.toString();
  return server.call(op.method.toUpperCase(), `${path}${query ? `?${query}` : ''}`, {
    token,
    body: example.hasBody ? example.body : undefined,
  });
}

describe('an id that does not exist, whatever its shape', () => {
  it('the contract has the operations this test walks', () => {
    expect(operationsWithIds.length).toBeGreaterThanOrEqual(35);
    for (const op of operationsWithIds)
      for (const p of idParameters(op)) expect(NOT_FOUND_CODE[p.schema], `${op.operationId} ${p.name}`).toBeDefined();
  });

  for (const op of operationsWithIds) {
    const params = idParameters(op);
    const first = params[0]!;
    if (byDeviceToken(op)) {
      // the contract's decision: a device-token operation never tells whether a device id exists
      it(`${op.operationId}: 401 INVALID_DEVICE_TOKEN for any unknown ${first.name}`, async () => {
        for (const id of unknownIds(first.schema)) {
          const res = await callWith(op, { [first.name]: id }, device.token);
          expect(res.status, `${id}: ${res.text}`).toBe(401);
          expectConforms(op.operationId, res);
          expect(res.body.error.code).toBe('INVALID_DEVICE_TOKEN');
        }
      });
      continue;
    }
    it(`${op.operationId}: 404 ${NOT_FOUND_CODE[first.schema]} for an unknown ${first.name}`, async () => {
      const { apiKey: ownKey } = await signUp(server); // each operation on its own rate limit
      for (const id of unknownIds(first.schema)) {
        const ids = Object.fromEntries(params.map((p) => [p.name, id]));
        const res = await callWith(op, ids, ownKey);
        expect(res.status, `${op.method.toUpperCase()} ${op.path} with ${id}: ${res.text}`).toBe(404);
        expectConforms(op.operationId, res);
        expect(res.body.error.code).toBe(NOT_FOUND_CODE[first.schema]);
      }
    });
  }

  it('a sync job id of any shape on an existing device: 404 NOT_FOUND', async () => {
    for (const id of unknownIds('SyncJobIdInput')) {
      const res = await server.call('GET', `/v1/devices/${device.id}/sync/${id}`, { token: apiKey });
      expect(res.status, res.text).toBe(404);
      expectConforms('getSyncJob', res);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('ids in a body or a query', () => {
  it('a body id of another shape is looked up: 404 with the area code', async () => {
    const forget = await server.call('POST', '/v1/overflow/promote', { token: apiKey, body: { memory_id: 'xyz' } });
    expect(forget.status, forget.text).toBe(404);
    expectConforms('promoteOverflowMemory', forget);
    expect(forget.body.error.code).toBe('MEMORY_NOT_FOUND');

    const moved = await server.call('PATCH', `/v1/devices/${device.id}`, {
      token: apiKey,
      body: { fleet_id: 'fleet_0123456789abcdef0123456789abcdef' },
    });
    expect(moved.status, moved.text).toBe(404);
    expectConforms('updateDevice', moved);
    expect(moved.body.error.code).toBe('FLEET_NOT_FOUND');
  });

  it('a query filter of another shape filters: an empty page', async () => {
    const res = await server.call('GET', '/v1/devices?fleet_id=some-fleet', { token: apiKey });
    expect(res.status, res.text).toBe(200);
    expectConforms('listDevices', res);
    expect(res.body.items).toEqual([]);
  });
});

describe('the only checks left on an input id: its length and characters', () => {
  it('over 128 characters, or with another character: 422 VALIDATION_ERROR naming the parameter', async () => {
    for (const id of ['d'.repeat(129), 'dev.1', 'dev%201']) {
      const res = await server.call('GET', `/v1/devices/${id}`, { token: apiKey });
      expect(res.status, `${id}: ${res.text}`).toBe(422);
      expectConforms('getDevice', res);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.body.error.details)).toContain('device_id');
    }
    const longest = await server.call('GET', `/v1/devices/${'d'.repeat(128)}`, { token: apiKey });
    expect(longest.status).toBe(404);
  });
});
