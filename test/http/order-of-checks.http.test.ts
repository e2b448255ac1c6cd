// The order of checks the contract's description states, through the running service:
// authentication (and the rate limit) from the headers before any body is read, then the body
// limits (1 MB by default, 50 MB for the compression operations of an authenticated caller),
// then the resources the path names (their area's 404) before the query and the body are
// validated. The operations are taken from the contract, not from a list here.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_VECTORS_PER_REQUEST } from '../../src/http/body-parsers.js';
import { contractDocument, expectConforms } from '../support/conformance.js';
import {
  deref,
  exampleRequest,
  listOperations,
  parametersOf,
  pathIdParameters,
  type Operation,
} from '../support/openapi-document.js';
import { streamUpload } from '../support/stream-upload.js';
import { signUp, type TestServer, useTestServer } from '../support/test-server.js';

let server: TestServer;
let apiKey: string;

useTestServer((started, key) => {
  server = started;
  apiKey = key;
});

const GENERIC_PREFIX = '/generic/v1';

function schemesOf(op: Operation): string[][] {
  const requirements: Record<string, unknown>[] = op.definition.security ?? contractDocument.security ?? [];
  return requirements.map((r) => Object.keys(r));
}

/** Operations every one of whose security alternatives needs the scheme (an empty alternative means none is needed). */
function operationsNeeding(scheme: string): Operation[] {
  return listOperations(contractDocument).filter((op) => {
    const alternatives = schemesOf(op);
    return alternatives.length > 0 && alternatives.every((names) => names.includes(scheme));
  });
}

const keyed = operationsNeeding('ApiKeyAuth');
const byDevice = operationsNeeding('DeviceTokenAuth');

/** The bodies to send: fetch sends none with GET. */
function bodiesFor(op: Operation): [string, string | undefined][] {
  return Object.entries(BODIES).filter(([, body]) => op.method !== 'get' || body === undefined);
}

function urlOf(op: Operation): string {
  const example = exampleRequest(contractDocument, op);
  const query = example.query.toString();
  return query ? `${example.path}?${query}` : example.path;
}

const OVERSIZED = `{"vectors":[${'[0.5,0.25],'.repeat(200_000)}[0]]}`; // about 2.2 MB, over the 1 MB default
const BODIES: Record<string, string | undefined> = {
  none: undefined,
  garbage: '{"memory_id": "mem_x", ',
  schemaViolation: '{"memory_id": "mem_x", "surprise": [1, 2, 3]}',
  oversized: OVERSIZED,
};

