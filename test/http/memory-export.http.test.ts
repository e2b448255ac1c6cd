// Memory export (POST /v1/export, GET /v1/export/{job_id}, the signed download) and its way
// back (POST /v1/import) through the running service: every format, fidelity through a round
// trip into another account, the third-party formats checked against their products' rules,
// progress, one export at a time, the size limit, collections and filters, signed and expiring
// links, and an export that outlives a restart.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionId } from '../../src/modules/exports/collection-ids.js';
import { expectConforms, expectMatchesSchema } from '../support/conformance.js';
import { until } from '../support/eventually.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import {
  mem0MemoryList,
  pineconeUpsert,
  problemsAgainst,
  qdrantPointsUpsert,
  weaviateBatchObjects,
} from '../support/third-party-import-formats.js';
import { unitVectors } from '../support/unit-vectors.js';

const D = 768;
// small pages, so that an export of a few hundred memories takes many steps
const ENV = { EXPORT_PAGE_SIZE: '5', EXPORT_SWEEP_INTERVAL_MS: '100' };

let server: TestServer;
let owner: string;

/** Texts that exercise CSV quoting and JSON escaping. */
const TRICKY = [
  'Prefers dark mode, always',
  'Said "ship it" at the review',
  'First line\nsecond line',
  'Likes café au lait and 寿司 🍣',
];

