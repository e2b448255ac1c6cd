// Memory exports run in a thread of their own, one per attempt, with a bounded heap.
//
// Why: an export reads and formats every memory of an account. In the request thread, the garbage
// of a 100,000-memory export grew the service's old generation by up to 190 MB before the
// collector caught up (`npm run bench -- export`), and each page's formatting held up requests.
// A thread has its own heap, limited here, so an export's garbage is collected within that limit,
// and the memory it used is returned when the thread ends.
//
// The thread reports after each page and waits for the answer, so the owner records progress,
// renews the job's lease, and can stop it between pages. The owner always waits for the thread
// to finish (or ends it after a grace period), so no thread outlives its job attempt.
import { siblingModule, startThread } from '../../platform/threads.js';
import { ExportTooLargeError } from './export-file.js';
import type { ExportJob } from './export-job.entity.js';
import type { ExportThreadCommand, ExportThreadInput, ExportThreadMessage } from './export-thread.worker.js';
import type { ExportPageProgress, WrittenExport } from './export-writing.js';

const workerFile = siblingModule(import.meta.url, 'export-thread.worker');

/** The export's heap: pages are small (hundreds of memories), the rest is garbage to collect. */
const HEAP_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };
/** How long a stopped thread may take to close its file and connections. */
const STOP_GRACE_MS = 10_000;

export type ExportThreadSettings = Omit<ExportThreadInput, 'row'>;

export interface ExportFileWriting {
  write(
    row: ExportJob,
    onPage: (progress: ExportPageProgress) => Promise<void>,
    signal: AbortSignal,
  ): Promise<WrittenExport>;
}

export class ExportThreads implements ExportFileWriting {
  constructor(private readonly settings: ExportThreadSettings) {}

  write(
    row: ExportJob,
    onPage: (progress: ExportPageProgress) => Promise<void>,
    signal: AbortSignal,
  ): Promise<WrittenExport> {
    const worker = startThread(workerFile, { ...this.settings, row } satisfies ExportThreadInput, {
      resourceLimits: HEAP_LIMITS,
    });
    return new Promise<WrittenExport>((resolve, reject) => {
      // the first reason to stop wins; the promise settles once the thread has ended
      let stopped: { reason: unknown } | null = null;
      let graceTimer: NodeJS.Timeout | null = null;
      const command = (message: ExportThreadCommand) => worker.postMessage(message);
      const stop = (reason: unknown) => {
        if (stopped) return;
        stopped = { reason };
        command({ kind: 'abort' });
        graceTimer = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
      };
      const onAbort = () => stop(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      if (signal.aborted) onAbort();
      let result: WrittenExport | null = null;
      worker.on('message', (message: ExportThreadMessage) => {
        if (message.kind === 'page') {
          onPage({ written: message.written, total: message.total }).then(
            () => stopped === null && command({ kind: 'continue' }),
            stop,
          );
          return;
        }
        // the outcome is the thread's last message, sent after it closed everything
        if (message.kind === 'done') result = { written: message.written, sizeBytes: message.sizeBytes };
        else
          stopped ??= {
            reason: message.tooLarge ? new ExportTooLargeError(message.message) : new Error(message.message),
          };
        void worker.terminate();
      });
      worker.on('error', (err) => {
        stopped ??= { reason: new Error(`the export thread failed: ${err.message}`) };
      });
      worker.on('exit', (code) => {
        signal.removeEventListener('abort', onAbort);
        if (graceTimer) clearTimeout(graceTimer);
        if (stopped) reject(stopped.reason);
        else if (result) resolve(result);
        else reject(new Error(`the export thread ended without an outcome (exit code ${code})`));
      });
    });
  }
}
