// Child processes for the benchmarks: a free port, a server started in its own process group,
// waiting until it answers over HTTP, and one-shot commands with their output.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { startProcess, type Started } from '../../test/support/child-process.js';

export type { Started };
export { startProcess };

/** A TCP port that was free a moment ago on `host` (the OS picks it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no port was assigned'))));
    });
  });
}

/** Resolves once `url` answers `expectStatus`; rejects when the process exits or time runs out. */
export async function waitForHttp(started: Started, url: string, timeoutMs: number, expectStatus = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      throw new Error(
        `the process exited (${started.child.exitCode ?? started.child.signalCode}) before ${url} answered:\n${started.output()}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === expectStatus) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer ${expectStatus} within ${timeoutMs} ms (last: ${last}):\n${started.output()}`);
}

/** Runs a command to completion; rejects with its output when it fails. */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal}):\n${output}`));
    });
  });
}

/**
 * CPU time (user + system, in ms) a process has used so far, from /proc (Linux); null elsewhere.
 * Unlike throughput, CPU per request barely moves when other processes compete for the cores.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name: state is field 3; utime and stime are fields 14 and 15, in
    // clock ticks of 1/100 s (USER_HZ, 100 on every Linux architecture Node supports).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Resolves once a process has used under a tenth of a core for half a second (its start-up
 * work, such as compiling the request validators, is over), or after `timeoutMs` whatever it
 * does; at once where /proc cannot tell.
 */
export async function waitUntilQuiet(pid: number | undefined, timeoutMs = 30_000): Promise<void> {
  const windowMs = 500;
  const deadline = Date.now() + timeoutMs;
  let before = processCpuMs(pid);
  while (before !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = processCpuMs(pid);
    if (now === null || now - before < windowMs / 10) return;
    before = now;
  }
}
