// Starts a module of this project in a worker thread. Run from source, the module is TypeScript,
// and a thread inherits neither the tsx loader of the process nor a test runner's transforms: the
// thread registers tsx itself before it loads the module.
//
// A thread that runs callers' untrusted work (a regular expression over a caller's text) can be
// started at the lowest CPU priority: on Linux a thread has a nice value of its own, so such a
// thread then takes only the CPU that the request thread, the model and the database leave idle.
import { readFileSync, readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** A module beside `importerUrl` named `<name>.ts` or `<name>.js`, whichever kind the importer is. */
export function siblingModule(importerUrl: string, name: string): string {
  const importer = fileURLToPath(importerUrl);
  return join(dirname(importer), `${name}${importer.endsWith('.ts') ? '.ts' : '.js'}`);
}

export interface ThreadOptions {
  resourceLimits?: ResourceLimits;
  /** Run the thread at the lowest CPU priority (Linux only: elsewhere a priority is the whole process's). */
  lowPriority?: boolean;
}

/** The nice value of a low-priority thread: the lowest priority. */
const LOWEST_PRIORITY = 19;

export function startThread(modulePath: string, workerData: unknown, options: ThreadOptions = {}): Worker {
  const { resourceLimits } = options;
  const lower = options.lowPriority === true && process.platform === 'linux';
  const moduleUrl = JSON.stringify(pathToFileURL(modulePath).href);
  // os.setPriority(0, n) in a thread sets that thread's own nice value on Linux.
  const prelude = lower
    ? `import('node:os').then((os) => { try { os.setPriority(0, ${LOWEST_PRIORITY}); } catch {} })`
    : 'Promise.resolve()';
  if (!modulePath.endsWith('.ts')) {
    if (!lower) return new Worker(modulePath, { workerData, resourceLimits });
    return new Worker(`${prelude}.then(() => import(${moduleUrl}))`, { eval: true, workerData, resourceLimits });
  }
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsxApi = JSON.stringify(pathToFileURL(join(dirname(tsxPackage), 'dist/esm/api/index.mjs')).href);
  const bootstrap = `${prelude}.then(() => import(${tsxApi})).then((tsx) => { tsx.register(); return import(${moduleUrl}); })`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits });
}

/** The calling thread's id in the operating system (Linux), or null where it cannot be known. */
export function osThreadId(): number | null {
  if (process.platform !== 'linux') return null;
  try {
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** CPU time, in milliseconds, that a thread of this process has run (Linux), or null when it cannot be read. */
export function threadCpuMs(threadId: number): number | null {
  try {
    const runNs = Number(readFileSync(`/proc/self/task/${threadId}/schedstat`, 'utf8').split(' ')[0]);
    return Number.isFinite(runNs) ? runNs / 1e6 : null;
  } catch {
    return null;
  }
}
