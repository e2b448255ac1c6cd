// Usage counters per account, calendar month, key environment and metric.
//
// Reads for reports may be served from a short-lived cache (the same bound as caller
// resolution); this instance's own writes drop the cached entry at once, so what one instance
// counts it also reports at once, and other instances' counts arrive within the bound.
//
// A quota check and its increment are one statement: the upsert only adds when the new total
// stays within the limit, and PostgreSQL serialises concurrent upserts of one row, so parallel
// requests at the limit can never overshoot it.
//
// The operation a use belongs to (usage-operations.ts) rides on the same statement: when the
// quota upsert adds, data-modifying CTEs add the same amount to the monthly detailed counter and
// to the account's usage_daily row, and only then. The daily record therefore costs no extra
// round trip, is exact under concurrency (each row is an atomic upsert), and a refused use adds
// nothing anywhere.
import type { MikroORM } from '@mikro-orm/postgresql';
import { ExpiringCache } from '../../platform/expiring-cache.js';
import type { KeyEnvironment } from '../accounts/api-key.entity.js';
import { eventsInsert, type DomainEvent } from '../events/domain-events.js';
import { MONTHLY_METRIC_OF, type UsageOperation } from './usage-operations.js';

export type Metric =
  'requests' | 'tokens' | 'compression_vectors' | 'op:intelligence' | 'op:store' | 'op:search' | 'op:embed';

export interface CounterKey {
  accountId: string;
  periodStart: string; // YYYY-MM-DD
  environment: KeyEnvironment;
  metric: Metric;
}

type Counters = Partial<Record<Metric, number>>;

/** One counter of an addAllWithin: `amount` more, within `limit` (null: none), recorded under `use`'s operation. */
export interface CounterStep {
  key: CounterKey;
  amount: number;
  limit: number | null;
  use?: DailyUse;
}

/** The operation a use of a quota is recorded under, and its UTC day. */
export interface DailyUse {
  day: string; // YYYY-MM-DD
  operation: UsageOperation;
}

/** One usage_daily row. */
export interface DailyUsageRow {
  day: string; // YYYY-MM-DD
  environment: KeyEnvironment;
  operation: UsageOperation;
  count: number;
}

export class UsageRepository {
  private readonly reads: ExpiringCache<string, Counters>;

  constructor(
    private readonly orm: MikroORM,
    readCacheMs = 0,
  ) {
    this.reads = new ExpiringCache(readCacheMs);
  }

  /**
   * Adds `amount` when the total stays within `limit` (null: no limit), and then as much to the
   * operation of `use`. Returns the new total, or null when refused.
   */
  async addWithin(key: CounterKey, amount: number, limit: number | null, use?: DailyUse): Promise<number | null> {
    return (await this.addAllWithin([{ key, amount, limit, use }]))[0]!;
  }

  /**
   * addWithin for several counters of one caller in one statement, in order: each step adds only
   * when the step before it added (a refused step leaves the later ones untouched; the earlier
   * ones stay counted, for the caller to take back). The steps must name different metrics.
   * Returns each step's new total, or null when it was refused or not reached.
   */
  async addAllWithin(steps: readonly CounterStep[]): Promise<(number | null)[]> {
    if (new Set(steps.map((s) => s.key.metric)).size !== steps.length)
      throw new Error('addAllWithin: a counter can be counted once per statement');
    const params: unknown[] = [];
    const ctes: string[] = [];
    for (const [i, { key, amount, limit, use }] of steps.entries()) {
      this.reads.delete(`${key.accountId}|${key.periodStart}|${key.environment}`);
      const conditions: string[] = [];
      params.push(key.accountId, key.periodStart, key.environment, key.metric, amount);
      if (limit !== null) {
        conditions.push('?::bigint <= ?::bigint');
        params.push(amount, limit);
      }
      if (i > 0) conditions.push(`exists (select 1 from counted_${i - 1})`);
      const withinLimit = limit === null ? '' : ' where u.amount + excluded.amount <= ?::bigint';
      if (limit !== null) params.push(limit);
      ctes.push(`counted_${i} as (
        insert into usage_counters as u (account_id, period_start, environment, metric, amount)
        select ?, ?::date, ?, ?, ?::bigint${conditions.length ? ` where ${conditions.join(' and ')}` : ''}
        on conflict (account_id, period_start, environment, metric) do update set amount = u.amount + excluded.amount${withinLimit}
        returning amount)`);
      const monthly = use ? MONTHLY_METRIC_OF[use.operation] : null;
      if (use && monthly) {
        ctes.push(`monthly_${i} as (
          insert into usage_counters as u (account_id, period_start, environment, metric, amount)
          select ?, ?::date, ?, ?, ?::bigint from counted_${i}
          on conflict (account_id, period_start, environment, metric) do update set amount = u.amount + excluded.amount)`);
        params.push(key.accountId, key.periodStart, key.environment, monthly, amount);
      }
      if (use) {
        ctes.push(`daily_${i} as (
          insert into usage_daily as d (account_id, day, environment, operation, count)
          select ?, ?::date, ?, ?, ?::bigint from counted_${i}
          on conflict (account_id, day, environment, operation) do update set count = d.count + excluded.count)`);
        params.push(key.accountId, use.day, key.environment, use.operation, amount);
      }
    }
    const totals = steps.map((_, i) => `(select amount from counted_${i}) as total_${i}`);
    const [row] = await this.orm.em
      .getConnection()
      .execute<Record<string, string | null>[]>(`with ${ctes.join(',\n')} select ${totals.join(', ')}`, params);
    return steps.map((_, i) => {
      const total = row?.[`total_${i}`];
      return total === null || total === undefined ? null : Number(total);
    });
  }