describe('no credential -> 401, whatever the body', () => {
  it('the contract has operations of each kind to check', () => {
    expect(keyed.length).toBeGreaterThan(50);
    expect(keyed.some((op) => op.path.startsWith(GENERIC_PREFIX))).toBe(true);
    expect(byDevice.length).toBeGreaterThan(0);
  });

  it.each(keyed.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const generic = op.path.startsWith(GENERIC_PREFIX);
    for (const [kind, body] of bodiesFor(op)) {
      for (const token of [undefined, 'pr_live_notAKeyOfAnyAccount000000000000000']) {
        const res = await server.call(op.method.toUpperCase(), urlOf(op), {
          token,
          body,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          direct: true,
        });
        const label = `${op.method.toUpperCase()} ${op.path} with ${kind} body, ${token ? 'unknown key' : 'no key'}`;
        expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBe(401);
        expect(res.body.error.code, label).toBe(generic ? 'INVALID_API_KEY' : 'UNAUTHORIZED');
        expect(typeof res.body.error.message).toBe('string');
        expectConforms(op.operationId, res);
      }
    }
  });

  it.each(byDevice.map((op) => [op.operationId, op] as const))('%s (device token)', async (_id, op) => {
    for (const [kind, body] of bodiesFor(op)) {
      for (const token of [undefined, apiKey, 'devtok_notTheTokenOfThisDevice']) {
        const res = await server.call(op.method.toUpperCase(), urlOf(op), {
          token,
          body,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          direct: true,
        });
        expect(res.status, `${op.operationId} with ${kind} body: ${res.text.slice(0, 200)}`).toBe(401);
        expect(res.body.error.code).toBe('INVALID_DEVICE_TOKEN');
        expectConforms(op.operationId, res);
      }
    }
  });

  it('POST /v1/forget with a schema-valid body and no key answers 401, not 422', async () => {
    const res = await server.call('POST', '/v1/forget', { body: { memory_id: 'mem_x' } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });
});

describe('body limits after authentication', () => {
  it('refuses an unauthenticated 32 MB POST /v1/compress with 401 before reading its body', async () => {
    const total = 32 * 1024 * 1024;
    const outcome = await streamUpload(new URL('/v1/compress', server.url), total);
    expect(outcome.status).toBe(401);
    expect(JSON.parse(outcome.body).error.code).toBe('UNAUTHORIZED');
    // the answer came while the body was still being sent
    expect(outcome.bytesSent).toBeLessThan(total / 2);
  });

  it('refuses an unauthenticated 32 MB body on the generic surface and on a device route the same way', async () => {
    const total = 32 * 1024 * 1024;
    const generic = await streamUpload(new URL(`${GENERIC_PREFIX}/memories`, server.url), total);
    expect(generic.status).toBe(401);
    expect(JSON.parse(generic.body).error.code).toBe('INVALID_API_KEY');
    expect(generic.bytesSent).toBeLessThan(total / 2);
    const device = await streamUpload(
      new URL('/v1/devices/dev_000000000000000000000000/memories/push', server.url),
      total,
    );
    expect(device.status).toBe(401);
    expect(JSON.parse(device.body).error.code).toBe('INVALID_DEVICE_TOKEN');
    expect(device.bytesSent).toBeLessThan(total / 2);
  });

  it('answers an authenticated 2 MB body on a non-compression operation with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await server.call('POST', '/v1/search', {
      token: apiKey,
      body: OVERSIZED,
      headers: { 'content-type': 'application/json' },
      direct: true,
    });
    expect(res.status).toBe(413);
    expectConforms('searchMemories', res);
    expect(res.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { limit_bytes: 1024 * 1024 } });
  });

  it('accepts an authenticated 2 MB compression body', async () => {
    const vectors = Array.from({ length: 9000 }, (_, i) => [
      ((i % 97) + 1) / 97,
      0.5,
      -0.25,
      0.125,
      0.0625,
      -0.5,
      0.75,
      0.3,
    ]);
    const body = JSON.stringify({ vectors, method: 'SCALAR_QUANTIZATION', target_bits: 8 }, null, 8); // indented: over 1 MB
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const res = await server.call('POST', '/v1/compress', {
      token: apiKey,
      body,
      headers: { 'content-type': 'application/json' },
      direct: true,
    });
    expect(res.status, res.text.slice(0, 200)).toBe(200);
    expect(res.body.compressed_vectors).toHaveLength(vectors.length);
  });

  it('refuses more vectors than the limit with 413 VECTORS_TOO_LARGE while reading', async () => {
    const body = `{"vectors":[${'[1],'.repeat(MAX_VECTORS_PER_REQUEST)}[1]]}`;
    const res = await server.call('POST', '/v1/compress', {
      token: apiKey,
      body,
      headers: { 'content-type': 'application/json' },
      direct: true,
    });
    expect(res.status).toBe(413);
    expectConforms('compressVectors', res);
    expect(res.body.error).toMatchObject({
      code: 'VECTORS_TOO_LARGE',
      details: { limit_vectors: MAX_VECTORS_PER_REQUEST },
    });
  });
});

