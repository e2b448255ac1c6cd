// Calls authenticated by a device token are not rate-limited, and the contract documents no 429
// for them (the Dredd contract suite found the contract promising one the service never sends).
// The devices of a fleet often share one gateway address, so neither the anonymous budget per
// address nor the account's key budget may stop their heartbeats, pushes and pulls.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectConforms, operation } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const ANONYMOUS_PER_MINUTE = 3;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(ANONYMOUS_PER_MINUTE),
    DEVICE_LIVENESS_INTERVAL_MS: '3600000',
  });
});
afterAll(async () => {
  await server?.stop();
});

it('answers every heartbeat, push and pull past the per-address budget, and the contract lists no 429 for them', async () => {
  const { apiKey } = await signUp(server);
  const registered = await server.call('POST', '/v1/devices', {
    token: apiKey,
    body: { name: 'Gateway robot', type: 'ROBOT' },
  });
  expect(registered.status, registered.text).toBe(201);
  const { id, device_token: deviceToken } = registered.body;
  const asDevice = { headers: { authorization: `Bearer ${deviceToken}` } };

  // The anonymous budget of this address is spent: a public page is refused now.
  let anonymous = 0;
  for (let i = 0; i <= ANONYMOUS_PER_MINUTE && anonymous !== 429; i += 1)
    anonymous = (await server.call('GET', '/health')).status;
  expect(anonymous).toBe(429);

  for (let i = 0; i < ANONYMOUS_PER_MINUTE * 3; i += 1) {
    const beat = await server.call('POST', `/v1/devices/${id}/heartbeat`, { ...asDevice, body: { battery_pct: 80 } });
    expect(beat.status, beat.text).toBe(200);
  }
  const push = await server.call('POST', `/v1/devices/${id}/memories/push`, {
    ...asDevice,
    body: { memories: [{ local_id: 'note-1', text: 'Aisle 7 is blocked.' }] },
  });
  expect(push.status, push.text).toBe(200);
  expectConforms('pushDeviceMemories', push);
  const pull = await server.call('GET', `/v1/devices/${id}/memories/changes`, asDevice);
  expect(pull.status, pull.text).toBe(200);
  expectConforms('pullDeviceChanges', pull);

  for (const operationId of ['sendHeartbeat', 'pushDeviceMemories', 'pullDeviceChanges']) {
    expect(Object.keys(operation(operationId).definition.responses), operationId).not.toContain('429');
  }
});
