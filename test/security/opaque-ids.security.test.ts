// Attack 4 of issue 22: ids checked against their issued shape told a caller which ids could
// exist. Before the fix GET /v1/devices/dev_<32 hex> answered 422 (the pattern wanted 24 base62
// characters) while a well-formed unknown id answered 404, so the error said more than "not
// found", and ids from other systems could not be used at all. Guards: an unknown id answers its
// area's 404 whatever its shape; only length and characters are checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let apiKey: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ apiKey } = await signUp(server));
});
afterAll(async () => {
  await server?.stop();
});

const HEX32 = '0123456789abcdef0123456789abcdef';

const probes: { operationId: string; path: string; code: string }[] = [
  { operationId: 'getDevice', path: `/v1/devices/dev_${HEX32}`, code: 'DEVICE_NOT_FOUND' },
  { operationId: 'getFleet', path: `/v1/fleets/fleet_${HEX32}`, code: 'FLEET_NOT_FOUND' },
  { operationId: 'getTrigger', path: `/v1/triggers/trg_${HEX32}`, code: 'TRIGGER_NOT_FOUND' },
  { operationId: 'getWebhook', path: '/v1/webhooks/wh_short', code: 'WEBHOOK_NOT_FOUND' },
  {
    operationId: 'getCompressionJob',
    path: '/v1/compression/jobs/job-from-elsewhere',
    code: 'COMPRESSION_JOB_NOT_FOUND',
  },
  { operationId: 'getExport', path: `/v1/export/exp_${HEX32}`, code: 'EXPORT_NOT_FOUND' },
  { operationId: 'getOverflowMemory', path: `/v1/overflow/memory/mem_${HEX32}`, code: 'MEMORY_NOT_FOUND' },
];

describe('attack 4: ids of another shape', () => {
  for (const probe of probes) {
    it(`GET ${probe.path} answers 404 ${probe.code}`, async () => {
      const res = await server.call('GET', probe.path, { token: apiKey });
      expect(res.status, res.text).toBe(404);
      expectConforms(probe.operationId, res);
      expect(res.body.error.code).toBe(probe.code);
    });
  }

  it('a well-formed unknown id and an id of another shape answer alike', async () => {
    const wellFormed = await server.call('GET', '/v1/devices/dev_6hP7sU9vW1xY3zA5bC7dE9fG', { token: apiKey });
    const otherShape = await server.call('GET', `/v1/devices/dev_${HEX32}`, { token: apiKey });
    expect(otherShape.status).toBe(wellFormed.status);
    expect(otherShape.body.error.code).toBe(wellFormed.body.error.code);
  });

  it('an id that is not valid percent-encoding answers 401 without a key and 422 with one, never 500', async () => {
    // found on the way: Express's router threw on decoding `%E0%A4%A` and the request answered
    // 500, with or without a key
    const path = '/v1/triggers/trg_%E0%A4%A';
    const anonymous = await server.call('GET', path, { direct: true });
    expect(anonymous.status, anonymous.text).toBe(401);
    const keyed = await server.call('GET', path, { token: apiKey, direct: true });
    expect(keyed.status, keyed.text).toBe(422);
    expect(keyed.body.error.code).toBe('VALIDATION_ERROR');
    expect(keyed.body.error.details).toEqual({ trigger_id: 'is not valid percent-encoding' });
  });
});
