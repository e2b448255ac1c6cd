// The service's health on the usage page, from its monitoring endpoint (GET
// /v1/monitoring/metrics): response times and errors over the last 24 hours as charts, and each
// internal service's status. The endpoint describes the whole service instance, every account's
// requests together, and the page says so.
import type { ChartConfiguration, ChartType } from 'chart.js';
import { useMemo } from 'preact/hooks';
import { ChartFigure, oneSeriesBars, SERIES_COLOURS } from '../components/chart.js';
import { FiguresTable, type FiguresRow } from '../components/figures-table.js';
import { Empty } from '../components/status.js';
import { UsageCard } from '../components/usage-card.js';
import { formatTime } from '../format.js';
import type { MonitoringMetrics } from '../sdk.js';
import type { Api } from '../session.js';
import { formatMs, formatNumber, formatPercent } from '../usage-format.js';
import { useLoad } from '../use-load.js';

const SERVICE_NAMES: Record<string, string> = {
  api: 'API',
  database: 'Database',
  embedding: 'Embedding model',
  vector_db: 'Vector database',
  vectorDb: 'Vector database',
};

export function ServiceHealth({ api }: { api: Api }) {
  const [loaded] = useLoad(() => api.monitoring.getMonitoringMetrics(), [api]);
  const doing = "load the service's metrics";
  return (
    <>
      <UsageCard id="usage-latency" title="Response times" loaded={loaded} what="the response times" doing={doing}>
        {(metrics) => <Latency metrics={metrics} />}
      </UsageCard>
      <UsageCard id="usage-errors" title="Errors" loaded={loaded} what="the error rate" doing={doing}>
        {(metrics) => <Errors metrics={metrics} />}
      </UsageCard>
      <UsageCard
        id="usage-services"
        title="Services"
        wide
        chart={false}
        loaded={loaded}
        what="the services"
        doing={doing}
      >
        {(metrics) => <Services metrics={metrics} />}
      </UsageCard>
    </>
  );
}

interface RequestsChartProps<T extends ChartType> {
  metrics: MonitoringMetrics;
  caption: string;
  summary: string;
  config: ChartConfiguration<T>;
  rows: FiguresRow[];
}

/**
 * A chart of the last 24 hours' requests with its figures, after whose requests they count; or
 * that there were none.
 */
function RequestsChart<T extends ChartType>({ metrics, caption, summary, config, rows }: RequestsChartProps<T>) {
  if (metrics.requests.total24h === 0) {
    return (
      <Empty>
        <p>No requests in the last 24 hours.</p>
      </Empty>
    );
  }
  return (
    <>
      <p class="hint">
        Every request to the service in the last 24 hours, all accounts together (
        {formatNumber(metrics.requests.total24h)} requests), as of {formatTime(metrics.timestamp)}.
      </p>
      <ChartFigure caption={caption} summary={summary} config={config}>
        <FiguresTable rows={rows} />
      </ChartFigure>
    </>
  );
}

function Latency({ metrics }: { metrics: MonitoringMetrics }) {
  const times = metrics.responseTime;
  const bars = useMemo(
    () => [
      { label: 'Mean', value: times.avgMs },
      { label: 'p50', value: times.p50Ms },
      { label: 'p95', value: times.p95Ms },
      { label: 'p99', value: times.p99Ms },
    ],
    [times],
  );
  const config = useMemo(
    () =>
      oneSeriesBars('Response time (ms)', bars, {
        scales: { y: { beginAtZero: true, title: { display: true, text: 'milliseconds' } } },
      }),
    [bars],
  );
  const summary =
    `Mean ${formatMs(times.avgMs)}; half the requests answered within ${formatMs(times.p50Ms)} (p50), ` +
    `95% within ${formatMs(times.p95Ms)} (p95), 99% within ${formatMs(times.p99Ms)} (p99).`;
  return (
    <RequestsChart
      metrics={metrics}
      caption="Response time percentiles, last 24 hours"
      summary={summary}
      config={config}
      rows={bars.map((bar) => ({ name: bar.label, figures: [formatMs(bar.value)] }))}
    />
  );
}

function Errors({ metrics }: { metrics: MonitoringMetrics }) {
  const total = metrics.requests.total24h;
  const clientErrors = metrics.errors._4xx24h;
  const serverErrors = metrics.errors._5xx24h;
  const rows = useMemo(
    () => [
      { label: 'Answered without error', count: Math.max(0, total - clientErrors - serverErrors), colour: '#1f7a45' },
      { label: 'Client errors (4xx)', count: clientErrors, colour: SERIES_COLOURS[1] },
      { label: 'Server errors (5xx)', count: serverErrors, colour: '#b42318' },
    ],
    [total, clientErrors, serverErrors],
  );
  const config = useMemo(
    () => ({
      type: 'doughnut' as const,
      data: {
        labels: rows.map((row) => row.label),
        datasets: [{ data: rows.map((row) => row.count), backgroundColor: rows.map((row) => row.colour) }],
      },
      options: { plugins: { legend: { position: 'bottom' as const } } },
    }),
    [rows],
  );
  const summary =
    `Error rate ${formatPercent(metrics.errorRatePct)}: ${formatNumber(clientErrors)} client errors (4xx) and ` +
    `${formatNumber(serverErrors)} server errors (5xx) in ${formatNumber(total)} requests.`;
  return (
    <RequestsChart
      metrics={metrics}
      caption="Answers by outcome, last 24 hours"
      summary={summary}
      config={config}
      rows={rows.map((row) => ({ name: row.label, figures: [formatNumber(row.count)] }))}
    />
  );
}
function Services({ metrics }: { metrics: MonitoringMetrics }) {
  const services = Object.entries(metrics.serviceHealth);
  return (
    <>
      <p class="hint">
        Each internal service's status and how long its check took when the page was loaded. The service has been up{' '}
        {formatNumber(Math.floor(metrics.uptimeSeconds / 3600))} h and answers{' '}
        {metrics.requests.ratePerMinute.toLocaleString('en', { maximumFractionDigits: 2 })} requests a minute.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Status</th>
            <th scope="col">Check</th>
          </tr>
        </thead>
        <tbody>
          {services.map(([name, health]) => (
            <tr key={name}>
              <th scope="row">{SERVICE_NAMES[name] ?? name}</th>
              <td class={`health health-${health.status}`}>{health.status}</td>
              <td>{formatMs(health.latencyMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
