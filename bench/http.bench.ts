// HTTP throughput and latency of the service against bare Express 5, measured in the same run.
//
//   npm run bench -- http               the benchmark
//   npm run bench -- http --cpu-prof    also keeps the service's CPU profile in bench/profiles/
//                                       (open it in Chrome DevTools)
//
// The service runs in a child process on the embedded default (a fresh DATA_DIR, production
// settings); an account is signed up and raised to the enterprise tier (no per-key rate limit)
// with the operator command. autocannon, in this process, loads GET /v1/keys/usage with the
// account's key; then the same load runs against a bare Express server in another child. The
// figures are printed with the service/bare ratio and the targets; missing a target still exits
// 0, a run with answers other than 2xx or socket errors exits 1. The table also gives each
// server's CPU time per request (from /proc), which holds steady when other processes share the
// machine, where throughput and latency do not. Targets: at least half of bare Express's
// throughput, a p99 under 25 ms, and at most three times its CPU time per request.
//
// Then where the service's CPU goes: a third child of the service, started under V8's profiler
// (`--cpu-prof`), gets the same load, and the functions with the most self time on its main
// thread during that load are printed. The measured rounds run without the profiler, which
// slows what it watches.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mainThreadProfile, monotonicMicros, topFunctions, type WindowProfile } from './support/cpu-profile.js';
import { measure, runProblem, type LoadFigures } from './support/load.js';
import {
  freePort,
  processCpuMs,
  runCommand,
  startProcess,
  waitForHttp,
  waitUntilQuiet,
  type Started,
} from './support/processes.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const PATH = '/v1/keys/usage';
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;
const START_TIMEOUT_MS = 90_000;
/** The profiled round's load, after the same warm-up. */
const PROFILE_SECONDS = 5;
const TOP_FUNCTIONS = 12;

const TARGET_MIN_THROUGHPUT_RATIO = 0.5;
const TARGET_MAX_SERVICE_P99_MS = 25;
const TARGET_MAX_CPU_RATIO = 3;

/** Settings both children share: production mode, and nothing inherited that would change the database. */
const PRODUCTION_ENV = { NODE_ENV: 'production', HOST } as const;

interface Options {
  /** Where the profiled round's files are kept; null: a temporary directory, removed after the run. */
  cpuProfileDir: string | null;
}

function parseArgs(args: string[]): Options {
  let cpuProfileDir: string | null = null;
  for (const arg of args) {
    if (arg === '--cpu-prof') cpuProfileDir = join(ROOT, 'bench', 'profiles');
    else throw new Error(`unknown argument '${arg}' (accepted: --cpu-prof)`);
  }
  return { cpuProfileDir };
}

