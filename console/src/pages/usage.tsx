// Usage and health: the account's use of the period against its tier's limits
// (GET /v1/keys/usage), its calls day by day over 30 days (the usage export), its billing (POST
// /v1/analytics/billing, paid tiers only) and the service's response times and errors (GET
// /v1/monitoring/metrics, in usage-health.tsx), each as a chart with its figures in words.
import { useMemo } from 'preact/hooks';
import { ChartFigure, oneSeriesBars, SERIES_COLOURS } from '../components/chart.js';
import { FiguresTable } from '../components/figures-table.js';
import { Empty, WhenLoaded } from '../components/status.js';
import { UsageCard } from '../components/usage-card.js';
import { formatTime } from '../format.js';
import type { AccountUsage, BillingAnalytics } from '../sdk.js';
import type { Api } from '../session.js';
import { HISTORY_DAYS, loadUsageHistory, type UsageHistory } from '../usage-history.js';
import { formatNumber, formatPercent, formatUsd } from '../usage-format.js';
import { useLoad } from '../use-load.js';
import { ServiceHealth } from './usage-health.js';

/** The tiers that have billing analytics (a free account is never billed). */
const BILLED_TIERS = new Set(['builder', 'scale', 'enterprise']);
const DANGER = '#b42318';
/** At this share of a limit a quota's bar turns red. */
const NEAR_LIMIT_PCT = 90;

export function Usage({ api }: { api: Api }) {
  const [usage] = useLoad(() => api.account.getUsage({ detailed: true }), [api]);
  return (
    <>
      <h1>Usage</h1>
      <p class="lead">What the account used this period against its tier's limits, and how the service is doing.</p>
      <div class="usage-grid">
        <UsageCard id="usage-quota" title="Quota" loaded={usage} what="the quota" doing="load the quota">
          {(value) => <Quota usage={value} />}
        </UsageCard>
        <UsageCard id="usage-billing" title="Billing" loaded={usage} what="the plan" doing="load the plan">
          {(value) =>
            BILLED_TIERS.has(value.tier) ? (
              <Billing api={api} />
            ) : (
              <Empty>
                <p>
                  The <strong>{value.tier}</strong> plan is not billed, so it has no billing analytics: they come with
                  the builder, scale and enterprise tiers.
                </p>
              </Empty>
            )
          }
        </UsageCard>
        <History api={api} />
        <ServiceHealth api={api} />
      </div>
    </>
  );
}

interface QuotaRow {
  /** The bar's label. */
  label: string;
  /** The quota in words. */
  what: string;
  used: number;
  limit: number;
  share: number;
}

function Quota({ usage }: { usage: AccountUsage }) {
  const rows = useMemo(() => {
    const quotas = [
      { label: 'Requests', what: 'Requests this period', used: usage.requestsUsed, limit: usage.requestsLimit },
      { label: 'Memories', what: 'Memories stored', used: usage.memoriesStored, limit: usage.memoriesLimit },
    ];
    return quotas
      .filter((quota): quota is QuotaRow => quota.limit !== null)
      .map((quota) => ({ ...quota, share: quota.limit > 0 ? (quota.used * 100) / quota.limit : 100 }));
  }, [usage]);
  const config = useMemo(
    () =>
      oneSeriesBars(
        'Share of the limit used',
        rows.map((row) => ({
          label: row.label,
          value: row.share,
          colour: row.share >= NEAR_LIMIT_PCT ? DANGER : undefined,
        })),
        {
          indexAxis: 'y',
          scales: {
            x: {
              min: 0,
              max: Math.max(100, ...rows.map((row) => Math.ceil(row.share))),
              ticks: { callback: (value) => `${value}%` },
            },
          },
          plugins: {
            tooltip: {
              callbacks: {
                label: (item) => {
                  const row = rows[item.dataIndex];
                  return row ? `${formatNumber(row.used)} of ${formatNumber(row.limit)}` : '';
                },
              },
            },
          },
        },
      ),
    [rows],
  );
  const facts = (
    <dl class="facts">
      <dt>Tier</dt>
      <dd>{usage.tier}</dd>
      <dt>Period resets</dt>
      <dd>{formatTime(usage.resetDate)}</dd>
    </dl>
  );
  if (rows.length === 0) {
    return (
      <>
        {facts}
        <Empty>
          <p>
            The {usage.tier} tier has no limits. This period: {formatNumber(usage.requestsUsed)} requests,{' '}
            {formatNumber(usage.memoriesStored)} memories stored.
          </p>
        </Empty>
      </>
    );
  }
  const summary = rows
    .map((row) => `${row.what}: ${formatNumber(row.used)} of ${formatNumber(row.limit)} (${formatPercent(row.share)}).`)
    .join(' ');
  return (
    <>
      {facts}
      <ChartFigure caption="Share of each limit used" summary={summary} config={config}>
        <FiguresTable
          columns={['Quota', 'Used', 'Limit']}
          rows={rows.map((row) => ({ name: row.what, figures: [formatNumber(row.used), formatNumber(row.limit)] }))}
        />
        {usage.detailed && (
          <p class="hint">
            Requests by operation: intelligence {formatNumber(usage.detailed.intelligence)}, store{' '}
            {formatNumber(usage.detailed.store)}, search {formatNumber(usage.detailed.search)}, embed{' '}
            {formatNumber(usage.detailed.embed)}.
          </p>
        )}
      </ChartFigure>
    </>
  );
}

