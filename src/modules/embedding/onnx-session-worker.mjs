// Runs the ONNX model in a worker thread, so that loading it (parsing and optimising a 436 MB
// graph takes about a second of CPU) and running it never hold up the service's event loop.
// Plain JavaScript: a worker loads it as it is, under tsx, vitest or a build alike.
//
// workerData: { modelPath, threads, lowPriority }. With lowPriority (Linux), the thread lowers its
// own CPU priority to the lowest before the session starts its threads, which inherit it: the
// model then runs on the CPU that threads of normal priority leave idle. Messages in: { type: 'run', id, ids, mask, shape } and
// { type: 'close' }. Messages out: { type: 'ready' }, { type: 'failed', message } and
// { type: 'result', id, data } or { type: 'result', id, error }.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import ort from 'onnxruntime-node';

if (workerData.lowPriority && process.platform === 'linux') {
  try {
    setPriority(0, 19); // this thread only, on Linux
  } catch {
    // not allowed here: the model runs at normal priority
  }
}

let session = null;
try {
  session = await ort.InferenceSession.create(workerData.modelPath, {
    intraOpNumThreads: workerData.threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    executionMode: 'sequential',
    // The pool's threads spin between the operators of a run (quick hand-offs) but not after it:
    // spinning on every core after a run slowed the event loop's next work (the search that
    // follows the query's embedding) by a millisecond or more. A low-priority model (the stores'
    // lane) is preempted by every other thread; its waiting thread then blocks instead of spinning
    // on the core the preempting thread needs (stores at 16 clients 31.1 against 27.6 a second).
    extra: {
      session: {
        force_spinning_stop: '1',
        ...(workerData.lowPriority ? { intra_op: { allow_spinning: '0' } } : {}),
      },
    },
  });
  parentPort.postMessage({ type: 'ready' });
} catch (err) {
  parentPort.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
}

parentPort.on('message', async (message) => {
  if (message.type === 'close') {
    await session?.release();
    parentPort.close();
    return;
  }
  if (message.type !== 'run') return;
  try {
    if (!session) throw new Error('the model is not loaded');
    const result = await session.run({
      input_ids: new ort.Tensor('int64', message.ids, message.shape),
      attention_mask: new ort.Tensor('int64', message.mask, message.shape),
    });
    const data = Float32Array.from(result.sentence_embedding.data);
    parentPort.postMessage({ type: 'result', id: message.id, data }, [data.buffer]);
  } catch (err) {
    parentPort.postMessage({ type: 'result', id: message.id, error: err instanceof Error ? err.message : String(err) });
  }
});
