// Usage counters per account, calendar month, key environment and metric.
//
// Reads for reports may be served from a short-lived cache (the same bound as caller
// resolution); this instance's own writes drop the cached entry at once, so what one instance
// counts it also reports at once, and other instances' counts arrive within the bound.
//
// A quota check and its increment are one statement: the upsert only adds when the new total
// stays within the limit, and PostgreSQL serialises concurrent upserts of one row, so parallel
// requests at the limit can never overshoot it.
import type { MikroORM } from '@mikro-orm/postgresql';
import { ExpiringCache } from '../../platform/expiring-cache.js';
import { newId } from '../../platform/ids.js';
import type { KeyEnvironment } from '../accounts/api-key.entity.js';
import type { DomainEvent } from '../events/domain-events.js';

export type Metric =
  | 'requests'
  | 'tokens'
  | 'compression_vectors'
  | 'op:intelligence'
  | 'op:store'
  | 'op:search'
  | 'op:embed';

export interface CounterKey {
  accountId: string;
  periodStart: string; // YYYY-MM-DD
  environment: KeyEnvironment;
  metric: Metric;
}

type Counters = Partial<Record<Metric, number>>;

export class UsageRepository {
  private readonly reads: ExpiringCache<string, Counters>;

  constructor(
    private readonly orm: MikroORM,
    readCacheMs = 0,
  ) {
    this.reads = new ExpiringCache(readCacheMs);
  }

  /** Adds `amount` when the total stays within `limit` (null: no limit). Returns the new total, or null when refused. */
  async addWithin(key: CounterKey, amount: number, limit: number | null): Promise<number | null> {
    this.reads.delete(`${key.accountId}|${key.periodStart}|${key.environment}`);
    const connection = this.orm.em.getConnection();
    const params = [key.accountId, key.periodStart, key.environment, key.metric, amount];
    if (limit === null) {
      const rows = await connection.execute<{ amount: string }[]>(
        `insert into usage_counters as u (account_id, period_start, environment, metric, amount)
         values (?, ?::date, ?, ?, ?)
         on conflict (account_id, period_start, environment, metric) do update set amount = u.amount + excluded.amount
         returning amount`,
        params,
      );
      return Number(rows[0]!.amount);
    }
    const rows = await connection.execute<{ amount: string }[]>(
      `insert into usage_counters as u (account_id, period_start, environment, metric, amount)
       select ?, ?::date, ?, ?, ?::bigint where ?::bigint <= ?::bigint
       on conflict (account_id, period_start, environment, metric) do update set amount = u.amount + excluded.amount
         where u.amount + excluded.amount <= ?::bigint
       returning amount`,
      [...params, amount, limit, limit],
    );
    return rows[0] ? Number(rows[0].amount) : null;
  }

  /**
   * Records that the counter reached `pct` percent of its limit, with its event, unless that was
   * recorded already this period (one statement: the mark and the event exist together or not at all).
   */
  async markThreshold(key: CounterKey, pct: number, event: DomainEvent): Promise<void> {
    await this.orm.em.getConnection().execute(
      `with mark as (
         insert into usage_threshold_marks (account_id, period_start, environment, metric, pct) values (?, ?::date, ?, ?, ?)
         on conflict do nothing returning pct)
       insert into domain_events (id, account_id, type, data, created_at) select ?, ?, ?, ?::jsonb, now() from mark`,
      [key.accountId, key.periodStart, key.environment, key.metric, pct, newId('evt'), event.accountId, event.type, JSON.stringify(event.data)],
    );
  }

  /** Takes `amount` back from a counter (never below zero). */
  async subtract(key: CounterKey, amount: number): Promise<void> {
    this.reads.delete(`${key.accountId}|${key.periodStart}|${key.environment}`);
    await this.orm.em.getConnection().execute(
      `update usage_counters set amount = greatest(0, amount - ?)
        where account_id = ? and period_start = ?::date and environment = ? and metric = ?`,
      [amount, key.accountId, key.periodStart, key.environment, key.metric],
    );
  }

  /** The counters of a period; `fresh` bypasses the read cache. */
  async read(accountId: string, periodStart: string, environment: KeyEnvironment, options: { fresh?: boolean } = {}): Promise<Counters> {
    const load = async (): Promise<Counters> => {
      const rows = await this.orm.em.getConnection().execute<{ metric: Metric; amount: string }[]>(
        'select metric, amount from usage_counters where account_id = ? and period_start = ?::date and environment = ?',
        [accountId, periodStart, environment],
      );
      return Object.fromEntries(rows.map((r) => [r.metric, Number(r.amount)]));
    };
    return options.fresh ? load() : this.reads.getOrLoad(`${accountId}|${periodStart}|${environment}`, load);
  }
}
