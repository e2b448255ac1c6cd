// The attacks of issue 22 together against one service, while another account works.
//
//   npm run bench -- abuse                  30 s of attacks after a 10 s baseline
//   npm run bench -- abuse --seconds 60     a longer attack phase
//   npm run bench -- abuse --attacks regex,import   some of the attacks only (to see which one costs what)
//   npm run bench -- abuse --tier enterprise  attackers on the enterprise tier (no request rate limit)
//   npm run bench -- abuse --attacks longtext  (e) alone, with the victim's stores measured
//   npm run bench -- abuse --attacks rebuild   (f) alone
//
// A service child (fresh DATA_DIR, production settings) with a victim account holding some
// memories and three attacker accounts. The attackers sign up as anyone can, on the free tier
// (the issue's hostile new user), unless --tier enterprise; an attacker answered 429 waits the
// Retry-After it was given, as the SDKs do (a flood of refused requests is a volumetric attack,
// for the network's edge, not one of these four). First 10 s of baseline: the victim searches
// (POST /v1/search) one request after another and a prober GETs /health every 100 ms. Then the
// same for 30 s while, each in its own loop:
//   (a) regex: a TEXT_REGEX trigger `[ab]*a[ab]{200}c` test-run over 300 KB of random a/b
//       (POST /v1/triggers/{id}/test);
//   (b) body: unauthenticated 32 MB bodies streamed to POST /v1/compress;
//   (c) tarpit: stores of an account whose vector_db_url points at a local server that accepts
//       connections and never answers (allowed with VECTOR_DB_ALLOWED_HOSTS=127.0.0.1);
//   (d) import: POST /v1/import of 50 memories with a bad one in the middle.
// Targets: the victim's search p99 under 100 ms with no error, and /health p99 under 100 ms.
// The attacks are sent by a process of their own (support/abuse-attacks.ts), as a real attacker
// does not share the victim's client: this process times only the victim's and the prober's requests.
// Not in the default set, since it is a different cost (the model's, not the request thread's):
//   (e) longtext: 8 clients of an account storing distinct 30,000-character texts (about 27
//       windows of the model each). With it, the victim also stores short facts one after
//       another, in both phases, and the report gives their latency: the shared model takes
//       turns between accounts, so the victim's stores wait about a model call, not the queue.
// Nor is this one, a cost of the work one account's data asks for:
//   (f) rebuild: an account of the builder tier holding REBUILD_MEMORIES overflow memories
//       (written into the database before the run, as 240,000 stores would) imports one more
//       overflow memory and searches the collection, again and again. The import raises the
//       collection's revision without changing the search index, so each search builds the
//       index again from every stored code.
// The body attacker connects from 127.0.0.2, an address of its own, and is held to the anonymous
// rate limit of that address (60 a minute by default). The /health prober (600 calls a minute,
// anonymous) and the victim connect from 127.0.0.1, which the run exempts from the anonymous
// limit as an operator would exempt its load balancer (RATE_LIMIT_EXEMPT_ADDRESSES). With
// --tier enterprise the anonymous limit is raised to 1,000,000 a minute as well: no limit
// bounds any attacker, to measure the service's own cost of each attack.
import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ATTACKS, failureOf, loop, randomWords, REGEX, startAttackers, type Attack } from './support/abuse-attacks.js';
import { percentile } from './support/percentile.js';
import { accountOnTier, enterpriseKey, freeAccount, postJson, table, withReadyService } from './support/service.js';
import { OverflowCodec } from '../src/modules/overflow/overflow-codec.js';
import { findRunningEmbeddedDatabase } from '../src/platform/db/embedded-database.js';

const BASELINE_SECONDS = 10;
const DEFAULT_ATTACK_SECONDS = 30;
const TARGET_P99_MS = 100;
const HEALTH_EVERY_MS = 100;
const VICTIM_MEMORIES = 60;
const BODY_ATTACKER_ADDRESS = '127.0.0.2';

