import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { CompressedIndex, indexBytesPerVector } from '../../src/modules/compression/compressed-index.js';
import { OverflowCodec } from '../../src/modules/overflow/overflow-codec.js';
import { OverflowIndexCache } from '../../src/modules/overflow/overflow-index-cache.js';
import { OverflowIndexThread } from '../../src/modules/overflow/overflow-index-thread.js';
import { storedRows, type StoredRows } from '../../src/modules/overflow/overflow-indexes.js';
import type {
  OverflowMemoriesRepository,
  StoredCode,
} from '../../src/modules/overflow/overflow-memories.repository.js';
import { createLogger } from '../../src/platform/logger.js';
import { AppError } from '../../src/errors/app-error.js';
import { until } from '../support/eventually.js';
import { unitVectors } from '../support/unit-vectors.js';

const codec = new OverflowCodec();
const D = codec.quantizer.dimension;
const threads: OverflowIndexThread[] = [];

function startIndexThread(): OverflowIndexThread {
  const thread = new OverflowIndexThread(
    { bits: codec.quantizer.bits, seed: codec.quantizer.seed },
    createLogger('silent'),
  );
  threads.push(thread);
  return thread;
}

/** Ends the thread as a crash would (the class never ends it itself but at close). */
function endThreadOf(thread: OverflowIndexThread): Promise<number> {
  return (thread as unknown as { worker: Worker }).worker.terminate();
}

function storedCodes(seed: number, count: number): StoredCode[] {
  return unitVectors(seed, count, D).map((v, i) => ({
    id: `mem_${String(i).padStart(24, '0')}`,
    category: 'fact',
    code: codec.encode(v),
    createdAt: new Date(1_700_000_000_000 + i),
  }));
}

function rowsOf(codes: StoredCode[]): StoredRows {
  const vectors = codes.map((c) => ({ id: c.id, body: c.code, tag: 0, createdAtMs: c.createdAt.getTime() }));
  return storedRows(vectors, codec.storedBytes);
}

/** A repository of one collection held in memory, which counts the builds read from it. */
function collectionOf(codes: StoredCode[]) {
  const reads = { builds: 0, slices: 0 };
  const repository = {
    revisionOf: () => Promise.resolve(1),
    async readCodes(
      _account: string,
      _collection: string,
      sliceRows: number,
      take: (c: StoredCode[]) => Promise<void>,
    ) {
      reads.builds++;
      for (let at = 0; at < codes.length; at += sliceRows) {
        reads.slices++;
        await take(codes.slice(at, at + sliceRows));
      }
      return 1;
    },
  } as unknown as OverflowMemoriesRepository;
  return { repository, reads };
}

afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.close()));
});

describe('OverflowIndexThread', () => {
  it('answers from its thread what the same index in process answers', async () => {
    const codes = storedCodes(11, 600);
    const thread = startIndexThread();
    await thread.reset('a');
    await thread.add('a', rowsOf(codes.slice(0, 250)));
    expect(await thread.add('a', rowsOf(codes.slice(250)))).toBe(600);
    const local = new CompressedIndex({ bits: codec.quantizer.bits, dimension: D, seed: codec.quantizer.seed });
    for (const c of codes)
      local.add({ id: c.id, codes: codec.decode(c.code), tag: 0, createdAtMs: c.createdAt.getTime() });
    for (const query of unitVectors(12, 5, D)) {
      const { hits, size } = await thread.search('a', query, { limit: 10, minScore: -1 });
      expect(size).toBe(600);
      expect(hits).toEqual(local.search(query, { limit: 10, minScore: -1 }));
    }
    expect(await thread.remove('a', codes[0]!.id)).toBe(599);
  });

  it('takes vectors only into an index it was told to start, and forgets a dropped one', async () => {
    const thread = startIndexThread();
    const rows = rowsOf(storedCodes(13, 3));
    expect(await thread.add('never-started', rows)).toBe(0);
    expect((await thread.search('never-started', unitVectors(14, 1, D)[0]!, { limit: 3, minScore: -1 })).hits).toEqual(
      [],
    );
    await thread.reset('b');
    expect(await thread.add('b', rows)).toBe(3);
    await thread.drop('b');
    expect(await thread.add('b', rows)).toBe(0);
  });

  it('when its thread ends, tells its listeners and refuses calls with 503 until a new thread answers', async () => {
    const thread = startIndexThread();
    let lost = 0;
    thread.onLost(() => lost++);
    await thread.reset('c');
    await endThreadOf(thread);
    await until('the listeners told', () => (lost === 1 ? true : undefined));
    // a thread that ended within a second of its start is started again after a second
    const refused = await thread.reset('c').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('SERVICE_UNAVAILABLE');
    await until(
      'a new thread',
      () =>
        thread.reset('c').then(
          () => true,
          () => undefined,
        ),
      10_000,
      200,
    );
    expect(lost).toBe(1);
  });
});

describe('OverflowIndexCache', () => {
  it('builds an index from every slice of the stored codes and searches it in the thread', async () => {
    const codes = storedCodes(15, 4_500);
    const { repository, reads } = collectionOf(codes);
    const cache = new OverflowIndexCache({
      repository,
      host: startIndexThread(),
      codec,
      tagOf: () => 0,
      maxBytes: 1e9,
    });
    const query = unitVectors(15, 4_500, D)[4_321]!;
    const hits = await cache.search('acc', 'memories', query, { limit: 1, minScore: -1 });
    expect(hits?.[0]?.id).toBe(codes[4_321]!.id);
    expect(reads).toEqual({ builds: 1, slices: 3 });
    expect(cache.bytes).toBe(4_500 * indexBytesPerVector(D));
    await cache.search('acc', 'memories', unitVectors(16, 1, D)[0]!, { limit: 1, minScore: -1 });
    expect(reads.builds).toBe(1);
  });

  it('builds the index again after the thread that held it ended', async () => {
    const codes = storedCodes(17, 300);
    const query = unitVectors(17, 300, D)[123]!;
    const { repository, reads } = collectionOf(codes);
    const thread = startIndexThread();
    const cache = new OverflowIndexCache({ repository, host: thread, codec, tagOf: () => 0, maxBytes: 1e9 });
    expect((await cache.search('acc', 'memories', query, { limit: 1, minScore: -1 }))?.[0]?.id).toBe(codes[123]!.id);
    await endThreadOf(thread);
    const again = await until(
      'a search answered by the new thread',
      () => cache.search('acc', 'memories', query, { limit: 1, minScore: -1 }).catch(() => undefined),
      10_000,
      200,
    );
    expect(again?.[0]?.id).toBe(codes[123]!.id);
    expect(reads.builds).toBe(2);
  });
});
