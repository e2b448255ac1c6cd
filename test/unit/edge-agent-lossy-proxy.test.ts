// The lossy proxy the edge-agent end-to-end test runs through (test/support/lossy-proxy.ts):
// a drop before forwarding never reaches the service, a drop after forwarding reaches it but
// its answer never arrives, heal() passes everything, and a seed repeats the decisions.
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { LossyProxy, seededRandom } from '../support/lossy-proxy.js';

let service: Server;
let proxy: LossyProxy | undefined;
let received: string[] = [];

async function startService(): Promise<string> {
  received = [];
  service = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(body);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ echo: body, padding: 'x'.repeat(2_000) }));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const address = service.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
});

const send = (url: string, body: string) =>
  fetch(url, { method: 'POST', body }).then((res) => res.json() as Promise<{ echo: string }>);

describe('lossy proxy', () => {
  it('drops before forwarding: the service never sees the request', async () => {
    proxy = await LossyProxy.start(await startService(), {
      seed: 1,
      faults: { dropBeforeRate: 1, dropAfterRate: 0, delayRate: 0 },
    });
    await expect(send(proxy.url, 'first')).rejects.toThrow();
    expect(received).toEqual([]);
    expect(proxy.counts).toMatchObject({ requests: 1, droppedBefore: 1, droppedAfter: 0 });
  });

  it('drops after forwarding: the service did the work, the client never heard', async () => {
    proxy = await LossyProxy.start(await startService(), {
      seed: 2,
      faults: { dropBeforeRate: 0, dropAfterRate: 1, delayRate: 0 },
    });
    for (const body of ['one', 'two', 'three', 'four']) await expect(send(proxy.url, body)).rejects.toThrow();
    expect(received).toEqual(['one', 'two', 'three', 'four']);
    expect(proxy.counts.droppedAfter).toBe(4);
  });

  it('passes everything once healed, over kept-alive connections, and delays when told to', async () => {
    proxy = await LossyProxy.start(await startService(), {
      seed: 3,
      faults: { dropBeforeRate: 0, dropAfterRate: 0, delayRate: 1, maxDelayMs: 20 },
    });
    expect((await send(proxy.url, 'slow')).echo).toBe('slow');
    expect(proxy.counts.delayed).toBe(1);
    proxy.heal();
    for (const body of ['a', 'b', 'c']) expect((await send(proxy.url, body)).echo).toBe(body);
    expect(proxy.counts).toMatchObject({ requests: 4, delayed: 1 });
    expect(proxy.counts.connections).toBeLessThan(4); // fetch kept connections alive through the proxy
  });

  it('repeats its decisions for a seed', () => {
    const draws = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
    for (const value of draws(7)) expect(value >= 0 && value < 1).toBe(true);
  });
});
