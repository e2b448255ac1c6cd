// Health from real checks of each dependency: the database answers a query, the embedding
// model reports whether it is loaded, the vector store reports whether it can serve.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Schemas } from '../schemas.js';

export type HealthStatus = Schemas['HealthStatus'];

export interface DependencyCheck {
  status: HealthStatus;
  latencyMs: number;
  detail?: string;
}

export type Probe = () => Promise<Omit<DependencyCheck, 'latencyMs'>>;

const ORDER: HealthStatus[] = ['healthy', 'degraded', 'unhealthy'];

function worst(statuses: HealthStatus[]): HealthStatus {
  return statuses.reduce<HealthStatus>((acc, s) => (ORDER.indexOf(s) > ORDER.indexOf(acc) ? s : acc), 'healthy');
}

/** Milliseconds since `started`, to the microsecond (a local check takes well under 1 ms). */
function elapsedMs(started: number): number {
  return Math.round((performance.now() - started) * 1000) / 1000;
}

async function timed(probe: Probe, timeoutMs: number): Promise<DependencyCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ...result, latencyMs: elapsedMs(started) };
  } catch (err) {
    return { status: 'unhealthy', detail: (err as Error).message, latencyMs: elapsedMs(started) };
  } finally {
    clearTimeout(timer);
  }
}

export function databaseProbe(orm: MikroORM): Probe {
  return async () => {
    await orm.em.getConnection().execute('select 1');
    return { status: 'healthy' };
  };
}

/** pgvector must be installable in the service's own database for the default vector store. */
export function pgvectorProbe(orm: MikroORM): Probe {
  return async () => {
    const rows = await orm.em
      .getConnection()
      .execute<{ name: string }[]>("select name from pg_available_extensions where name = 'vector'");
    return rows.length
      ? { status: 'healthy' }
      : { status: 'degraded', detail: 'pgvector is not installed in this PostgreSQL' };
  };
}

export interface HealthProbes {
  database: Probe;
  embedding: Probe;
  vectorDb: Probe;
}

export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly probes: HealthProbes,
    readonly version: string,
    readonly environment: Schemas['Environment'],
  ) {}

  uptimeSeconds(): number {
    return Math.floor((Date.now() - this.startedAt) / 1000);
  }

  async check(): Promise<{ status: HealthStatus; services: Record<keyof HealthProbes, DependencyCheck> }> {
    const [database, embedding, vectorDb] = await Promise.all([
      timed(this.probes.database, 2000),
      timed(this.probes.embedding, 2000),
      timed(this.probes.vectorDb, 2000),
    ]);
    return {
      status: worst([database.status, embedding.status, vectorDb.status]),
      services: { database, embedding, vectorDb },
    };
  }

  /** Liveness: the database is what the service cannot work without. */
  async liveness(): Promise<HealthStatus> {
    return (await timed(this.probes.database, 2000)).status;
  }
}