beforeAll(async () => {
  server = await startTestServer(ENV);
  owner = await account();
  // main surface: two collections, texts that need quoting
  for (const [i, text] of TRICKY.entries()) {
    const res = await server.call('POST', '/v1/store', {
      token: owner,
      body: {
        text,
        category: i % 2 ? 'decision' : 'preference',
        importance: 0.5 + i / 10,
        metadata: { source: i % 2 ? 'chat' : 'form', n: i, nested: { ok: true } },
        collection: i < 2 ? 'notes' : 'agent-memory',
      },
    });
    expect(res.status, res.text).toBe(201);
  }
  // overflow: memories with history and versions
  const vectors = unitVectors(11, 6, D);
  for (const [i, v] of vectors.entries()) {
    const res = await server.call('POST', '/v1/overflow/store', {
      token: owner,
      body: {
        vector: Array.from(v),
        text: `overflow memory ${i}, "quoted"`,
        category: i % 2 ? 'fact' : 'entity',
        importance: 0.4,
        metadata: { idx: i },
        collection: 'hosted',
      },
    });
    expect(res.status, res.text).toBe(201);
    if (i === 0) {
      expect(
        (
          await server.call('POST', '/v1/overflow/promote', {
            token: owner,
            body: { memory_id: res.body.id, boost: 0.2, collection: 'hosted' },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await server.call('POST', '/v1/overflow/force-decay', {
            token: owner,
            body: { memory_id: res.body.id, decay_rate: 0.5, collection: 'hosted' },
          })
        ).status,
      ).toBe(200);
    }
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** A new account on the scale tier (several collections). */
async function account(s: TestServer = server): Promise<string> {
  const { apiKey, email } = await signUp(s);
  await s.service.accounts.setTier(email, 'scale');
  return apiKey;
}

async function startExport(s: TestServer, token: string, body: Record<string, unknown>) {
  const res = await s.call('POST', '/v1/export', { token, body });
  return res;
}

/** Starts an export, waits for it to complete and downloads it through its signed link (no API key). */
async function exportText(
  body: Record<string, unknown>,
  token = owner,
  s = server,
): Promise<{ job: any; text: string; contentType: string | null }> {
  const started = await startExport(s, token, body);
  expect(started.status, started.text).toBe(202);
  expectConforms('createExport', started);
  const job = await until(
    'the export to complete',
    async () => {
      const res = await s.call('GET', `/v1/export/${started.body.job_id}`, { token });
      expectConforms('getExport', res);
      if (res.body.status === 'FAILED') throw new Error(`export failed: ${res.body.error}`);
      return res.body.status === 'COMPLETED' ? res.body : undefined;
    },
    60_000,
  );
  const download = await fetch(job.download_url);
  expect(download.status).toBe(200);
  const text = await download.text();
  expect(Buffer.byteLength(text)).toBe(job.file_size_bytes);
  return { job, text, contentType: download.headers.get('content-type') };
}

/** RFC 4180 rows of a CSV text. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length) throw new Error('the CSV does not end with CRLF');
  return rows;
}

describe('memory export formats', () => {
  it('NATIVE_JSON carries everything and imports into another account unchanged', async () => {
    const { job, text, contentType } = await exportText({ format: 'NATIVE_JSON', include_vectors: true });
    expect(contentType).toContain('application/json');
    const file = JSON.parse(text);
    expectMatchesSchema('NativeExport', file);
    expect(job.memories_count).toBe(10);
    expect(file.memories).toHaveLength(10);
    expect(file.memories_count).toBe(10);
    const overflow = file.memories.filter((m: any) => m.store === 'overflow');
    const promoted = overflow.find((m: any) => m.history.length === 3);
    expect(promoted.history.map((e: any) => e.action)).toEqual(['created', 'importance_updated', 'decayed']);
    expect(promoted.versions.map((v: any) => v.version)).toEqual([1, 2, 3]);
    expect(overflow.every((m: any) => m.vector.length === D && typeof m.vector_code === 'string')).toBe(true);
    const main = file.memories.filter((m: any) => m.store === 'main');
    expect(
      main.every((m: any) => m.vector.length === D && m.collection_id === collectionId('main', m.collection)),
    ).toBe(true);
    expect(main.find((m: any) => m.text === TRICKY[2]).metadata).toEqual({
      source: 'form',
      n: 2,
      nested: { ok: true },
    });

    const other = await account();
    const imported = await server.call('POST', '/v1/import', { token: other, body: file });
    expect(imported.status, imported.text).toBe(201);
    expectConforms('importMemories', imported);
    expect(imported.body).toMatchObject({ imported: 10, duplicates: 0 });

    const again = JSON.parse((await exportText({ format: 'NATIVE_JSON', include_vectors: true }, other)).text);
    const comparable = (m: any) => {
      const { id: _id, ...rest } = m;
      return rest;
    };
    const byText = (list: any[]) => new Map(list.map((m) => [m.text, comparable(m)]));
    expect(byText(again.memories)).toEqual(byText(file.memories));
    for (const m of file.memories)
      expect(imported.body.id_map[m.id]).toBe(again.memories.find((n: any) => n.text === m.text).id);

    // the imported main-surface memories are searchable by meaning in the new account
    const search = await server.call('POST', '/v1/search', {
      token: other,
      body: { query: 'what drink do they like', collection: 'agent-memory', min_score: 0.1 },
    });
    expect(search.body.results[0].text).toBe(TRICKY[3]);
    // a second import of the same file finds the main-surface texts already stored
    const twice = await server.call('POST', '/v1/import', {
      token: other,
      body: { ...file, memories: file.memories.filter((m: any) => m.store === 'main') },
    });
    expect(twice.body).toMatchObject({ imported: 0, duplicates: 4 });
  }, 120_000);

  it('refuses an import file with a bad memory and writes nothing of it', async () => {
    const other = await account();
    const res = await server.call('POST', '/v1/import', {
      token: other,
      body: {
        format: 'NATIVE_JSON',
        memories: [
          {
            id: 'mem_8fK2xQ9LmN4pR7sT1vW3yZ5a',
            store: 'overflow',
            collection: 'x',
            text: 'no vector',
            category: 'fact',
            importance: 0.5,
            created_at: '2026-01-01T00:00:00Z',
          },
        ],
      },
    });
    expect(res.status).toBe(422);
    expectConforms('importMemories', res);
    expect((await server.call('GET', '/v1/overflow/stats', { token: other })).body.total_memories).toBe(0);
  });

  it('MEMSTORE_JSON and the three vector-database formats follow their products’ import rules', async () => {
    const checks: [string, object, string][] = [
      ['MEMSTORE_JSON', mem0MemoryList, 'results'],
      ['VECTORDB_A_JSON', pineconeUpsert, 'vectors'],
      ['VECTORDB_B_JSON', qdrantPointsUpsert, 'points'],
      ['VECTORDB_C_JSON', weaviateBatchObjects, 'objects'],
    ];
    for (const [format, schema, list] of checks) {
      const { text, job } = await exportText({ format });
      const file = JSON.parse(text);
      expect(problemsAgainst(schema, file), format).toEqual([]);
      expect(file[list], format).toHaveLength(10);
      if (format !== 'MEMSTORE_JSON') expect(job.include_vectors, `${format} always carries vectors`).toBe(true);
    }
    // the rules bite: what the formats forbid is refused by the schemas
    expect(
      problemsAgainst(pineconeUpsert, { vectors: [{ id: 'a', values: [0.1], metadata: { nested: { no: 1 } } }] }),
    ).not.toEqual([]);
    expect(problemsAgainst(qdrantPointsUpsert, { points: [{ id: 'mem_not_a_uuid', vector: [0.1] }] })).not.toEqual([]);
    expect(
      problemsAgainst(weaviateBatchObjects, { objects: [{ class: 'memory', properties: { 'bad-name': 1 } }] }),
    ).not.toEqual([]);
  }, 120_000);

  it('CSV quotes commas, quotes, newlines and keeps unicode', async () => {
    const { text, contentType } = await exportText({ format: 'CSV' });
    expect(contentType).toContain('text/csv');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'id',
      'store',
      'collection',
      'text',
      'category',
      'importance',
      'metadata',
      'created_at',
      'updated_at',
    ]);
    expect(rows).toHaveLength(10);
    const texts = rows.map((r) => r[3]);
    for (const t of TRICKY) expect(texts).toContain(t);
    expect(text).toContain('"Said ""ship it"" at the review"');
    expect(text).toContain('"First line\nsecond line"');
    const row = rows.find((r) => r[3] === TRICKY[0])!;
    expect(JSON.parse(row[6]!)).toEqual({ source: 'form', n: 0, nested: { ok: true } });
    // without metadata the column is left out
    const [bare] = parseCsv((await exportText({ format: 'CSV', include_metadata: false })).text);
    expect(bare).not.toContain('metadata');
  }, 60_000);

  it('JSONL has one memory object per line', async () => {
    const { text, contentType } = await exportText({ format: 'JSONL' });
    expect(contentType).toContain('application/x-ndjson');
    const lines = text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(10);
    for (const line of lines) expect(JSON.parse(line)).toHaveProperty('text');
    expect(lines.map((l) => JSON.parse(l).text)).toContain(TRICKY[2]);
  });

  it('honours collections and filters', async () => {
    const notes = JSON.parse(
      (await exportText({ format: 'NATIVE_JSON', collections: [collectionId('main', 'notes')] })).text,
    );
    expect(notes.memories.map((m: any) => m.text).sort()).toEqual([TRICKY[0], TRICKY[1]].sort());
    const hosted = JSON.parse(
      (
        await exportText({
          format: 'NATIVE_JSON',
          collections: [collectionId('overflow', 'hosted')],
          filters: { categories: ['fact'] },
        })
      ).text,
    );
    expect(hosted.memories).toHaveLength(3);
    expect(hosted.memories.every((m: any) => m.category === 'fact' && m.store === 'overflow')).toBe(true);
    const filtered = JSON.parse(
      (await exportText({ format: 'NATIVE_JSON', filters: { min_importance: 0.65, metadata: { source: 'chat' } } }))
        .text,
    );
    expect(filtered.memories.map((m: any) => m.text)).toEqual([TRICKY[3]]);
    const none = JSON.parse(
      (await exportText({ format: 'NATIVE_JSON', filters: { created_before: '2000-01-01T00:00:00Z' } })).text,
    );
    expect(none.memories).toEqual([]);
    const unknown = await startExport(server, owner, {
      format: 'CSV',
      collections: [collectionId('main', 'never-used')],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('COLLECTION_NOT_FOUND');
    expectConforms('createExport', unknown);
    const badFormat = await startExport(server, owner, { format: 'PARQUET' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.error.code).toBe('INVALID_FORMAT');
  }, 60_000);
});

describe('export jobs', () => {
  it('shows progress moving, refuses a second export while one runs, and hides other accounts’ jobs', async () => {
    const big = await account();
    const vectors = unitVectors(5, 300, D);
    for (let i = 0; i < vectors.length; i += 25) {
      await Promise.all(
        vectors.slice(i, i + 25).map((v, j) =>
          server.call('POST', '/v1/overflow/store', {
            token: big,
            body: { vector: Array.from(v), text: `bulk ${i + j}`, category: 'fact', importance: 0.5 },
          }),
        ),
      );
    }
    const started = await startExport(server, big, { format: 'NATIVE_JSON', include_vectors: true });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      status: 'PROCESSING',
      progress_pct: 0,
      download_url: null,
      memories_count: null,
    });
    const second = await startExport(server, big, { format: 'CSV' });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'EXPORT_IN_PROGRESS', details: { job_id: started.body.job_id } });
    expectConforms('createExport', second);
    const early = await server.call('GET', `/v1/export/${started.body.job_id}/download`, { token: big });
    expect([409, 200]).toContain(early.status);

    const seen: number[] = [];
    const done = await until(
      'the big export to complete',
      async () => {
        const res = await server.call('GET', `/v1/export/${started.body.job_id}`, { token: big });
        if (res.body.status === 'PROCESSING') seen.push(res.body.progress_pct);
        return res.body.status === 'COMPLETED' ? res.body : undefined;
      },
      60_000,
      5,
    );
    expect(done).toMatchObject({ progress_pct: 100, memories_count: 300 });
    const between = seen.filter((p) => p > 0 && p < 100);
    expect(new Set(between).size, `progress seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    const stranger = await account();
    const hidden = await server.call('GET', `/v1/export/${started.body.job_id}`, { token: stranger });
    expect(hidden.status).toBe(404);
    expectConforms('getExport', hidden);
    expect((await server.call('GET', `/v1/export/${started.body.job_id}/download`, { token: stranger })).status).toBe(
      404,
    );
    // once it is done, another export may start
    expect((await startExport(server, big, { format: 'CSV' })).status).toBe(202);
  }, 180_000);

  it('serves the download only with a valid signature or the owner’s key', async () => {
    const { job } = await exportText({ format: 'JSONL' });
    const url = new URL(job.download_url);
    const path = `${url.pathname}`;
    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const wrong = await server.call('GET', `${path}?expires=${expires}&signature=${flipped}`);
    expect(wrong.status).toBe(401);
    expectConforms('downloadExport', wrong);
    expect((await server.call('GET', `${path}?expires=${Number(expires) + 3600}&signature=${signature}`)).status).toBe(
      401,
    );
    expect((await server.call('GET', `${path}?expires=${expires}`)).status).toBe(422);
    expect((await server.call('GET', path)).status).toBe(401);
    const withKey = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${owner}` } });
    expect(withKey.status).toBe(200);
    expect(withKey.headers.get('content-disposition')).toBe(`attachment; filename="${job.job_id}.jsonl"`);
    const fileBytes = Buffer.byteLength(await withKey.text());
    expect(fileBytes).toBeGreaterThan(0);
    expect(withKey.headers.get('content-length')).toBe(String(fileBytes));
    // HEAD: the same answer without the file, its size included
    const head = await fetch(job.download_url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-disposition')).toBe(`attachment; filename="${job.job_id}.jsonl"`);
    expect(head.headers.get('content-length')).toBe(String(fileBytes));
    expect(await head.text()).toBe('');
    expect((await server.call('GET', '/v1/export/exp_3kS4vX5yZ7aB9cD1eF3gH5iJ', { token: owner })).status).toBe(404);
  });
});

describe('limits, expiry and restarts', () => {
  let small: TestServer;
  let key: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'memsvc-export-'));

  beforeAll(async () => {
    small = await startTestServer({
      ...ENV,
      DATA_DIR: dataDir,
      EXPORT_MAX_BYTES: '20000',
      EXPORT_LINK_TTL_SECONDS: '2',
    });
    key = await account(small);
    for (const [i, v] of unitVectors(3, 12, D).entries()) {
      await small.call('POST', '/v1/overflow/store', {
        token: key,
        body: { vector: Array.from(v), text: `memory ${i}`, category: 'fact', importance: 0.5 },
      });
    }
  }, 60_000);

  afterAll(async () => {
    await small?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses an export over the size limit with 413', async () => {
    const res = await startExport(small, key, { format: 'NATIVE_JSON', include_vectors: true });
    expect(res.status).toBe(413);
    expect(res.body.error.details).toMatchObject({ limit_bytes: 20000 });
    expect(res.body.error.details.estimated_size_bytes).toBeGreaterThan(20000);
    expectConforms('createExport', res);
    // without vectors it fits
    expect((await startExport(small, key, { format: 'CSV' })).status).toBe(202);
  });

  it('expires the link: the job shows EXPIRED, the download answers 410 and the file is gone', async () => {
    await until('no export running', async () =>
      (await small.call('POST', '/v1/export', { token: key, body: { format: 'JSONL' } })).status === 202
        ? true
        : undefined,
    );
    const job = await until('the export to complete', async () => {
      const list = readdirSync(join(dataDir, 'exports')).filter((f) => f.endsWith('.jsonl'));
      if (list.length === 0) return undefined;
      const id = list[0]!.replace('.jsonl', '');
      const res = await small.call('GET', `/v1/export/${id}`, { token: key });
      return res.body.status === 'COMPLETED' ? res.body : undefined;
    });
    const file = join(dataDir, 'exports', `${job.job_id}.jsonl`);
    expect(existsSync(file)).toBe(true);
    expect((await fetch(job.download_url)).status).toBe(200);
    const expired = await until('the job to expire', async () => {
      const res = await small.call('GET', `/v1/export/${job.job_id}`, { token: key });
      return res.body.status === 'EXPIRED' ? res.body : undefined;
    });
    expect(expired.download_url).toBeNull();
    const gone = await fetch(job.download_url);
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { error: { code: string } }).error.code).toBe('EXPORT_EXPIRED');
    expect((await small.call('GET', `/v1/export/${job.job_id}/download`, { token: key })).status).toBe(410);
    await until('the file to be deleted', () => (existsSync(file) ? undefined : true));
  });

  it('finishes an export that a restart interrupted', async () => {
    const roomy = { ...ENV, DATA_DIR: dataDir, EXPORT_MAX_BYTES: '20000000', EXPORT_LINK_TTL_SECONDS: '600' };
    await small.stop();
    small = await startTestServer(roomy);
    const many = await account(small);
    const vectors = unitVectors(9, 150, D);
    for (let i = 0; i < vectors.length; i += 25) {
      await Promise.all(
        vectors.slice(i, i + 25).map((v, j) =>
          small.call('POST', '/v1/overflow/store', {
            token: many,
            body: { vector: Array.from(v), text: `restart ${i + j}`, category: 'fact', importance: 0.5 },
          }),
        ),
      );
    }
    const started = await startExport(small, many, { format: 'JSONL' });
    expect(started.status).toBe(202);
    const underWay = await until(
      'the export to be under way',
      async () => {
        const res = await small.call('GET', `/v1/export/${started.body.job_id}`, { token: many });
        return res.body.progress_pct > 0 ? res.body : undefined;
      },
      30_000,
      5,
    );
    expect(underWay.status, 'the restart comes in the middle of the export').toBe('PROCESSING');
    await small.stop();
    small = await startTestServer(roomy);
    const done = await until(
      'the export to complete after the restart',
      async () => {
        const res = await small.call('GET', `/v1/export/${started.body.job_id}`, { token: many });
        expect(res.body.status).not.toBe('FAILED');
        return res.body.status === 'COMPLETED' ? res.body : undefined;
      },
      60_000,
    );
    const lines = (await (await fetch(done.download_url)).text()).trim().split('\n');
    expect(lines).toHaveLength(150);
    expect(new Set(lines.map((l) => JSON.parse(l).id)).size).toBe(150);
  }, 120_000);
});
