// The SDK against a live service (started by scripts/test-sdks.sh, which passes SERVICE_URL and the
// receiver's certificate): sign up, a trigger and a webhook, store, search, a real signed delivery
// to an HTTPS receiver this test runs, verified with the helper, forget, and one typed error.
// Every call goes through the generated client; only the receiver is plain HTTP handling.
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../helpers/webhooks.js';
import {
  AccountApi,
  Configuration,
  ErrorCode,
  ErrorEnvelopeFromJSON,
  MemoryApi,
  ResponseError,
  TriggersApi,
  WebhookEventFromJSON,
  WebhooksApi,
  type WebhookEvent,
} from '../src/index.js';

function setting(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the SDK suites with scripts/test-sdks.sh, which starts the service and sets it.`,
    );
  return value;
}

interface Delivery {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const deliveries: Delivery[] = [];
let receiver: Server;
let receiverUrl: string;
let basePath: string;

beforeAll(async () => {
  basePath = setting('SERVICE_URL');
  receiver = createServer(
    { cert: readFileSync(setting('SDK_TEST_TLS_CERT')), key: readFileSync(setting('SDK_TEST_TLS_KEY')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        deliveries.push({ headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      });
    },
  );
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `https://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/typescript`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

/** Polls `probe` until it answers a value, for at most 30 s. */
async function eventually<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the TypeScript SDK against a live service', () => {
  const marker = `sdk-typescript-${Date.now()}`;
  const text = `The ${marker} team decided to ship the TypeScript SDK with signed webhooks.`;
  let config: Configuration;
  let secret: string;
  let triggerId: string;
  let memoryId: string;

  it('signs up and receives an API key', async () => {
    const created = await new AccountApi(new Configuration({ basePath })).createKey({
      createKeyRequest: { email: `${marker}@example.com` },
    });
    expect(created.apiKey).toMatch(/^pr_live_/);
    expect(created.tier).toBe('free');
    config = new Configuration({ basePath, accessToken: created.apiKey });
  });

  it('creates a trigger and a webhook', async () => {
    const trigger = await new TriggersApi(config).createTrigger({
      createTriggerRequest: {
        name: 'SDK test trigger',
        conditions: [{ type: 'TEXT_CONTAINS', value: marker }],
        actions: [{ type: 'LOG_EVENT', level: 'info', messageTemplate: 'matched {{memory.id}}' }],
      },
    });
    expect(trigger.id).toMatch(/^trg_/);
    expect(trigger.conditions).toEqual([{ type: 'TEXT_CONTAINS', value: marker }]);
    triggerId = trigger.id;

    const webhook = await new WebhooksApi(config).createWebhook({
      createWebhookRequest: { url: receiverUrl, events: new Set(['MEMORY_STORED'] as const) },
    });
    expect(webhook.id).toMatch(/^wh_/);
    expect(webhook.secret).toMatch(/^whsec_/);
    secret = webhook.secret;
  });

  it('stores a memory and finds it by meaning', async () => {
    const memory = new MemoryApi(config);
    const stored = await memory.storeMemory({ storeMemoryRequest: { text, metadata: { source: 'sdk-test' } } });
    expect(stored.status).toBe('stored');
    expect(stored.duplicate).toBe(false);
    memoryId = stored.id;

    const found = await memory.searchMemories({
      searchMemoriesRequest: { query: 'Which SDK ships with signed webhooks?', limit: 5 },
    });
    const hit = found.results.find((r) => r.id === memoryId);
    expect(hit?.text).toBe(text);
    expect(hit?.score).toBeGreaterThan(0.3);
  });

  it('receives the MEMORY_STORED delivery and verifies its signature with the helper', async () => {
    const delivery = await eventually('the MEMORY_STORED delivery', () =>
      deliveries.find((d) => d.headers['x-service-event'] === 'MEMORY_STORED'),
    );
    const verified = await verifyWebhook(delivery.body, delivery.headers, { secret });
    expect(verified.id).toBe(delivery.headers['webhook-id']);
    const event: WebhookEvent = WebhookEventFromJSON(verified.payload);
    expect(event.event).toBe('MEMORY_STORED');
    if (event.event !== 'MEMORY_STORED') return;
    expect(event.data.memoryId).toBe(memoryId);
    expect(event.data.content).toBe(text);

    // The same delivery with one byte changed, or checked with another secret, is refused.
    const tampered = Buffer.concat([delivery.body, Buffer.from(' ')]);
    await expect(verifyWebhook(tampered, delivery.headers, { secret })).rejects.toMatchObject({
      code: 'SIGNATURE_MISMATCH',
    });
    await expect(verifyWebhook(delivery.body, delivery.headers, { secret: `${secret}x` })).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
  });

  it('ran the trigger on the stored memory', async () => {
    const execution = await eventually('the trigger execution', async () => {
      const page = await new TriggersApi(config).listTriggerExecutions({ triggerId });
      return page.items.find((e) => e.memoryId === memoryId);
    });
    expect(execution.status).toBe('SUCCESS');
    expect(execution.actionResults.map((a) => a.type)).toEqual(['LOG_EVENT']);
  });

  it('forgets the memory, and forgetting it again is a typed 404 MEMORY_NOT_FOUND', async () => {
    const memory = new MemoryApi(config);
    const forgotten = await memory.forgetMemory({ forgetMemoryRequest: { memoryId } });
    expect(forgotten).toMatchObject({ status: 'forgotten', memoryId });

    const error = await memory.forgetMemory({ forgetMemoryRequest: { memoryId } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ResponseError);
    const response = (error as ResponseError).response;
    expect(response.status).toBe(404);
    const envelope = ErrorEnvelopeFromJSON(await response.json());
    expect(envelope.error.code).toBe(ErrorCode.MemoryNotFound);
    expect(envelope.error.message).toContain(memoryId);
  });
});
