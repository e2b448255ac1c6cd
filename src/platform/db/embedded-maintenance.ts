// PostgreSQL keeps planner statistics fresh and dead rows in check with autovacuum; the embedded
// database (PGlite) has no autovacuum. Without statistics the planner takes a table for nearly
// empty and picks the wrong plans: a memory lookup by id walked every row of the account (7 ms
// at 10,000 memories, 70 ms at 100,000), and vector searches sorted rows instead of using the
// HNSW index. This pass does autovacuum's work for the embedded default, with its rules:
//
// - ANALYZE a table never analysed, one whose rows changed by more than 50 + 10 % since its
//   last analysis, or one that grew on disk by more than 20 % since then (activity counters
//   start at zero with each process; the size on disk does not);
// - VACUUM ANALYZE a table with more than 50 + 20 % dead rows.
//
// One rule of our own: PGlite runs in the service's thread, so every pass stops all requests
// for as long as it takes. A table that was just maintained rests for a minute (restMs) unless
// it was never analysed or has doubled on disk since. Without the rest, 2,000 devices sending
// 500 heartbeats/s had their table vacuumed (29 ms) and analysed (12 ms) every 10 s, each a
// stall that every heartbeat arriving meanwhile waited out; a heartbeat's update stays on its
// page (HOT), so the dead rows it leaves are pruned without a vacuum anyway.
import type { Logger } from '../logger.js';
import { PeriodicTask } from '../periodic-task.js';

export interface TableActivity {
  name: string;
  /** Rows at the last analysis; negative when never analysed. */
  reltuples: number;
  /** Pages at the last analysis. */
  relpages: number;
  /** Pages on disk now. */
  pages: number;
  /** Rows inserted, updated or deleted since the last analysis (this process). */
  modified: number;
  dead: number;
}

export type MaintenanceAction = 'analyze' | 'vacuum analyze' | null;

/** What a table needs now, by autovacuum's thresholds. */
export function maintenanceDue(table: TableActivity): MaintenanceAction {
  const rows = Math.max(0, table.reltuples);
  if (table.dead > 50 + 0.2 * rows) return 'vacuum analyze';
  if (table.reltuples < 0) return table.pages > 0 ? 'analyze' : null;
  if (table.modified > 50 + 0.1 * rows) return 'analyze';
  if (table.pages > 1.2 * table.relpages + 8) return 'analyze';
  return null;
}

const ACTIVITY = `
  select c.relname as name, c.reltuples, c.relpages,
         pg_relation_size(c.oid) / current_setting('block_size')::int as pages,
         coalesce(s.n_mod_since_analyze, 0) as modified, coalesce(s.n_dead_tup, 0) as dead
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
   where c.relkind = 'r' and n.nspname = current_schema()`;

/** Whether a table maintained at `lastDoneMs` may be maintained again at `nowMs`. */
export function restOver(table: TableActivity, lastDoneMs: number | undefined, nowMs: number, restMs: number): boolean {
  if (lastDoneMs === undefined || nowMs - lastDoneMs >= restMs) return true;
  return table.reltuples < 0 || table.pages > 2 * table.relpages + 8;
}

type Execute = (sql: string) => Promise<Record<string, unknown>[]>;

export interface EmbeddedMaintenanceOptions {
  intervalMs?: number;
  /** How long a table rests after it was maintained (see restOver). */
  restMs?: number;
}

export class EmbeddedMaintenance {
  private readonly task: PeriodicTask;
  private readonly restMs: number;
  private readonly lastDone = new Map<string, number>();

  constructor(
    private readonly execute: Execute,
    private readonly logger: Logger,
    { intervalMs = 10_000, restMs = 60_000 }: EmbeddedMaintenanceOptions = {},
  ) {
    this.restMs = restMs;
    this.task = new PeriodicTask(
      { name: 'embedded database maintenance', intervalMs, runAtStart: true, logger },
      async () => {
        await this.runOnce();
      },
    );
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass; answers what it did, table by table. */
  async runOnce(): Promise<{ table: string; action: Exclude<MaintenanceAction, null> }[]> {
    const done: { table: string; action: Exclude<MaintenanceAction, null> }[] = [];
    for (const row of await this.execute(ACTIVITY)) {
      const table: TableActivity = {
        name: String(row.name),
        reltuples: Number(row.reltuples),
        relpages: Number(row.relpages),
        pages: Number(row.pages),
        modified: Number(row.modified),
        dead: Number(row.dead),
      };
      const action = maintenanceDue(table);
      if (!action || !restOver(table, this.lastDone.get(table.name), performance.now(), this.restMs)) continue;
      const started = performance.now();
      await this.execute(`${action} "${table.name.replaceAll('"', '""')}"`);
      this.lastDone.set(table.name, performance.now());
      done.push({ table: table.name, action });
      this.logger.debug('embedded database maintenance', {
        table: table.name,
        action,
        ms: Math.round(performance.now() - started),
      });
    }
    return done;
  }
}