const QUERIES = [
  'When is the release?',
  'Which database do we use for staging?',
  'What does the user prefer in the editor?',
  'Who owns the billing service?',
  'Where did the team meet last quarter?',
  'What was decided about the API versioning?',
];

/** The overflow memories of the rebuild attacker: within the builder tier's 250,000, with room for its imports. */
const REBUILD_MEMORIES = 240_000;

/** The attacks of issue 22's benchmark; `longtext` and `rebuild` are asked for by name. */
const DEFAULT_ATTACKS: readonly Attack[] = ['regex', 'body', 'tarpit', 'import'];
const TIERS = ['free', 'enterprise'] as const;
type AttackerTier = (typeof TIERS)[number];
const USAGE = `usage: npm run bench -- abuse [--seconds N] [--attacks ${ATTACKS.join(',')}] [--tier ${TIERS.join('|')}]`;

function parseArgs(args: string[]): { seconds: number; attacks: Set<Attack>; tier: AttackerTier } {
  let seconds = DEFAULT_ATTACK_SECONDS;
  let attacks = new Set<Attack>(DEFAULT_ATTACKS);
  let tier: AttackerTier = 'free';
  for (let i = 0; i < args.length; i += 2) {
    const value = args[i + 1];
    if (args[i] === '--seconds' && value !== undefined && /^\d+$/.test(value) && Number(value) >= 1)
      seconds = Number(value);
    else if (args[i] === '--tier' && value !== undefined && (TIERS as readonly string[]).includes(value))
      tier = value as AttackerTier;
    else if (
      args[i] === '--attacks' &&
      value !== undefined &&
      value.split(',').every((a) => (ATTACKS as readonly string[]).includes(a))
    )
      attacks = new Set(value.split(',') as Attack[]);
    else throw new Error(USAGE);
  }
  return { seconds, attacks, tier };
}

/** The victim stores one short fact after another until `until` (none a duplicate of another); answers the next note's number. */
function victimStores(url: string, apiKey: string, until: number, series: Series, first: number): Promise<number> {
  return victimRequests(
    { url, apiKey, path: '/v1/store' },
    until,
    series,
    (n) => ({ text: `Victim note ${n}: ${randomWords(1_000_000 + n, 12)}.`, category: 'fact' }),
    (status, text) => (status === 201 ? undefined : `${status} ${text.slice(0, 120)}`),
    first,
  );
}

/** A TCP server that accepts every connection and never answers; `close` ends them all. */
async function startTarpit(): Promise<{
  port: number;
  held: () => number;
  accepted: () => number;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server: Server = createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    held: () => sockets.size,
    accepted: () => accepted,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Latencies and failures of one kind of request. */
class Series {
  readonly ms: number[] = [];
  readonly failures = new Map<string, number>();
  add(ms: number, failure?: string): void {
    this.ms.push(ms);
    if (failure !== undefined) this.failures.set(failure, (this.failures.get(failure) ?? 0) + 1);
  }
  get errors(): number {
    let n = 0;
    for (const count of this.failures.values()) n += count;
    return n;
  }
  stat(p: number): number {
    const sorted = [...this.ms].sort((a, b) => a - b);
    return sorted.length ? percentile(sorted, p) : Number.NaN;
  }
  row(name: string): string[] {
    const f = (v: number) => v.toFixed(1);
    return [
      name,
      String(this.ms.length),
      String(this.errors),
      f(this.stat(50)),
      f(this.stat(95)),
      f(this.stat(99)),
      f(Math.max(...this.ms)),
    ];
  }
}

/**
 * The victim POSTs `bodyOf(n)` for n = first, first + 1, ... to `path`, one request after another
 * until `until`; `problem` names what is wrong with an answer (undefined when it is right).
 * Answers the next n.
 */
async function victimRequests(
  target: { url: string; apiKey: string; path: string },
  until: number,
  series: Series,
  bodyOf: (n: number) => unknown,
  problem: (status: number, text: string) => string | undefined,
  first = 0,
): Promise<number> {
  let n = first;
  await loop(until, async () => {
    const body = JSON.stringify(bodyOf(n++));
    const started = performance.now();
    try {
      const res = await fetch(`${target.url}${target.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${target.apiKey}`, 'content-type': 'application/json' },
        body,
      });
      const text = await res.text();
      series.add(performance.now() - started, problem(res.status, text));
    } catch (err) {
      series.add(performance.now() - started, failureOf(err));
    }
  });
  return n;
}

