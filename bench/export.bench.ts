// Memory export at volume: throughput and memory of the streaming writer.
//
//   npm run bench -- export                  100,000 memories
//   npm run bench -- export --size 20000     another size
//
// The service runs in this process (embedded default, production settings) so that its memory
// is this process's: an account's overflow collection is filled with `size` memories by SQL (one
// statement; every memory gets the same real stored code, version and history), then exported
// through POST /v1/export in NATIVE_JSON with vectors (each code decoded, 768 values written)
// and in JSONL, polled to completion and downloaded. Printed: file size, MB/s of the export
// (file bytes over the time from the request to COMPLETED), and the growth of the resident set
// size over its value before the export (sampled every 20 ms). Target: growth < 150 MB, which
// holds only if the file is written by streaming: the NATIVE_JSON file alone is over 1 GB. The
// model is loaded (one embedding) before anything is measured.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { OverflowCodec } from '../src/modules/overflow/overflow-codec.js';
import { createLogger } from '../src/platform/logger.js';
import { startServer } from '../src/server.js';
import { table } from './support/service.js';

/** The fields of the service's answers that this benchmark reads. */
interface Answer {
  api_key?: string;
  job_id?: string;
  status?: string;
  error?: string;
  memories_count?: number;
  file_size_bytes?: number;
}

const DEFAULT_SIZE = 100_000;
const TARGET_GROWTH_MB = 150;
const MB = 1024 * 1024;

function sizeArg(args: string[]): number {
  const at = args.indexOf('--size');
  const size = at >= 0 ? Number(args[at + 1]) : DEFAULT_SIZE;
  if (!Number.isInteger(size) || size < 1) throw new Error('--size must be a positive whole number');
  return size;
}

export async function run(args: string[]): Promise<void> {
  const size = sizeArg(args);
  const dataDir = mkdtempSync(join(tmpdir(), 'memsvc-export-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    SERVICE_ENV: 'production',
    VALIDATE_RESPONSES: 'false',
  });
  const running = await startServer(config, createLogger('silent'));
  try {
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await fetch(`${running.url}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as Answer };
    };
    const email = `export-bench-${Date.now()}@example.com`;
    const apiKey = (await call('POST', '/v1/keys', undefined, { email })).body.api_key as string;
    await running.service.accounts.setTier(email, 'enterprise');
    // the model loads in the background at start: wait for it, so its memory is not counted as the export's
    const warm = await call('POST', '/v1/embed', apiKey, { text: 'warm up' });
    if (warm.status !== 200) throw new Error(`POST /v1/embed answered ${warm.status}: ${JSON.stringify(warm.body)}`);
    const sql = running.service.db.orm.em.getConnection();
    const [account] = await sql.execute<{ id: string }[]>('select id from accounts where email = ?', [email]);
    const accountId = account!.id;
    const vector = Float32Array.from({ length: 768 }, (_, i) => Math.sin(i + 1));
    const code = Buffer.from(new OverflowCodec().encode(vector));
    process.stdout.write(`filling ${size.toLocaleString('en')} overflow memories ...\n`);
    await sql.execute('insert into overflow_collections (account_id, name, memories) values (?, ?, ?)', [
      accountId,
      'memories',
      size,
    ]);
    await sql.execute(
      `insert into overflow_memories (id, account_id, collection, text, category, importance, metadata, code, storage_bytes, version, created_at, updated_at)
       select 'mem_' || lpad(i::text, 24, '0'), ?, 'memories', 'Benchmark memory number ' || i || ', with a comma and "quotes"',
              (array['preference','decision','fact','entity','other'])[1 + i % 5], (i % 100) / 100.0,
              jsonb_build_object('i', i, 'source', 'bench'), ?, 600, 1, now(), now()
         from generate_series(1, ?) as i`,
      [accountId, code, size],
    );
    await sql.execute(
      `insert into overflow_memory_versions (memory_id, version, text, category, importance, created_at)
                       select id, 1, text, category, importance, created_at from overflow_memories where account_id = ?`,
      [accountId],
    );
    await sql.execute(
      `insert into overflow_memory_history (memory_id, action, details, created_at)
                       select id, 'created', jsonb_build_object('category', category, 'importance', importance), created_at from overflow_memories where account_id = ?`,
      [accountId],
    );

    const rows: string[][] = [];
    let worstGrowth = 0;
    for (const [format, includeVectors] of [
      ['JSONL', false],
      ['NATIVE_JSON', true],
    ] as const) {
      (globalThis as { gc?: () => void }).gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const started = Date.now();
      const job = await call('POST', '/v1/export', apiKey, { format, include_vectors: includeVectors });
      if (job.status !== 202) throw new Error(`POST /v1/export answered ${job.status}: ${JSON.stringify(job.body)}`);
      let done: Answer;
      for (;;) {
        done = (await call('GET', `/v1/export/${job.body.job_id}`, apiKey)).body;
        if (done.status === 'FAILED') throw new Error(`the export failed: ${done.error}`);
        if (done.status === 'COMPLETED') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const seconds = (Date.now() - started) / 1000;
      clearInterval(sampler);
      const growthMb = (peak - before) / MB;
      worstGrowth = Math.max(worstGrowth, growthMb);
      rows.push([
        format,
        String(done.memories_count),
        (done.file_size_bytes! / MB).toFixed(1),
        seconds.toFixed(1),
        (done.file_size_bytes! / MB / seconds).toFixed(1),
        growthMb.toFixed(1),
      ]);
    }
    process.stdout.write(`\n${table(['format', 'memories', 'file MB', 'seconds', 'MB/s', 'RSS growth MB'], rows)}\n\n`);
    process.stdout.write(
      `peak RSS growth ${worstGrowth.toFixed(1)} MB against a target under ${TARGET_GROWTH_MB} MB: ${worstGrowth < TARGET_GROWTH_MB ? 'met' : 'MISSED'}\n`,
    );
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
