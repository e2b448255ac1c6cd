// Scale-out: two service instances on one PostgreSQL and one Milvus Lite, behind a round-robin
// proxy that sends each request to the other instance than the one before (the answer's
// X-Proxy-Upstream header says which served it). Every request of these tests goes through the
// proxy only, and shows what a scaled-out deployment needs:
//
// - a write through one instance is found (and a forget is no longer found) through the other:
//   memories on Milvus (the account's vector_db_url) and overflow memories (whose in-process
//   index each instance keeps, brought up to date by the collection's revision);
// - each webhook attempt is delivered exactly once to a real HTTPS receiver while both
//   instances dispatch, counted per event and attempt, with failed first attempts retried;
// - each due time of a compression cron batch starts one run, while both instances tick every
//   100 ms;
// - rate limits are shared: the generic surface's per-minute limit counts down exactly across
//   both, and the main surface's limit refuses the 101st request of a free key whichever
//   instance gets it.
//
// What the deployment shares for this, and what it does not, is described in docs/scaling.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { engines, inCi } from '../support/databases.js';
import { until } from '../support/eventually.js';
import { drive150 } from '../support/generic-rate-limit-drive.js';
import type { ReceivedRequest } from '../support/https-receiver.js';
import { startOutboundFixture, type OutboundFixture } from '../support/outbound-fixture.js';
import { startRoundRobinProxy, UPSTREAM_HEADER, type RoundRobinProxy } from '../support/round-robin-proxy.js';
import { clientOf, signUp, type TestClient, type TestResponse } from '../support/test-server.js';
import { twoInstancesOn } from '../support/two-instances.js';
import { untilBackgroundSettles } from '../support/background-work.js';
import { DELIVERY_JOB, FIRST_ATTEMPTS_JOB } from '../../src/modules/webhooks/webhook-attempts.js';
import { unitVectors } from '../support/unit-vectors.js';

const postgres = engines.find((e) => e.name === 'postgres')!;
const milvusUrl = process.env.TEST_MILVUS_URL?.trim() || null;
const unavailable = !postgres.available
  ? postgres.unavailableReason
  : !milvusUrl
    ? 'TEST_MILVUS_URL is not set: run through `npm test`, which starts Milvus Lite'
    : null;
const D = 768;

/** The instance (0 or 1) that served an answer, as the proxy reports it. */
const servedBy = (res: TestResponse): number => Number(res.headers.get(UPSTREAM_HEADER));
const ids = (res: TestResponse): string[] => res.body.results.map((r: { id: string }) => r.id);

