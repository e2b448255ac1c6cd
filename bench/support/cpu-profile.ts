// Where a process's CPU went during a window, from the V8 CPU profile `node --cpu-prof` writes:
// the functions with the most samples of their own (self time), as shares of the busy samples.
//
// A profile's times are microseconds of the monotonic clock, the one process.hrtime() reads,
// so a window timed in the benchmark's process selects the samples of another process.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  /** Zero-based. */
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

/** The parts of a `.cpuprofile` read here. */
export interface CpuProfile {
  nodes: ProfileNode[];
  /** Monotonic clock, µs. */
  startTime: number;
  samples: number[];
  /** µs since the previous sample (the first since startTime). */
  timeDeltas: number[];
}

interface FunctionShare {
  /** The function's name, or `(anonymous)`; V8's own entries keep theirs: `(program)`, `(garbage collector)`. */
  name: string;
  /** File and line, or empty for V8's own entries. */
  where: string;
  /** Of the busy samples in the window, 0-1. */
  share: number;
}

export interface WindowProfile {
  /** Samples in the window that were not idle. */
  busySamples: number;
  /** Busy samples over all samples of the window, 0-1. */
  busyShare: number;
  top: FunctionShare[];
}

/** The monotonic clock in µs, as a profile's times are. */
export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/** The main thread's profile among the files `node --cpu-prof` wrote into `dir` (thread id 0 in the name). */
export function mainThreadProfile(dir: string): CpuProfile {
  // CPU.<date>.<time>.<pid>.<thread id>.<sequence>.cpuprofile
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile') && name.split('.')[4] === '0');
  if (!file) throw new Error(`no main-thread CPU profile in ${dir}`);
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
}

function whereOf(frame: CallFrame): string {
  if (!frame.url) return '';
  const path = frame.url.replace(/^file:\/\//, '');
  const inPackage = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  const file = inPackage ? `${inPackage[1]}/${basename(path)}` : path.replace(/^.*?\/(src|bench|test)\//, '$1/');
  return `${file}:${frame.lineNumber + 1}`;
}

/** The `limit` functions with the most self time between `fromUs` and `toUs`. */
export function topFunctions(profile: CpuProfile, fromUs: number, toUs: number, limit: number): WindowProfile {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const counts = new Map<string, { name: string; where: string; samples: number }>();
  let at = profile.startTime;
  let inWindow = 0;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < fromUs || at > toUs) continue;
    inWindow++;
    const frame = frames.get(profile.samples[i]!);
    if (!frame || frame.functionName === '(idle)') continue;
    busy++;
    const name = frame.functionName || '(anonymous)';
    const where = whereOf(frame);
    const key = `${name}\u0000${where}`;
    const entry = counts.get(key) ?? { name, where, samples: 0 };
    entry.samples++;
    counts.set(key, entry);
  }
  const top = [...counts.values()]
    .sort((a, b) => b.samples - a.samples)
    .slice(0, limit)
    .map(({ name, where, samples }) => ({ name, where, share: busy === 0 ? 0 : samples / busy }));
  return { busySamples: busy, busyShare: inWindow === 0 ? 0 : busy / inWindow, top };
}