/** A directory for one profiled child: Node writes a file per thread, named with the pid and thread id. */
function profileDir(options: Options): string {
  if (!options.cpuProfileDir) return mkdtempSync(join(tmpdir(), 'memsvc-cpu-prof-'));
  const dir = join(options.cpuProfileDir, `service-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The child processes of a run: each is registered as it starts, so a failed start is still stopped. */
class Children {
  private readonly started: Started[] = [];
  private closed = false;

  start(...args: Parameters<typeof startProcess>): Started {
    if (this.closed) throw new Error('the benchmark is stopping');
    const child = startProcess(...args);
    this.started.push(child);
    return child;
  }

  /** Stops every child, and refuses to start more. */
  async stopAll(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.started.map((c) => c.stop()));
  }
}

async function startService(
  dataDir: string,
  children: Children,
  profileTo: string | null = null,
): Promise<{ server: Started; url: string }> {
  const port = await freePort(HOST);
  const server = children.start(
    process.execPath,
    [...(profileTo ? ['--cpu-prof', `--cpu-prof-dir=${profileTo}`] : []), '--import', 'tsx', 'src/server.ts'],
    {
      cwd: ROOT,
      env: {
        ...PRODUCTION_ENV,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '', // the embedded default, whatever the caller's shell holds
        LOG_LEVEL: 'silent',
        VALIDATE_RESPONSES: 'false',
        SERVICE_ENV: 'production',
      },
    },
  );
  const url = `http://${HOST}:${port}`;
  await waitForHttp(server, `${url}/health`, START_TIMEOUT_MS);
  await waitUntilQuiet(server.child.pid);
  return { server, url };
}

async function startBare(children: Children): Promise<{ server: Started; url: string }> {
  const port = await freePort(HOST);
  const server = children.start(process.execPath, ['--import', 'tsx', 'bench/bare-express-server.ts'], {
    cwd: ROOT,
    env: { ...PRODUCTION_ENV, PORT: String(port) },
  });
  const url = `http://${HOST}:${port}`;
  await waitForHttp(server, `${url}${PATH}`, START_TIMEOUT_MS);
  return { server, url };
}

/** Signs up an account, raises it to enterprise with the operator command, and returns its key. */
async function enterpriseKey(serviceUrl: string, dataDir: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${serviceUrl}/v1/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const signUpText = await signUp.text();
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${signUpText}`);
  const apiKey = (JSON.parse(signUpText) as { api_key?: unknown }).api_key;
  if (typeof apiKey !== 'string') throw new Error(`sign-up returned no api_key: ${signUpText}`);

  await runCommand('npm', ['run', '--silent', 'admin', '--', 'set-tier', email, 'enterprise'], {
    cwd: ROOT,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });

  const usage = await fetch(`${serviceUrl}${PATH}`, { headers: { authorization: `Bearer ${apiKey}` } });
  const usageText = await usage.text();
  if (usage.status !== 200) throw new Error(`GET ${PATH} answered ${usage.status}: ${usageText}`);
  const tier = (JSON.parse(usageText) as { tier?: unknown }).tier;
  if (tier !== 'enterprise')
    throw new Error(`the account is on tier '${String(tier)}' after set-tier, not enterprise: ${usageText}`);
  return apiKey;
}

interface TargetFigures extends LoadFigures {
  /** The server process's CPU time per completed request, in µs (null where /proc is missing). */
  cpuUsPerRequest: number | null;
}

/** A warm-up (not counted), then the measured run, with the server's CPU time over that run. */
async function load(target: Started, url: string, headers: Record<string, string> = {}): Promise<TargetFigures> {
  const common = { url, headers, connections: CONNECTIONS };
  await measure({ ...common, durationSeconds: WARMUP_SECONDS });
  const cpuBefore = processCpuMs(target.child.pid);
  const figures = await measure({ ...common, durationSeconds: DURATION_SECONDS });
  const cpuAfter = processCpuMs(target.child.pid);
  const cpuUsPerRequest =
    cpuBefore !== null && cpuAfter !== null && figures.total > 0
      ? ((cpuAfter - cpuBefore) * 1000) / figures.total
      : null;
  return { ...figures, cpuUsPerRequest };
}

function table(rows: [string, TargetFigures][]): string {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'server CPU µs/req'];
  const lines = rows.map(([name, f]) => [
    name,
    f.requestsPerSecond.toFixed(0),
    f.p50Ms.toFixed(0),
    f.p99Ms.toFixed(0),
    String(f.non2xx),
    String(f.errors),
    f.cpuUsPerRequest === null ? 'n/a' : f.cpuUsPerRequest.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

/** The service again, under the profiler, with the same load: its main thread's top functions over the load. */
async function profileService(
  dataDir: string,
  children: Children,
  profileTo: string,
  headers: Record<string, string>,
): Promise<{ figures: LoadFigures; profile: WindowProfile }> {
  const service = await startService(dataDir, children, profileTo);
  const common = { url: `${service.url}${PATH}`, headers, connections: CONNECTIONS };
  await measure({ ...common, durationSeconds: WARMUP_SECONDS });
  const from = monotonicMicros();
  const figures = await measure({ ...common, durationSeconds: PROFILE_SECONDS });
  const to = monotonicMicros();
  await service.server.stop(); // the profile is written as the process exits
  return { figures, profile: topFunctions(mainThreadProfile(profileTo), from, to, TOP_FUNCTIONS) };
}

function profileReport({ figures, profile }: { figures: LoadFigures; profile: WindowProfile }): string {
  const rows = profile.top.map(
    (f) => `  ${(f.share * 100).toFixed(1).padStart(5)}%  ${f.name}${f.where ? `  ${f.where}` : ''}`,
  );
  return [
    `where the service's main thread spends its CPU under the same load (profiled round: ${figures.requestsPerSecond.toFixed(0)} req/s,`,
    `busy ${(profile.busyShare * 100).toFixed(0)}% of ${PROFILE_SECONDS} s; self time, share of the busy samples):`,
    ...(rows.length ? rows : ['  no samples in the window']),
  ].join('\n');
}

