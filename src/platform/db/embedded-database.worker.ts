// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly, with pgvector)
// and the loopback socket server that multiplexes the pg driver's connections onto it.
//
// PGlite executes every statement synchronously in the thread that owns it. Run in the request
// thread, each statement, each WAL write and each checkpoint delayed every request waiting
// behind it; here they run beside the request thread, which only parses and serializes.
//
// Protocol with the owning thread (src/platform/db/embedded-database.ts):
//   workerData: EmbeddedWorkerInput
//   → { kind: 'ready', port }        once the socket server listens
//   → { kind: 'failed', message }    when opening failed (the thread then ends)
//   ← { kind: 'stop' }               stop the server, close PGlite, then
//   → { kind: 'stopped' }
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedWorkerInput {
  dataDir: string;
  maxConnections: number;
  cacheMb: number;
}

export type EmbeddedWorkerMessage =
  { kind: 'ready'; port: number } | { kind: 'failed'; message: string } | { kind: 'stopped' };

async function open(input: EmbeddedWorkerInput): Promise<{ port: number; stop(): Promise<void> }> {
  const pglite = await PGlite.create(join(input.dataDir, 'pgdata'), {
    extensions: { vector },
    // With room for 1 GB of WAL and 15 minutes between checkpoints, a steady write load
    // (heartbeats) checkpoints far less often (`npm run bench -- heartbeats`).
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${input.cacheMb}MB`,
      '-c',
      'max_wal_size=1GB',
      '-c',
      'checkpoint_timeout=900',
    ],
  });
  const server = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: input.maxConnections,
  });
  try {
    await server.start();
  } catch (err) {
    await pglite.close().catch(() => undefined);
    throw err;
  }
  const port = Number(server.getServerConn().split(':').pop());
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`the embedded database did not report its port (${server.getServerConn()})`);
  return {
    port,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}

function send(message: EmbeddedWorkerMessage): void {
  parentPort!.postMessage(message);
}

try {
  const opened = await open(workerData as EmbeddedWorkerInput);
  // A stop that fails ends the thread with its error, which the owning thread logs; its exit
  // then completes the owner's stop().
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  parentPort!.on('message', async (message: { kind: string }) => {
    if (message.kind !== 'stop') return;
    await opened.stop();
    send({ kind: 'stopped' });
    parentPort!.close();
  });
  send({ kind: 'ready', port: opened.port });
} catch (err) {
  send({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
}
