// I/O of the request measurements and of the service-wide figures the monitoring answer reads.
import type { MikroORM } from '@mikro-orm/postgresql';
import { BUCKET_COUNT } from './latency-histogram.js';

export interface MinuteSeries {
  /** Start of the minute, ISO 8601. */
  minute: string;
  series: string;
  count: number;
  count4xx: number;
  count5xx: number;
  durationMsTotal: number;
  buckets: number[];
}

export interface ActiveDay {
  day: string; // YYYY-MM-DD
  accountId: string;
}

export interface SeriesTotals {
  series: string;
  count24h: number;
  count7d: number;
  count4xx24h: number;
  count5xx24h: number;
  durationMsTotal24h: number;
}

/** Minutes are kept this long: the longest window read (7 days) and a day of margin. */
const KEEP_MINUTES_MS = 8 * 86_400_000;
/** Active days are kept this long: the monthly window (30 days) and a day of margin. */
const KEEP_ACTIVE_DAYS = 31;

export class RequestMetricsRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Adds the minutes (counts and histograms, element by element) and the active days, and drops
   * what no window reads any more: one statement. The caller passes active days of existing
   * accounts only (`AccountsRepository.existingIds`).
   */
  async add(minutes: MinuteSeries[], active: ActiveDay[], now: Date): Promise<void> {
    const rows = minutes.map((m) => ({
      minute: m.minute,
      series: m.series,
      count: m.count,
      count_4xx: m.count4xx,
      count_5xx: m.count5xx,
      duration_ms_total: m.durationMsTotal,
      latency_buckets: m.buckets,
    }));
    const days = active.map((a) => ({ day: a.day, account_id: a.accountId }));
    const oldestDay = new Date(now.getTime() - KEEP_ACTIVE_DAYS * 86_400_000).toISOString().slice(0, 10);
    await this.orm.em.getConnection().execute(
      `with expired as (delete from request_metrics_minutes where minute < ?::timestamptz),
       expired_days as (delete from account_active_days where day < ?::date),
       active as (
         insert into account_active_days (day, account_id)
         select a.day, a.account_id from jsonb_to_recordset(?::jsonb) as a(day date, account_id text)
         on conflict do nothing)
       insert into request_metrics_minutes as m (minute, series, count, count_4xx, count_5xx, duration_ms_total, latency_buckets)
       select minute, series, count, count_4xx, count_5xx, duration_ms_total, latency_buckets
         from jsonb_to_recordset(?::jsonb) as r(minute timestamptz, series text, count bigint, count_4xx bigint, count_5xx bigint,
                                                duration_ms_total double precision, latency_buckets bigint[])
       on conflict (minute, series) do update set
         count = m.count + excluded.count,
         count_4xx = m.count_4xx + excluded.count_4xx,
         count_5xx = m.count_5xx + excluded.count_5xx,
         duration_ms_total = m.duration_ms_total + excluded.duration_ms_total,
         latency_buckets = (select coalesce(array_agg(coalesce(a, 0) + coalesce(b, 0) order by i), '{}')
                              from unnest(m.latency_buckets, excluded.latency_buckets) with ordinality as t(a, b, i))`,
      [new Date(now.getTime() - KEEP_MINUTES_MS).toISOString(), oldestDay, JSON.stringify(days), JSON.stringify(rows)],
    );
  }

  /** Per series: counts of the 7 days and of the 24 hours before `now`. */
  async seriesTotals(now: Date): Promise<SeriesTotals[]> {
    const since24h = new Date(now.getTime() - 86_400_000).toISOString();
    const since7d = new Date(now.getTime() - 7 * 86_400_000).toISOString();
    const rows = await this.orm.em
      .getConnection()
      .execute<
        { series: string; c24: string | null; c7: string; e4: string | null; e5: string | null; d24: number | null }[]
      >(
        `select series,
              sum(count) filter (where minute >= ?::timestamptz) as c24,
              sum(count) as c7,
              sum(count_4xx) filter (where minute >= ?::timestamptz) as e4,
              sum(count_5xx) filter (where minute >= ?::timestamptz) as e5,
              sum(duration_ms_total) filter (where minute >= ?::timestamptz) as d24
         from request_metrics_minutes where minute >= ?::timestamptz group by series`,
        [since24h, since24h, since24h, since24h, since7d],
      );
    return rows.map((r) => ({
      series: r.series,
      count24h: Number(r.c24 ?? 0),
      count7d: Number(r.c7),
      count4xx24h: Number(r.e4 ?? 0),
      count5xx24h: Number(r.e5 ?? 0),
      durationMsTotal24h: Number(r.d24 ?? 0),
    }));
  }

  /** The latency histogram of every request of the 24 hours before `now`, merged. */
  async latencyBuckets24h(now: Date): Promise<number[]> {
    const rows = await this.orm.em.getConnection().execute<{ i: string; n: string }[]>(
      `select t.i, sum(t.n) as n
         from request_metrics_minutes m, unnest(m.latency_buckets) with ordinality as t(n, i)
        where m.minute >= ?::timestamptz group by t.i`,
      [new Date(now.getTime() - 86_400_000).toISOString()],
    );
    const buckets = new Array<number>(BUCKET_COUNT).fill(0);
    for (const r of rows) {
      const i = Number(r.i) - 1;
      if (i >= 0 && i < BUCKET_COUNT) buckets[i] = Number(r.n);
    }
    return buckets;
  }

  /** Accounts active on the last 1, 7 and 30 UTC days, today included. */
  async activeAccounts(now: Date): Promise<{ daily: number; weekly: number; monthly: number }> {
    const dayBack = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);
    const rows = await this.orm.em.getConnection().execute<{ d: string; w: string; m: string }[]>(
      `select count(distinct account_id) filter (where day >= ?::date) as d,
              count(distinct account_id) filter (where day >= ?::date) as w,
              count(distinct account_id) as m
         from account_active_days where day >= ?::date`,
      [dayBack(0), dayBack(6), dayBack(29)],
    );
    return { daily: Number(rows[0]?.d ?? 0), weekly: Number(rows[0]?.w ?? 0), monthly: Number(rows[0]?.m ?? 0) };
  }
}