export async function run(args: string[]): Promise<void> {
  const options = parseArgs(args);
  const loadBefore = loadavg()[0]!;
  const dataDir = mkdtempSync(join(tmpdir(), 'memsvc-bench-'));
  const children = new Children();
  const onSignal = () => {
    // Interrupted: stop the children and remove the data directory before leaving.
    process.stderr.write('interrupted: stopping the servers ...\n');
    void children.stopAll().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(130);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    process.stdout.write(`starting the service (embedded database in ${dataDir}) ...\n`);
    const service = await startService(dataDir, children);
    const apiKey = await enterpriseKey(service.url, dataDir);
    const auth = { authorization: `Bearer ${apiKey}` };

    process.stdout.write(
      `loading the service: GET ${PATH}, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s ...\n`,
    );
    const serviceFigures = await load(service.server, `${service.url}${PATH}`, auth);
    await service.server.stop(); // frees its core before the baseline runs

    process.stdout.write('starting bare Express ...\n');
    const bare = await startBare(children);
    process.stdout.write(`loading bare Express: same load ...\n`);
    const bareFigures = await load(bare.server, `${bare.url}${PATH}`);
    await bare.server.stop();

    const profileTo = profileDir(options);
    process.stdout.write(`profiling the service: same load, ${WARMUP_SECONDS} s warm-up + ${PROFILE_SECONDS} s ...\n`);
    let profiled: Awaited<ReturnType<typeof profileService>>;
    try {
      profiled = await profileService(dataDir, children, profileTo, auth);
    } finally {
      if (!options.cpuProfileDir) rmSync(profileTo, { recursive: true, force: true });
    }

    const ratio = serviceFigures.requestsPerSecond / bareFigures.requestsPerSecond;
    const ratioPass = ratio >= TARGET_MIN_THROUGHPUT_RATIO;
    const p99Pass = serviceFigures.p99Ms < TARGET_MAX_SERVICE_P99_MS;
    const cpuRatio =
      serviceFigures.cpuUsPerRequest !== null && bareFigures.cpuUsPerRequest !== null
        ? serviceFigures.cpuUsPerRequest / bareFigures.cpuUsPerRequest
        : null;
    const cpuLine =
      cpuRatio === null
        ? 'CPU per request service/bare: n/a (no /proc here)'
        : `CPU per request service/bare: ${cpuRatio.toFixed(2)}  (target <= ${TARGET_MAX_CPU_RATIO})  ${cpuRatio <= TARGET_MAX_CPU_RATIO ? 'PASS' : 'FAIL'}`;
    process.stdout.write(
      [
        '',
        `GET ${PATH}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s (after ${WARMUP_SECONDS} s warm-up), Node ${process.version}, ${cpus().length} cores`,
        `load average before the run: ${loadBefore.toFixed(2)}${loadBefore >= 0.5 ? '  (the machine was not idle: throughput and latency are noisy, CPU per request much less so)' : ''}`,
        '',
        table([
          ['service', serviceFigures],
          ['bare express', bareFigures],
        ]),
        '',
        `throughput service/bare:      ${ratio.toFixed(3)}  (target >= ${TARGET_MIN_THROUGHPUT_RATIO})  ${ratioPass ? 'PASS' : 'FAIL'}`,
        `service p99:                  ${serviceFigures.p99Ms.toFixed(0)} ms  (target < ${TARGET_MAX_SERVICE_P99_MS} ms)  ${p99Pass ? 'PASS' : 'FAIL'}`,
        cpuLine,
        '',
        profileReport(profiled),
        ...(options.cpuProfileDir ? [`CPU profile files: ${profileTo}`] : []),
        '',
      ].join('\n'),
    );

    const problems = [runProblem('service', serviceFigures), runProblem('bare express', bareFigures)].filter(
      (p): p is string => p !== null,
    );
    if (problems.length) throw new Error(`the run is not valid:\n  ${problems.join('\n  ')}`);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await children.stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
