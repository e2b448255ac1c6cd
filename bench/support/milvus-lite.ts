// A Milvus Lite server for a benchmark run, from the venv that `scripts/setup.sh --test` makes,
// as a plain process on 127.0.0.1 with a fresh data directory.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startProcess } from './processes.js';
import { HOST, ROOT } from './service.js';

export interface MilvusLite {
  url: string;
  stop(): Promise<void>;
}

const BINARY = join(ROOT, 'tools', 'milvus-venv', 'bin', 'milvus-lite');

export async function startMilvusLite(timeoutMs = 60_000): Promise<MilvusLite> {
  if (!existsSync(BINARY))
    throw new Error(`Milvus Lite is not installed (${BINARY}): run \`bash scripts/setup.sh --test\``);
  const dataDir = mkdtempSync(join(tmpdir(), 'memsvc-bench-milvus-'));
  const port = await freePort(HOST);
  const server = startProcess(
    BINARY,
    ['server', '--data-dir', join(dataDir, 'data'), '--host', HOST, '--port', String(port)],
    { cwd: ROOT, env: {} },
  );
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (server.child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Milvus Lite did not start on port ${port}:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `milvus://${HOST}:${port}`, stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
