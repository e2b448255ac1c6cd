// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Percentiles {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    [key: string]: number;
  }

  /** One request of a sequence; setupRequest may change it just before it is sent. */
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }

  export interface Options {
    url: string;
    requests?: RequestSpec[];
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Requests per second over all connections (a paced run); none: as fast as answered. */
    overallRate?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
    workers?: number;
    warmup?: { connections?: number; duration?: number };
  }

  export interface Result {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Percentiles;
    requests: Percentiles & { total: number; sent: number };
    throughput: Percentiles;
    warmup?: Result;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