/** The victim searches one request after another until `until`. */
async function victimSearches(url: string, apiKey: string, until: number, series: Series): Promise<void> {
  await victimRequests(
    { url, apiKey, path: '/v1/search' },
    until,
    series,
    (n) => ({ query: QUERIES[n % QUERIES.length], limit: 5 }),
    (status, text) =>
      status === 200 && Array.isArray((JSON.parse(text) as { results?: unknown }).results)
        ? undefined
        : `${status} ${text.slice(0, 120)}`,
  );
}

/** GET /health every HEALTH_EVERY_MS until `until`, each timed from its send (a late one still counts its full time). */
async function healthProbes(url: string, until: number, series: Series): Promise<void> {
  const pending: Promise<void>[] = [];
  for (let due = Date.now(); due < until; due += HEALTH_EVERY_MS) {
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const started = performance.now();
    pending.push(
      fetch(`${url}/health`)
        .then(async (res) => {
          await res.text();
          series.add(performance.now() - started, res.status === 200 ? undefined : String(res.status));
        })
        .catch((err) => series.add(performance.now() - started, failureOf(err))),
    );
  }
  await Promise.all(pending);
}

const PEOPLE = ['Ada', 'Grace', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'Edsger', 'Radia'];
const FACTS = [
  (who: string, n: number) => `${who} moved the release of version ${n}.2 to the Thursday after the audit.`,
  (who: string, n: number) => `The staging database for team ${who} now runs in Frankfurt on ${n} cores.`,
  (who: string, n: number) => `${who} prefers a dark theme and a font size of ${n + 10} in every editor.`,
  (who: string, n: number) => `Billing service incidents go to ${who}, who is on call in week ${n}.`,
  (who: string, n: number) =>
    `${who} met the supplier in Lisbon in quarter ${(n % 4) + 1} to renegotiate the contract.`,
  (who: string, n: number) => `We agreed with ${who} that API version ${n} keeps the old pagination for a year.`,
];

/** The victim's memories: varied enough that none is a duplicate of another. */
function victimMemory(i: number): string {
  return FACTS[i % FACTS.length]!(PEOPLE[Math.floor(i / FACTS.length) % PEOPLE.length]!, i + 3);
}

/**
 * (f)'s attacker: a builder account whose overflow collection holds REBUILD_MEMORIES memories,
 * written straight into the running service's embedded database; its API key.
 */
async function rebuildAttacker(url: string, dataDir: string): Promise<string> {
  const { email, apiKey } = await accountOnTier(url, dataDir, 'abuse-rebuild', 'builder');
  const database = findRunningEmbeddedDatabase(dataDir);
  if (!database) throw new Error(`no running embedded database in ${dataDir}`);
  process.stdout.write(
    `writing ${REBUILD_MEMORIES.toLocaleString('en')} overflow memories of the rebuild attacker ...\n`,
  );
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from accounts where email = $1', [email]);
    const accountId = rows[0]!.id;
    const codec = new OverflowCodec();
    const codes = Array.from({ length: 16 }, (_, n) =>
      Buffer.from(codec.encode(Float32Array.from({ length: 768 }, (_, i) => Math.cos((i + 1) * (n + 2))))),
    );
    await client.query('insert into overflow_collections (account_id, name, memories) values ($1, $2, $3)', [
      accountId,
      'memories',
      REBUILD_MEMORIES,
    ]);
    await client.query(
      `insert into overflow_memories (id, account_id, collection, text, category, importance, metadata, code, storage_bytes, version, created_at, updated_at)
       select 'mem_' || lpad(i::text, 24, '0'), $1, 'memories', 'Overflow note ' || i, 'fact', 0.5, '{}'::jsonb,
              ($2::bytea[])[1 + i % 16], 500, 1, now(), now()
         from generate_series(1, $3::int) as i`,
      [accountId, codes, REBUILD_MEMORIES],
    );
  } finally {
    await client.end();
  }
  return apiKey;
}