  /**
   * Records that the counter reached `pct` percent of its limit, with its event, unless that was
   * recorded already this period (one statement: the mark and the event exist together or not at all).
   */
  async markThreshold(key: CounterKey, pct: number, event: DomainEvent): Promise<void> {
    const insertEvent = eventsInsert([event], new Date(), { whenRowsIn: 'mark' });
    await this.orm.em.getConnection().execute(
      `with mark as (
         insert into usage_threshold_marks (account_id, period_start, environment, metric, pct) values (?, ?::date, ?, ?, ?)
         on conflict do nothing returning pct)
       ${insertEvent.sql}`,
      [key.accountId, key.periodStart, key.environment, key.metric, pct, ...insertEvent.params],
    );
  }

  /** Takes `amount` back from a counter, and from the operation of `use` (never below zero). */
  async subtract(key: CounterKey, amount: number, use?: DailyUse): Promise<void> {
    this.reads.delete(`${key.accountId}|${key.periodStart}|${key.environment}`);
    const monthly = (use && MONTHLY_METRIC_OF[use.operation]) ?? key.metric;
    const params: unknown[] = [amount, key.accountId, key.periodStart, key.environment, key.metric, monthly];
    let daily = '';
    if (use) {
      daily = `with daily as (
        update usage_daily set count = greatest(0, count - ?)
         where account_id = ? and day = ?::date and environment = ? and operation = ?) `;
      params.unshift(amount, key.accountId, use.day, key.environment, use.operation);
    }
    await this.orm.em.getConnection().execute(
      `${daily}update usage_counters set amount = greatest(0, amount - ?)
        where account_id = ? and period_start = ?::date and environment = ? and metric in (?, ?)`,
      params,
    );
  }

  /**
   * An account's usage_daily rows from `fromDay` up to but not including `toDay` (YYYY-MM-DD),
   * oldest first; one environment or both. With `page`, at most `limit` rows after the
   * (day, operation) `after` (keyset pages; with one environment, that order is the row order).
   */
  async listDaily(
    accountId: string,
    fromDay: string,
    toDay: string,
    environment?: KeyEnvironment,
    page?: { after: { day: string; operation: string } | null; limit: number },
  ): Promise<DailyUsageRow[]> {
    const where = ['account_id = ?', 'day >= ?::date', 'day < ?::date'];
    const params: unknown[] = [accountId, fromDay, toDay];
    if (environment) {
      where.push('environment = ?');
      params.push(environment);
    }
    if (page?.after) {
      where.push('(day, operation) > (?::date, ?)');
      params.push(page.after.day, page.after.operation);
    }
    const limit = page ? ' limit ?' : '';
    if (page) params.push(page.limit);
    const rows = await this.orm.em
      .getConnection()
      .execute<{ day: string; environment: KeyEnvironment; operation: UsageOperation; count: string }[]>(
        `select to_char(day, 'YYYY-MM-DD') as day, environment, operation, count from usage_daily
        where ${where.join(' and ')} order by day, environment, operation${limit}`,
        params,
      );
    return rows.map((r) => ({
      day: r.day,
      environment: r.environment,
      operation: r.operation,
      count: Number(r.count),
    }));
  }

  /** The counters of a period; `fresh` bypasses the read cache. */
  async read(
    accountId: string,
    periodStart: string,
    environment: KeyEnvironment,
    options: { fresh?: boolean } = {},
  ): Promise<Counters> {
    const load = async (): Promise<Counters> => {
      const rows = await this.orm.em
        .getConnection()
        .execute<{ metric: Metric; amount: string }[]>(
          'select metric, amount from usage_counters where account_id = ? and period_start = ?::date and environment = ?',
          [accountId, periodStart, environment],
        );
      return Object.fromEntries(rows.map((r) => [r.metric, Number(r.amount)]));
    };
    return options.fresh ? load() : this.reads.getOrLoad(`${accountId}|${periodStart}|${environment}`, load);
  }
}
