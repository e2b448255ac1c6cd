// An account's vector_db_url is an outbound connection: a server that accepts connections and
// never answers (a tarpit) fails that account's requests within the configured timeout, with a
// message of our own, while other accounts are served meanwhile.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

let tarpit: Server;
const sockets = new Set<Socket>();
let port: number;
let server: TestServer;

beforeAll(async () => {
  tarpit = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => tarpit.listen(0, '127.0.0.1', resolve));
  port = (tarpit.address() as { port: number }).port;
  server = await startTestServer({
    VECTOR_DB_ALLOWED_HOSTS: '127.0.0.1',
    VECTOR_DB_CONNECT_TIMEOUT_MS: '300',
    VECTOR_DB_STATEMENT_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await server?.stop();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => tarpit?.close(() => resolve()));
});

describe('a vector database that never answers', () => {
  it('fails its account with 503 within the timeout while another account stores and searches', async () => {
    const stuck = await signUp(server, undefined, {
      vector_db_url: `postgres://user:secret@127.0.0.1:${port}/vectors`,
    });
    const other = await signUp(server);

    // (categories given: this test is about the store, not the classifier)
    const [failed, stored] = await Promise.all([
      server.call('POST', '/v1/store', {
        token: stuck.apiKey,
        body: { text: 'The tarpit holds this one.', category: 'fact' },
      }),
      server.call('POST', '/v1/store', {
        token: other.apiKey,
        body: { text: 'The staging database moved to Frankfurt.', category: 'fact' },
      }),
    ]);
    expect(stored.status, stored.text).toBe(201);
    expect(failed.status).toBe(503);
    expect(failed.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(failed.body.error.message).toContain('did not answer within 0.3 s');
    expect(failed.text).not.toContain('127.0.0.1');
    expect(failed.text).not.toContain(String(port));
    expect(failed.text).not.toContain('secret');
    expect(sockets.size).toBeGreaterThan(0); // it did reach the tarpit: the allow-list let it through

    const [failedSearch, found] = await Promise.all([
      server.call('POST', '/v1/search', { token: stuck.apiKey, body: { query: 'tarpit' } }),
      server.call('POST', '/v1/search', {
        token: other.apiKey,
        body: { query: 'Where did the staging database move?' },
      }),
    ]);
    expect(failedSearch.status).toBe(503);
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).toContain('Frankfurt');
  });
});