export async function run(args: string[]): Promise<void> {
  const { seconds: attackSeconds, attacks: chosen, tier } = parseArgs(args);
  const tarpit = await startTarpit();
  try {
    const env: Record<string, string> = {
      VECTOR_DB_ALLOWED_HOSTS: '127.0.0.1',
      RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1',
    };
    if (tier === 'enterprise') env.RATE_LIMIT_ANONYMOUS_PER_MINUTE = '1000000';
    await withReadyService('abuse', env, async ({ url, apiKey: victimKey, dataDir }) => {
      process.stdout.write(`service at ${url}; filling the victim's account with ${VICTIM_MEMORIES} memories ...\n`);
      let victimStored = 0;
      for (let i = 0; i < VICTIM_MEMORIES; i++) {
        const answer = await postJson(
          `${url}/v1/store`,
          victimKey,
          { text: victimMemory(i), category: 'fact' },
          [200, 201],
        );
        if (answer.status !== 'duplicate') victimStored++;
      }
      const attacker = async (label: string, extra: Record<string, string> = {}) =>
        tier === 'enterprise'
          ? enterpriseKey(url, dataDir, label, extra)
          : (await freeAccount(url, label, extra)).apiKey;
      const regexKey = await attacker('abuse-regex');
      const importKey = await attacker('abuse-import');
      const tarpitKey = await attacker('abuse-tarpit', {
        vector_db_url: `postgres://user:pw@127.0.0.1:${tarpit.port}/vectors`,
      });
      const longTextKey = chosen.has('longtext') ? await attacker('abuse-longtext') : '';
      const rebuildKey = chosen.has('rebuild') ? await rebuildAttacker(url, dataDir) : '';
      // the victim's stores are measured with the long-text attack, whose cost is the model's
      const storing = chosen.has('longtext');
      let victimNote = 0;
      const trigger = await postJson(
        `${url}/v1/triggers`,
        regexKey,
        { name: 'ReDoS', conditions: [{ type: 'TEXT_REGEX', pattern: REGEX }], actions: [{ type: 'LOG_EVENT' }] },
        201,
      );
      const attackers = await startAttackers({
        url,
        attacks: [...chosen],
        keys: { regex: regexKey, import: importKey, tarpit: tarpitKey, longtext: longTextKey, rebuild: rebuildKey },
        triggerId: String(trigger.id),
        bodyAddress: BODY_ATTACKER_ADDRESS,
      });
      process.once('exit', () => attackers.stop());

      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      const baseline = { search: new Series(), health: new Series(), store: new Series() };
      process.stdout.write(`baseline: ${BASELINE_SECONDS} s of victim searches and /health probes ...\n`);
      loopDelay.enable();
      let until = Date.now() + BASELINE_SECONDS * 1000;
      await Promise.all([
        victimSearches(url, victimKey, until, baseline.search),
        healthProbes(url, until, baseline.health),
        storing && victimStores(url, victimKey, until, baseline.store, 0).then((n) => (victimNote = n)),
      ]);
      const baselineDelayP99 = loopDelay.percentile(99) / 1e6;
      loopDelay.reset();

      process.stdout.write(
        `attacks: ${attackSeconds} s of the ${[...chosen].join(', ')} attacks (attackers on the ${tier} tier) while the victim searches ...\n`,
      );
      const attacked = { search: new Series(), health: new Series(), store: new Series() };
      until = Date.now() + attackSeconds * 1000;
      const attacks = attackers.go(until);
      await Promise.all([
        victimSearches(url, victimKey, until, attacked.search),
        healthProbes(url, until, attacked.health),
        storing && victimStores(url, victimKey, until, attacked.store, victimNote),
      ]);
      const attackDelayP99 = loopDelay.percentile(99) / 1e6;
      loopDelay.disable();
      process.stdout.write('waiting for the attacks in flight to end ...\n');
      const tallies = await attacks;
      const victimUsage = await fetch(`${url}/v1/stats`, { headers: { authorization: `Bearer ${victimKey}` } }).then(
        (r) => r.json() as Promise<{ total_memories?: number }>,
      );

      process.stdout.write('\n');
      process.stdout.write(
        `${table(
          ['phase / request', 'count', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
          [
            baseline.search.row(`baseline (${BASELINE_SECONDS} s): victim POST /v1/search`),
            attacked.search.row(`attacks (${attackSeconds} s): victim POST /v1/search`),
            baseline.health.row(`baseline (${BASELINE_SECONDS} s): GET /health`),
            attacked.health.row(`attacks (${attackSeconds} s): GET /health`),
            ...(storing
              ? [
                  baseline.store.row(`baseline (${BASELINE_SECONDS} s): victim POST /v1/store`),
                  attacked.store.row(`attacks (${attackSeconds} s): victim POST /v1/store`),
                ]
              : []),
          ],
        )}\n\n`,
      );
      process.stdout.write(`attacks answered:\n`);
      process.stdout.write(`  (a) regex test runs:        ${tallies.regex.describe()}\n`);
      process.stdout.write(`  (b) 32 MB bodies, no key:   ${tallies.body.describe()}\n`);
      process.stdout.write(
        `  (c) tarpit stores:          ${tallies.tarpit.describe()}; tarpit connections accepted ${tarpit.accepted()}, still held ${tarpit.held()}\n`,
      );
      process.stdout.write(`  (d) imports with a bad item: ${tallies.import.describe()}\n`);
      if (storing) process.stdout.write(`  (e) 30,000-character stores: ${tallies.longtext.describe()}\n`);
      if (chosen.has('rebuild')) process.stdout.write(`  (f) import, then search:     ${tallies.rebuild.describe()}\n`);
      process.stdout.write(
        `victim's memories after the run: ${String(victimUsage.total_memories)} (stored ${victimStored})\n`,
      );
      process.stdout.write(
        `this process's event-loop delay p99: baseline ${baselineDelayP99.toFixed(1)} ms, attacks ${attackDelayP99.toFixed(1)} ms\n`,
      );
      for (const [series, name] of [
        [attacked.search, 'victim search'],
        [attacked.health, '/health'],
        [attacked.store, 'victim store'],
      ] as const) {
        for (const [failure, count] of series.failures)
          process.stdout.write(`  ${name} failure ×${count}: ${failure}\n`);
      }

      const searchP99 = attacked.search.stat(99);
      const healthP99 = attacked.health.stat(99);
      if (DEFAULT_ATTACKS.some((a) => !chosen.has(a)) || chosen.has('longtext') || chosen.has('rebuild'))
        process.stdout.write(
          `\n(attacks run: ${[...chosen].join(', ')}; the targets are of ${DEFAULT_ATTACKS.join(', ')} together)\n`,
        );
      const searchPass = searchP99 < TARGET_P99_MS && attacked.search.errors === 0 && attacked.search.ms.length > 0;
      const healthPass = healthP99 < TARGET_P99_MS && attacked.health.ms.length > 0;
      process.stdout.write('\n');
      process.stdout.write(
        `victim search under attack: p99 ${searchP99.toFixed(1)} ms (target < ${TARGET_P99_MS}), ${attacked.search.errors} errors (target 0): ${searchPass ? 'PASS' : 'FAIL'}\n`,
      );
      process.stdout.write(
        `/health under attack: p99 ${healthP99.toFixed(1)} ms (target < ${TARGET_P99_MS}): ${healthPass ? 'PASS' : 'FAIL'}\n`,
      );
    });
  } finally {
    await tarpit.close();
  }
}
