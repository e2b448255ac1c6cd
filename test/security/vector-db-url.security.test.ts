// Attack 3 of issue 22: an account's vector_db_url is a connection the service opens for the
// user. Before the fix any host was accepted at sign-up, so an account could point the service
// at its own loopback (the embedded database's port, an admin endpoint), the private network or
// a cloud metadata address, and a server that accepts connections and never answers (a tarpit)
// held the account's requests, and the database pool slots they used, without a time limit.
// Guards: such hosts are refused at sign-up (unless the operator allows them), and a tarpit
// fails its own account within the timeout while other accounts are served.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const TIMEOUT_MS = 400;

let guarded: TestServer;
let allowing: TestServer;
let tarpit: Server;
let tarpitPort: number;
const held = new Set<Socket>();

beforeAll(async () => {
  tarpit = createServer((socket) => {
    held.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => held.delete(socket));
  });
  await new Promise<void>((resolve) => tarpit.listen(0, '127.0.0.1', resolve));
  tarpitPort = (tarpit.address() as { port: number }).port;
  guarded = await startTestServer();
  // the operator of this one runs a vector database on the same machine and allows loopback
  allowing = await startTestServer({
    VECTOR_DB_ALLOWED_HOSTS: '127.0.0.1',
    VECTOR_DB_CONNECT_TIMEOUT_MS: String(TIMEOUT_MS),
    VECTOR_DB_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});
afterAll(async () => {
  await guarded?.stop();
  await allowing?.stop();
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => tarpit?.close(() => resolve()));
});

describe('attack 3: vector_db_url aimed inside the service’s network', () => {
  const targets = [
    'postgres://127.0.0.1:5432/postgres',
    'postgresql://user:pw@[::1]/db',
    'postgres://localhost/db',
    'postgres://10.0.0.7/db',
    'postgres://192.168.1.20:6432/db',
    'postgres://0.0.0.0/db',
    'milvus://169.254.169.254:19530',
    'http://[::ffff:127.0.0.1]:19530',
    'postgres://93.184.215.14/db?host=/var/run/postgresql',
    'postgres://93.184.215.14/db?sslcert=/etc/ssl/private/server.key',
  ];
  for (const target of targets) {
    it(`sign-up with ${target} is refused 422 naming vector_db_url`, async () => {
      const res = await guarded.call('POST', '/v1/keys', {
        body: { email: `probe-${Math.random().toString(36).slice(2)}@example.com`, vector_db_url: target },
      });
      expect(res.status, res.text).toBe(422);
      expectConforms('createKey', res);
      expect(res.body.error.details).toHaveProperty('vector_db_url');
    });
  }
});

describe('attack 3: a tarpit as vector database', () => {
  it('fails the tarpit account with 503 within the timeout while another account stores at once', async () => {
    const attacker = await signUp(allowing, undefined, {
      vector_db_url: `postgres://user:secret@127.0.0.1:${tarpitPort}/vectors`,
    });
    const bystander = await signUp(allowing);
    // the model is loaded before the clock starts
    const warm = await allowing.call('POST', '/v1/store', {
      token: bystander.apiKey,
      body: { text: 'Warming up the model.', category: 'fact' },
    });
    expect(warm.status, warm.text).toBe(201);
    const started = performance.now();
    const [stuck, served] = await Promise.all([
      allowing.call('POST', '/v1/store', {
        token: attacker.apiKey,
        body: { text: 'Held by the tarpit.', category: 'fact' },
      }),
      allowing.call('POST', '/v1/store', {
        token: bystander.apiKey,
        body: { text: 'The release is on Thursday.', category: 'fact' },
      }),
    ]);
    const elapsed = performance.now() - started;
    expect(served.status, served.text).toBe(201);
    expect(stuck.status, stuck.text).toBe(503);
    expect(stuck.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(held.size).toBeGreaterThan(0); // it did connect to the tarpit
    // within a few timeouts (connect, then statement), not the drivers' defaults of minutes
    expect(elapsed).toBeLessThan(5 * TIMEOUT_MS + 3000);
    // and the answer does not echo the address or the password
    expect(stuck.text).not.toContain(String(tarpitPort));
    expect(stuck.text).not.toContain('secret');
  });
});
