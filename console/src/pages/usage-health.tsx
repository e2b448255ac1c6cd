// The service's health on the usage page, from its monitoring endpoint (GET
// /v1/monitoring/metrics): response times and errors over the last 24 hours as charts, and each
// internal service's status. The endpoint describes the whole service instance, every account's
// requests together, and the page says so.
import { useMemo } from 'preact/hooks';
import { ChartFigure, ChartTable, SERIES_COLOURS } from '../components/chart.js';
import { Empty, WhenLoaded } from '../components/status.js';
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
  return (
    <>
      <section class="card usage-card" aria-labelledby="usage-latency">
        <h2 id="usage-latency">Response times</h2>
        <WhenLoaded loaded={loaded} what="the response times" doing="load the service's metrics">
          {(metrics) => <Latency metrics={metrics} />}
        </WhenLoaded>
      </section>
      <section class="card usage-card" aria-labelledby="usage-errors">
        <h2 id="usage-errors">Errors</h2>
        <WhenLoaded loaded={loaded} what="the error rate" doing="load the service's metrics">
          {(metrics) => <Errors metrics={metrics} />}
        </WhenLoaded>
      </section>
      <section class="card usage-wide" aria-labelledby="usage-services">
        <h2 id="usage-services">Services</h2>
        <WhenLoaded loaded={loaded} what="the services" doing="load the service's metrics">
          {(metrics) => <Services metrics={metrics} />}
        </WhenLoaded>
      </section>
    </>
  );
}

/** Says whose requests the figures count. */
function Scope({ metrics }: { metrics: MonitoringMetrics }) {
  return (
    <p class="hint">
      Every request to the service in the last 24 hours, all accounts together (
      {formatNumber(metrics.requests.total24h)} requests), as of {formatTime(metrics.timestamp)}.
    </p>
  );
}

function Latency({ metrics }: { metrics: MonitoringMetrics }) {
  const times = metrics.responseTime;
  const rows = useMemo(
    () => [
      { label: 'Mean', ms: times.avgMs },
      { label: 'p50', ms: times.p50Ms },
      { label: 'p95', ms: times.p95Ms },
      { label: 'p99', ms: times.p99Ms },
    ],
    [times],
  );
  const config = useMemo(
    () => ({
      type: 'bar' as const,
      data: {
        labels: rows.map((row) => row.label),
        datasets: [
          { label: 'Response time (ms)', data: rows.map((row) => row.ms), backgroundColor: SERIES_COLOURS[0] },
        ],
      },
      options: {
        scales: { y: { beginAtZero: true, title: { display: true, text: 'milliseconds' } } },
        plugins: { legend: { display: false } },
      },
    }),
    [rows],
  );
  if (metrics.requests.total24h === 0) {
    return (
      <Empty>
        <p>No requests in the last 24 hours.</p>
      </Empty>
    );
  }
  const summary =
    `Mean ${formatMs(times.avgMs)}; half the requests answered within ${formatMs(times.p50Ms)} (p50), ` +
    `95% within ${formatMs(times.p95Ms)} (p95), 99% within ${formatMs(times.p99Ms)} (p99).`;
  return (
    <>
      <Scope metrics={metrics} />
      <ChartFigure caption="Response time percentiles, last 24 hours" summary={summary} config={config}>
        <ChartTable>
          <table class="counts">
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{formatMs(row.ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ChartTable>
      </ChartFigure>
    </>
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
  if (total === 0) {
    return (
      <Empty>
        <p>No requests in the last 24 hours.</p>
      </Empty>
    );
  }
  const summary =
    `Error rate ${formatPercent(metrics.errorRatePct)}: ${formatNumber(clientErrors)} client errors (4xx) and ` +
    `${formatNumber(serverErrors)} server errors (5xx) in ${formatNumber(total)} requests.`;
  return (
    <>
      <Scope metrics={metrics} />
      <ChartFigure caption="Answers by outcome, last 24 hours" summary={summary} config={config}>
        <ChartTable>
          <table class="counts">
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{formatNumber(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ChartTable>
      </ChartFigure>
    </>
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
