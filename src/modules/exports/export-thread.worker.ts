// One memory export written in a thread of its own (see export-thread.ts for why). The thread
// opens its own small connection pool and vector stores, writes the file, closes them, and
// reports the outcome as its last message.
//
//   workerData: ExportThreadInput
//   → { kind: 'page', written, total }   after each page; waits for the answer
//   ← { kind: 'continue' } | { kind: 'abort' }
//   → { kind: 'done', written, sizeBytes } | { kind: 'failed', message, tooLarge }
import { parentPort, workerData } from 'node:worker_threads';
import { connectDatabase } from '../../platform/db/database.js';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import type { VectorDbConfig } from '../../config.js';
import { OutboundGuard } from '../../platform/outbound/outbound-guard.js';
import { VectorStores } from '../memory/vector-store/vector-stores.js';
import { MemoryFingerprintsRepository } from '../intelligence/dedup/memory-fingerprints.repository.js';
import { MemoriesRepository } from '../memory/memories.repository.js';
import { OverflowCodec } from '../overflow/overflow-codec.js';
import { OverflowMemoriesRepository } from '../overflow/overflow-memories.repository.js';
import { ExportFiles, ExportTooLargeError } from './export-file.js';
import type { ExportJob } from './export-job.entity.js';
import { ExportSource } from './export-source.js';
import { writeExportFile, type ExportPageProgress, type WrittenExport } from './export-writing.js';

export interface ExportThreadInput {
  databaseUrl: string;
  /** Where the built-in vector store lives (accounts without a vector_db_url). */
  builtInVectorStoreUrl: string;
  /** Limits on account vector databases (the guard is rebuilt here from the allow-list). */
  vectorDb: VectorDbConfig;
  exportsDirectory: string;
  settings: { maxBytes: number; pageSize: number };
  row: ExportJob;
}

export type ExportThreadMessage =
  | ({ kind: 'page' } & ExportPageProgress)
  | ({ kind: 'done' } & WrittenExport)
  | { kind: 'failed'; message: string; tooLarge: boolean };

export type ExportThreadCommand = { kind: 'continue' } | { kind: 'abort' };

const CONNECTIONS = 2;

const input = workerData as ExportThreadInput;
const port = parentPort!;
const stopped = new AbortController();
let answerPage: ((command: ExportThreadCommand) => void) | null = null;

port.on('message', (command: ExportThreadCommand) => {
  if (command.kind === 'abort') stopped.abort(new Error('the export was stopped'));
  answerPage?.(command);
});

function send(message: ExportThreadMessage): void {
  port.postMessage(message);
}

/** Reports a page and waits until the owner says to go on. */
function pageWritten(progress: ExportPageProgress): Promise<void> {
  return new Promise((resolve, reject) => {
    answerPage = (command) => {
      answerPage = null;
      if (command.kind === 'continue') resolve();
      else reject(stopped.signal.reason);
    };
    send({ kind: 'page', ...progress });
  });
}

let outcome: ExportThreadMessage;
const orm = await connectDatabase(input.databaseUrl, CONNECTIONS).catch((err: Error) => err);
const stores = new VectorStores(input.builtInVectorStoreUrl, undefined, {
  ...input.vectorDb,
  guard: new OutboundGuard({ allowedHosts: input.vectorDb.allowedHosts }),
});
try {
  if (orm instanceof Error) throw orm;
  const accounts = new AccountsRepository(orm);
  const written = await writeExportFile(
    {
      source: new ExportSource({
        memories: new MemoriesRepository(orm, new MemoryFingerprintsRepository(orm)),
        overflow: new OverflowMemoriesRepository(orm),
      }),
      files: new ExportFiles(input.exportsDirectory),
      codec: new OverflowCodec(),
      storeOf: async (accountId) => stores.for(await accounts.findVectorDbUrl(accountId)),
      settings: input.settings,
    },
    input.row,
    pageWritten,
    stopped.signal,
  );
  outcome = { kind: 'done', ...written };
} catch (err) {
  outcome = {
    kind: 'failed',
    message: err instanceof Error ? err.message : String(err),
    tooLarge: err instanceof ExportTooLargeError,
  };
} finally {
  await stores.close().catch(() => undefined);
  if (!(orm instanceof Error)) await orm.close(true).catch(() => undefined);
}
send(outcome);
port.close();