function History({ api }: { api: Api }) {
  const [loaded] = useLoad(() => loadUsageHistory(api), [api]);
  return (
    <UsageCard
      id="usage-history"
      title="Usage over time"
      wide
      hint={`Calls per UTC day and operation over the last ${HISTORY_DAYS} days, production keys only, from the usage export.`}
      loaded={loaded}
      what="the usage history"
      doing="load the usage history"
    >
      {(history) =>
        history.total === 0 ? (
          <Empty>
            <p>No calls with a production key in the last {HISTORY_DAYS} days.</p>
          </Empty>
        ) : (
          <HistoryChart history={history} />
        )
      }
    </UsageCard>
  );
}
function HistoryChart({ history }: { history: UsageHistory }) {
  const config = useMemo(
    () => ({
      type: 'bar' as const,
      data: {
        labels: history.days.map((day) => day.slice(5)),
        datasets: history.operations.map((operation, i) => ({
          label: operation,
          data: history.counts[operation] ?? [],
          backgroundColor: SERIES_COLOURS[i % SERIES_COLOURS.length],
        })),
      },
      options: {
        scales: {
          x: { stacked: true, ticks: { maxRotation: 0, autoSkipPadding: 8 } },
          y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: { legend: { position: 'bottom' as const } },
      },
    }),
    [history],
  );
  const active = history.days
    .map((day, i) => ({
      day,
      parts: history.operations
        .map((operation) => ({ operation, count: history.counts[operation]?.[i] ?? 0 }))
        .filter((part) => part.count > 0),
    }))
    .filter((row) => row.parts.length > 0);
  const busiest = active.reduce(
    (best, row) => {
      const calls = row.parts.reduce((sum, part) => sum + part.count, 0);
      return calls > best.calls ? { day: row.day, calls } : best;
    },
    { day: '', calls: 0 },
  );
  const summary =
    `${formatNumber(history.total)} calls on ${formatNumber(active.length)} of ${HISTORY_DAYS} days, ` +
    `most on ${busiest.day} (${formatNumber(busiest.calls)}).`;
  return (
    <ChartFigure caption={`Calls per day, last ${HISTORY_DAYS} days`} summary={summary} config={config}>
      <FiguresTable
        columns={['Day (UTC)', 'Calls by operation']}
        rows={active.map((row) => ({
          name: row.day,
          figures: [row.parts.map((part) => `${part.operation} ${formatNumber(part.count)}`).join(', ')],
        }))}
      />
    </ChartFigure>
  );
}

function Billing({ api }: { api: Api }) {
  const [loaded] = useLoad(
    () => api.billing.getBillingAnalytics({ billingAnalyticsRequest: { includeOperations: true, monthsBack: 12 } }),
    [api],
  );
  return (
    <WhenLoaded loaded={loaded} what="the billing" doing="load the billing">
      {(billing) => <BillingChart billing={billing} />}
    </WhenLoaded>
  );
}

function BillingChart({ billing }: { billing: BillingAnalytics }) {
  const months = useMemo(
    () => [
      ...[...billing.history].reverse().map((month) => ({ month: month.month, cost: month.totalCost })),
      { month: billing.billingPeriod, cost: billing.currentMonth.totalCost },
    ],
    [billing],
  );
  const config = useMemo(
    () =>
      oneSeriesBars(
        'Cost (USD)',
        months.map((month) => ({ label: month.month, value: month.cost })),
        { scales: { y: { beginAtZero: true, ticks: { callback: (value) => formatUsd(Number(value)) } } } },
      ),
    [months],
  );
  const current = billing.currentMonth;
  const summary =
    `${billing.billingPeriod} so far: ${formatUsd(current.totalCost)}` +
    (billing.history.length > 0
      ? `; ${billing.history.map((month) => `${month.month}: ${formatUsd(month.totalCost)}`).join(', ')}.`
      : '; no earlier months.');
  return (
    <>
      <dl class="facts">
        <dt>Plan</dt>
        <dd>{billing.plan}</dd>
        <dt>This month</dt>
        <dd>{formatUsd(current.totalCost)}</dd>
      </dl>
      <ChartFigure caption="Cost of usage per month" summary={summary} config={config}>
        <FiguresTable
          caption={`${billing.billingPeriod} by operation (the plan's fixed price is not included)`}
          columns={['Operation', 'Count', 'Cost']}
          rows={(current.operations ?? []).map((operation) => ({
            name: operation.name,
            figures: [
              operation.count === null
                ? `${current.storageGb.toLocaleString('en', { maximumFractionDigits: 6 })} ${operation.unit ?? 'GB'}`
                : formatNumber(operation.count),
              formatUsd(operation.cost),
            ],
          }))}
        />
      </ChartFigure>
    </>
  );
}