describe.skipIf(unavailable !== null && !inCi())(
  `two instances behind a round-robin proxy (${unavailable ?? 'postgres and Milvus Lite'})`,
  () => {
    let outbound: OutboundFixture;
    let proxy: RoundRobinProxy;
    let api: TestClient;
    beforeAll(async () => {
      if (unavailable) throw new Error(`scale-out tests cannot run: ${unavailable}`);
      outbound = await startOutboundFixture();
    });
    const instances = twoInstancesOn(
      () => postgres.prepare(),
      // both instances dispatch events and tick the batch schedule often, so that they compete
      () => ({
        ...outbound.env,
        EVENT_DISPATCH_INTERVAL_MS: '20',
        BATCH_TICK_MS: '100',
        VECTOR_DB_ALLOWED_HOSTS: milvusUrl ? new URL(milvusUrl).hostname : '',
      }),
    );
    beforeAll(async () => {
      proxy = await startRoundRobinProxy([instances.first.url, instances.second.url]);
      api = clientOf(proxy.url);
    });
    afterAll(async () => {
      await proxy?.close();
      await outbound?.close();
    });
    const sql = <T>(statement: string, params: unknown[] = []) =>
      instances.first.service.db.orm.em.getConnection().execute<T[]>(statement, params);

    it('finds through one instance the memories stored through the other (on Milvus), and not those forgotten', async () => {
      const { apiKey } = await signUp(api, undefined, { vector_db_url: milvusUrl! });
      const search = (query: string) =>
        api.call('POST', '/v1/search', { token: apiKey, body: { query, limit: 5, min_score: 0.5 } });
      const stored = await api.call('POST', '/v1/store', {
        token: apiKey,
        body: { text: 'The Lisbon office moved its standup to 9:15 on Tuesdays.' },
      });
      expect(stored.status).toBe(201);
      const found = await search('when is the Lisbon standup');
      expect(servedBy(found)).not.toBe(servedBy(stored));
      expectConforms('searchMemories', found);
      expect(ids(found)).toEqual([stored.body.id]);

      const second = await api.call('POST', '/v1/store', {
        token: apiKey,
        body: { text: 'Ingrid prefers aisle seats on flights longer than three hours.' },
      });
      const seat = await search('which seat does Ingrid like on long flights');
      expect(servedBy(seat)).not.toBe(servedBy(second));
      expect(ids(seat)).toEqual([second.body.id]);

      const forgotten = await api.call('POST', '/v1/forget', { token: apiKey, body: { memory_id: stored.body.id } });
      expect(forgotten.status).toBe(200);
      const after = await search('when is the Lisbon standup');
      expect(servedBy(after)).not.toBe(servedBy(forgotten));
      expect(ids(after)).toEqual([]);
      const stats = await api.call('GET', '/v1/stats', { token: apiKey });
      expect(stats.body.total_memories).toBe(1);
    });

    it('finds through one instance the overflow memories stored through the other, though each keeps its own index', async () => {
      const { apiKey } = await signUp(api);
      const vectors = unitVectors(101, 3, D);
      const search = (v: Float32Array) =>
        api.call('POST', '/v1/overflow/search', {
          token: apiKey,
          body: { vector: Array.from(v), limit: 3, min_score: 0.9 },
        });
      const store = (v: Float32Array, text: string) =>
        api.call('POST', '/v1/overflow/store', {
          token: apiKey,
          body: { vector: Array.from(v), text, category: 'fact', importance: 0.5 },
        });

      const a = await store(vectors[0]!, 'first');
      const builds = await search(vectors[0]!); // the other instance builds its index
      expect([servedBy(a), servedBy(builds)].sort()).toEqual([0, 1]);
      expect(ids(builds)).toEqual([a.body.id]);
      const b = await store(vectors[1]!, 'second'); // through the first instance again
      const behind = await search(vectors[1]!); // through the one whose index was built before b
      expect([servedBy(b), servedBy(behind)]).toEqual([servedBy(a), servedBy(builds)]);
      expect(ids(behind)).toEqual([b.body.id]);

      const forgotten = await api.call('DELETE', '/v1/overflow/forget', {
        token: apiKey,
        body: { memory_id: a.body.id },
      });
      expect(forgotten.status).toBe(200);
      const gone = await search(vectors[0]!);
      expect(servedBy(gone)).not.toBe(servedBy(forgotten));
      expect(gone.body.results).toEqual([]);
    });

    it('delivers each webhook attempt exactly once while both instances dispatch, failed first attempts retried once each', async () => {
      const { receiver } = outbound;
      const { apiKey } = await signUp(api);
      const path = '/hooks/scale-out';
      const FAILED_FIRST = 3;
      receiver.script(...Array.from({ length: FAILED_FIRST }, () => ({ status: 503 }))); // the first three requests to arrive fail
      receiver.setDefaultAnswer({ delayMs: 20 });
      const webhook = await api.call('POST', '/v1/webhooks', {
        token: apiKey,
        body: { url: receiver.url(path), events: ['MEMORY_STORED'], max_retries: 3, retry_backoff_seconds: 1 },
      });
      expect(webhook.status).toBe(201);
      const count = 60; // within the free tier's 100 requests a minute
      const vectors = unitVectors(777, count, D);
      const stores = await Promise.all(
        vectors.map((v, i) =>
          api.call('POST', '/v1/overflow/store', {
            token: apiKey,
            body: { vector: Array.from(v), text: `shared ${i}`, category: 'fact', importance: 0.5 },
          }),
        ),
      );
      expect(stores.map((s) => s.status).filter((s) => s !== 201)).toEqual([]);
      expect(new Set(stores.map(servedBy))).toEqual(new Set([0, 1]));

      const delivered = (): ReceivedRequest[] => receiver.requests.filter((r) => r.path === path);
      await until(
        `${count + FAILED_FIRST} requests at the receiver`,
        () => (delivered().length >= count + FAILED_FIRST ? true : undefined),
        60_000,
        100,
      );
      const succeeded = async () =>
        (
          await api.call('GET', `/v1/webhooks/${webhook.body.id}/deliveries?status=SUCCESS&page_size=1`, {
            token: apiKey,
          })
        ).body.total as number;
      await until(
        `${count} deliveries recorded as SUCCESS`,
        async () => ((await succeeded()) >= count ? true : undefined),
        30_000,
        200,
      );
      // every attempt's job has ended on both instances: a second copy would need one still open
      await untilBackgroundSettles(instances.first, { kinds: [FIRST_ATTEMPTS_JOB, DELIVERY_JOB] }, 30_000);
      receiver.setDefaultAnswer({});

      // at the receiver: one request per event, plus one for each of the three that failed
      const requests = delivered();
      const perEvent = new Map<string, number>();
      for (const r of requests) {
        const event = JSON.parse(r.rawBody);
        expect(event.event).toBe('MEMORY_STORED');
        perEvent.set(event.id, (perEvent.get(event.id) ?? 0) + 1);
      }
      const failedEvents = requests.slice(0, FAILED_FIRST).map((r) => JSON.parse(r.rawBody).id as string);
      expect(perEvent.size).toBe(count);
      for (const [eventId, n] of perEvent)
        expect(n, `requests for ${eventId}`).toBe(1 + failedEvents.filter((e) => e === eventId).length);
      expect(requests).toHaveLength(count + FAILED_FIRST);
      // the delivery id is the event's across its attempts
      for (const eventId of perEvent.keys()) {
        const copies = requests.filter((r) => JSON.parse(r.rawBody).id === eventId);
        expect(new Set(copies.map((c) => c.headers['x-service-delivery-id'])).size).toBe(1);
      }

      // in the records: one delivery per event, attempts numbered 1, 2, ... with none made twice
      const deliveries = await sql<{ event_id: string; n: string }>(
        'select event_id, count(*) as n from webhook_deliveries where webhook_id = ? group by event_id',
        [webhook.body.id],
      );
      expect(deliveries).toHaveLength(count);
      expect(deliveries.every((d) => d.n === '1')).toBe(true);
      const attempts = await sql<{ delivery_id: string; attempts: number[] }>(
        'select delivery_id, array_agg(attempt order by attempt) as attempts from webhook_delivery_attempts where webhook_id = ? group by delivery_id',
        [webhook.body.id],
      );
      expect(attempts).toHaveLength(count);
      const retried = attempts.filter((a) => a.attempts.length > 1);
      expect(retried).toHaveLength(new Set(failedEvents).size);
      for (const a of attempts) expect(a.attempts).toEqual(Array.from({ length: a.attempts.length }, (_, i) => i + 1));
      expect(attempts.reduce((sum, a) => sum + a.attempts.length, 0)).toBe(count + FAILED_FIRST);
      // first attempts go a job per fan-out (several deliveries each), later attempts a job each;
      // every job ran once, by one instance or the other: both took part
      const jobs = await sql<{
        kind: string;
        ids: string[];
        attempt: number;
        owner: string;
        runs: number;
        status: string;
      }>(
        `select kind, case when payload->'delivery_ids' is not null then array(select jsonb_array_elements_text(payload->'delivery_ids')) else array[payload->>'delivery_id'] end as ids,
                coalesce((payload->>'attempt')::int, 1) as attempt, lease_owner as owner, attempts as runs, status
           from jobs where kind in (?, ?)`,
        [FIRST_ATTEMPTS_JOB, DELIVERY_JOB],
      );
      const ours = new Set(attempts.map((a) => a.delivery_id));
      const mine = jobs.filter((j) => j.ids.some((id) => ours.has(id)));
      const attemptsByJob = mine.flatMap((j) => j.ids.filter((id) => ours.has(id)).map((id) => `${id}/${j.attempt}`));
      expect(attemptsByJob).toHaveLength(count + FAILED_FIRST);
      expect(new Set(attemptsByJob).size).toBe(count + FAILED_FIRST);
      expect(mine.filter((j) => j.kind === DELIVERY_JOB)).toHaveLength(FAILED_FIRST);
      expect(mine.filter((j) => j.runs !== 1 || j.status !== 'succeeded')).toEqual([]);
      expect(new Set(mine.map((j) => j.owner)).size, 'instances that made attempts').toBe(2);
    });

    it('starts one run of a compression batch per due time while both instances tick every 100 ms', async () => {
      const { apiKey } = await signUp(api);
      const created = await api.call('POST', '/v1/compression/batches', {
        token: apiKey,
        body: { name: 'nightly', schedule: '0 3 * * *', method: 'TURBOQUANT', quality: 'FAST', retention_days: 7 },
      });
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      const runs = async () =>
        (await sql<{ n: string }>('select count(*) as n from compression_jobs where batch_id = ?', [id]))[0]!.n;
      const ROUNDS = 4;
      for (let round = 1; round <= ROUNDS; round++) {
        await sql("update compression_batches set next_run_at = now() - interval '1 minute' where id = ?", [id]);
        await until(
          `run ${round} of the batch`,
          async () => ((await runs()) === String(round) ? true : undefined),
          10_000,
          20,
        );
        // three more ticks of each instance, at once: none may run the batch again before its next due time
        for (let tick = 0; tick < 3; tick++)
          await Promise.all([instances.first.service.batchRunner.tick(), instances.second.service.batchRunner.tick()]);
        expect(await runs(), `runs after due time ${round}`).toBe(String(round));
      }
      const listed = await api.call('GET', '/v1/compression/batches', { token: apiKey });
      expectConforms('listCompressionBatches', listed);
      const item = listed.body.items.find((b: { id: string }) => b.id === id);
      expect(item.last_run_at).not.toBeNull();
      expect(new Date(item.next_run_at).getTime()).toBeGreaterThan(Date.now());
    });

    it("shares the generic surface's per-minute limit: 150 requests of a free key count down exactly across both", async () => {
      const { apiKey } = await signUp(api);
      proxy.resetCounts();
      const answers = await drive150([api], apiKey);
      expect(new Set(answers.map(servedBy))).toEqual(new Set([0, 1]));
      expect(proxy.counts).toEqual([75, 75]);
    });

    it("shares the main surface's per-minute limit: a free key's 101st request is refused by either instance", async () => {
      const { apiKey } = await signUp(api);
      const answers: TestResponse[] = [];
      for (let i = 0; i < 102; i++) answers.push(await api.call('GET', '/v1/keys/usage', { token: apiKey }));
      expect(answers.slice(0, 100).map((a) => a.status)).toEqual(Array(100).fill(200));
      const refused = answers.slice(100);
      expect(refused.map((a) => a.status)).toEqual([429, 429]);
      expect(refused.map(servedBy).sort()).toEqual([0, 1]);
      for (const a of refused) {
        expectConforms('getUsage', a);
        expect(a.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
        expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    });
  },
);