describe('authenticated, a path naming nothing -> its 404 before the query and body are validated', () => {
  const withIds = listOperations(contractDocument).filter((op) => pathIdParameters(contractDocument, op).length > 0);
  const byDeviceToken = new Set(byDevice.map((op) => op.operationId));
  let device: { id: string; token: string };

  beforeAll(async () => {
    const registered = await server.call('POST', '/v1/devices', {
      token: apiKey,
      body: { name: 'Order probe', type: 'ROBOT' },
    });
    expect(registered.status, registered.text).toBe(201);
    device = { id: registered.body.id, token: registered.body.device_token };
  });

  /** The 404 code the contract gives an input id that does not exist (its schema's description names it). */
  function notFoundCode(schema: string): string {
    const description = String(contractDocument.components.schemas[schema].description);
    const code = /answers `404 ([A-Z_]+)`/.exec(description)?.[1];
    if (!code) throw new Error(`${schema} does not say which 404 an unknown id answers`);
    return code;
  }

  /** A value the query parameter's schema refuses; undefined when any text would do. */
  function refusedValue(parameter: Record<string, any>): string | undefined {
    const schema = deref<Record<string, any>>(contractDocument, parameter.schema ?? {});
    if (schema.type === 'integer' || schema.type === 'number') return 'not-a-number';
    if (schema.enum) return 'NOT_ONE_OF_THEM';
    if (schema.pattern) return '!';
    if (typeof schema.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1);
    return undefined;
  }

  interface Invalid {
    label: string;
    query: string;
    body?: string;
  }

  /** Requests whose query or body the contract refuses: one per kind of mistake the operation can receive. */
  function invalidRequests(op: Operation): Invalid[] {
    const requests: Invalid[] = [{ label: 'an unknown query parameter', query: 'surprise=1' }];
    for (const parameter of parametersOf(contractDocument, op).filter((p) => p.in === 'query')) {
      const value = refusedValue(parameter);
      if (value !== undefined)
        requests.push({
          label: `query ${parameter.name}=${value.slice(0, 20)}`,
          query: `${parameter.name}=${encodeURIComponent(value)}`,
        });
    }
    if (op.definition.requestBody) {
      requests.push({ label: 'a body of another type', query: '', body: '[1, 2, 3]' });
      requests.push({
        label: 'a body with unknown and mistyped fields',
        query: '',
        body: '{"surprise": [1, 2, 3], "name": 42, "text": false, "memory_id": 7}',
      });
    }
    return requests;
  }

  const UNKNOWN_ID = 'doesnotexist_0123456789';

  it('the contract has the operations this test walks', () => {
    expect(withIds.length).toBeGreaterThanOrEqual(35);
    expect(withIds.some((op) => op.path.startsWith(GENERIC_PREFIX))).toBe(true);
    expect(
      withIds.some((op) => op.method === 'get' && parametersOf(contractDocument, op).some((p) => p.in === 'query')),
    ).toBe(true);
  });

  it.each(withIds.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const ids = pathIdParameters(contractDocument, op);
    let path = op.path;
    for (const id of ids) path = path.replace(`{${id.name}}`, UNKNOWN_ID);
    const deviceOperation = byDeviceToken.has(op.operationId);
    // each operation on its own rate limit
    const token = deviceOperation ? device.token : (await signUp(server)).apiKey;
    for (const request of invalidRequests(op)) {
      const url = request.query ? `${path}?${request.query}` : path;
      const headers: Record<string, string> = request.body === undefined ? {} : { 'content-type': 'application/json' };
      const res = await server.call(op.method.toUpperCase(), url, { token, body: request.body, headers, direct: true });
      const label = `${op.method.toUpperCase()} ${op.path} with ${request.label}`;
      if (deviceOperation) {
        // the contract's decision: a device-token operation never tells whether a device id exists
        expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBe(401);
        expect(res.body.error.code, label).toBe('INVALID_DEVICE_TOKEN');
      } else {
        expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBe(404);
        expect(res.body.error.code, label).toBe(notFoundCode(ids[0]!.schema));
      }
      expect(typeof res.body.error.message, label).toBe('string');
      expectConforms(op.operationId, res);
    }
  });

  it('a sync job that does not exist on an existing device: 404 NOT_FOUND before the query is validated', async () => {
    const res = await server.call('GET', `/v1/devices/${device.id}/sync/${UNKNOWN_ID}?surprise=1`, {
      token: apiKey,
      direct: true,
    });
    expect(res.status, res.text).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expectConforms('getSyncJob', res);
  });

  it('an existing resource with an invalid body still answers the validation error', async () => {
    const fleet = await server.call('POST', '/v1/fleets', { token: apiKey, body: { name: 'Order fleet' } });
    expect(fleet.status, fleet.text).toBe(201);
    const res = await server.call('PATCH', `/v1/fleets/${fleet.body.id}`, {
      token: apiKey,
      body: '{"surprise": [1, 2, 3]}',
      headers: { 'content-type': 'application/json' },
      direct: true,
    });
    expect(res.status, res.text).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expectConforms('updateFleet', res);
  });

  it('an id too long or with another character is refused by its schema first: 422, not looked up', async () => {
    for (const id of ['t'.repeat(129), 'trg.1']) {
      const res = await server.call('POST', `/v1/triggers/${id}/test`, {
        token: apiKey,
        body: '[1]',
        headers: { 'content-type': 'application/json' },
        direct: true,
      });
      expect(res.status, res.text).toBe(422);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.body.error.details)).toContain('trigger_id');
      expectConforms('testTrigger', res);
    }
  });
});
