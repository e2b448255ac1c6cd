// Usage counters per account, calendar month, key environment and metric.
//
// A quota check and its increment are one statement: the upsert only adds when the new total
// stays within the limit, and PostgreSQL serialises concurrent upserts of one row, so parallel
// requests at the limit can never overshoot it.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { KeyEnvironment } from '../accounts/api-key.entity.js';

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

export class UsageRepository {
  constructor(private readonly orm: MikroORM) {}

  /** Adds `amount` when the total stays within `limit` (null: no limit). Returns the new total, or null when refused. */
  async addWithin(key: CounterKey, amount: number, limit: number | null): Promise<number | null> {
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

  async read(accountId: string, periodStart: string, environment: KeyEnvironment): Promise<Partial<Record<Metric, number>>> {
    const rows = await this.orm.em.getConnection().execute<{ metric: Metric; amount: string }[]>(
      'select metric, amount from usage_counters where account_id = ? and period_start = ?::date and environment = ?',
      [accountId, periodStart, environment],
    );
    return Object.fromEntries(rows.map((r) => [r.metric, Number(r.amount)]));
  }
}
