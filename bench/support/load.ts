// One autocannon run against a URL, reduced to the figures the benchmarks print.
import autocannon, { type Result } from 'autocannon';

export interface LoadOptions {
  url: string;
  /** GET without a body unless bodies are given: then POST, each request with the next body in turn. */
  bodies?: readonly string[];
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** Load before the measured run, not counted (lets the JIT and the pools settle). */
  warmupSeconds?: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

export async function measure(options: LoadOptions): Promise<LoadFigures> {
  const bodies = options.bodies ?? [];
  let next = 0;
  const result = await autocannon({
    url: options.url,
    method: bodies.length ? 'POST' : 'GET',
    headers: { ...(bodies.length ? { 'content-type': 'application/json' } : {}), ...(options.headers ?? {}) },
    ...(bodies.length
      ? { requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length]! }) }] }
      : {}),
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    ...(options.warmupSeconds ? { warmup: { connections: options.connections, duration: options.warmupSeconds } } : {}),
  });
  return figuresOf(result);
}

/** The figures the benchmarks print, from one autocannon result. */
export function figuresOf(result: Result): LoadFigures {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
  };
}

/** Why a run's figures cannot be trusted (answers other than 2xx, socket errors), or null. */
export function runProblem(name: string, figures: LoadFigures): string | null {
  const problems: string[] = [];
  if (figures.total === 0) problems.push('no request completed');
  if (figures.non2xx > 0)
    problems.push(`${figures.non2xx} answers other than 2xx (status counts: ${JSON.stringify(figures.statusCodes)})`);
  if (figures.errors > 0) problems.push(`${figures.errors} errors`);
  if (figures.timeouts > 0) problems.push(`${figures.timeouts} timeouts`);
  return problems.length ? `${name}: ${problems.join(', ')}` : null;
}
