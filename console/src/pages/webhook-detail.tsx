// One webhook (GET /v1/webhooks/{id}): its settings in the webhook form to change them
// (PATCH /v1/webhooks/{id}), a test delivery (POST /v1/webhooks/{id}/test), its analytics over
// 30 days, its deliveries page by page with each one's request and response bodies, attempts and
// next attempt, and deleting it (DELETE /v1/webhooks/{id}) after confirming.
import { useState } from 'preact/hooks';
import { DeleteSection } from '../components/delete-section.js';
import { SelectField } from '../components/fields.js';
import { Link } from '../components/link.js';
import { Pager } from '../components/pager.js';
import { Empty, ProblemNotice, Success, WhenLoaded } from '../components/status.js';
import { formatTime } from '../format.js';
import { pathOf } from '../router.js';
import {
  DeliveryEventType,
  WebhookDeliveryStatus,
  type Webhook,
  type WebhookDelivery,
  type WebhookTestResult,
} from '../sdk.js';
import type { Api } from '../session.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';
import { WebhookForm, webhookDraftOf } from './webhook-form.js';

const DELIVERIES_PAGE_SIZE = 10;

export function WebhookDetail({ api, id }: { api: Api; id: string }) {
  const [loaded, reload] = useLoad(() => api.webhooks.getWebhook({ webhookId: id }), [api, id]);
  // the service's answer to the last change, which the form starts from again
  const [saved, setSaved] = useState<{ count: number; webhook: Webhook | null }>({ count: 0, webhook: null });
  const [tested, setTested] = useState(0);
  return (
    <>
      <p class="breadcrumb">
        <Link href={pathOf('/webhooks')}>← Webhooks</Link>
      </p>
      <h1>Webhook</h1>
      <WhenLoaded loaded={loaded} what="the webhook" doing="load this webhook">
        {(webhook, refreshing) => (
          <div class="detail" aria-busy={refreshing}>
            <section class="card" aria-labelledby="webhook-summary">
              <h2 id="webhook-summary" class="record-main">
                {webhook.url}
              </h2>
              <dl class="facts">
                <dt>Id</dt>
                <dd>
                  <code>{webhook.id}</code>
                </dd>
                <dt>State</dt>
                <dd>{webhook.enabled ? 'Enabled' : 'Disabled'}</dd>
                <dt>Events</dt>
                <dd>{webhook.events.join(', ')}</dd>
                <dt>Retries</dt>
                <dd>
                  {webhook.maxRetries}, the first after {webhook.retryBackoffSeconds} s, then doubling (
                  {retrySchedule(webhook)})
                </dd>
                <dt>Created</dt>
                <dd>{formatTime(webhook.createdAt)}</dd>
              </dl>
            </section>
            <section class="card" aria-labelledby="webhook-edit">
              <h2 id="webhook-edit">Settings</h2>
              {saved.count > 0 && <Success>The webhook was saved.</Success>}
              <WebhookForm
                key={saved.count}
                initial={webhookDraftOf(saved.webhook ?? webhook)}
                submitLabel="Save changes"
                onSubmit={async (fields) => {
                  const changed = await api.webhooks.updateWebhook({ webhookId: id, updateWebhookRequest: fields });
                  setSaved(({ count }) => ({ count: count + 1, webhook: changed }));
                  reload();
                }}
              />
            </section>
            <TestDelivery api={api} id={id} onSent={() => setTested((n) => n + 1)} />
            <WebhookAnalyticsCard api={api} id={id} round={tested} />
            <Deliveries api={api} id={id} round={tested} />
            <DeleteSection
              what="webhook"
              onDelete={() => api.webhooks.deleteWebhook({ webhookId: id })}
              then={pathOf('/webhooks', { notice: 'deleted' })}
            >
              <p>
                Nothing more is delivered to <code>{webhook.url}</code>, and its deliveries are deleted. This cannot be
                undone.
              </p>
            </DeleteSection>
          </div>
        )}
      </WhenLoaded>
    </>
  );
}

/** The waits before each retry: the backoff, doubled for each later retry. */
function retrySchedule(webhook: Webhook): string {
  if (webhook.maxRetries === 0) return 'no retries';
  return Array.from({ length: webhook.maxRetries }, (_, i) => `${webhook.retryBackoffSeconds * 2 ** i} s`).join(', ');
}

function TestDelivery({ api, id, onSent }: { api: Api; id: string; onSent: () => void }) {
  const [result, setResult] = useState<WebhookTestResult | null>(null);
  const { busy, problem, run } = useAction();
  const send = () =>
    run(async () => {
      setResult(await api.webhooks.testWebhook({ webhookId: id }));
      onSent();
    });
  return (
    <section class="card" aria-labelledby="webhook-test">
      <h2 id="webhook-test">Test delivery</h2>
      <p class="hint">Sends a TEST event to the address now and records it among the deliveries.</p>
      <button type="button" class="primary" disabled={busy} onClick={() => void send()}>
        Send a test delivery
      </button>
      {problem && <ProblemNotice problem={problem} doing="send the test delivery" />}
      {result && (
        <div role="status">
          <p class={result.success ? 'notice notice-success' : 'notice notice-error'}>
            {result.success ? 'Delivered' : 'Not delivered'}: HTTP {result.statusCode ?? 'no answer'} in{' '}
            {result.responseTimeMs} ms.
          </p>
          {result.responseBody !== null && <pre class="body">{result.responseBody}</pre>}
        </div>
      )}
    </section>
  );
}

function WebhookAnalyticsCard({ api, id, round }: { api: Api; id: string; round: number }) {
  const [loaded] = useLoad(() => api.webhooks.getWebhookAnalytics({ webhookId: id }), [api, id, round]);
  return (
    <section class="card" aria-labelledby="webhook-analytics">
      <h2 id="webhook-analytics">Last 30 days</h2>
      <WhenLoaded loaded={loaded} what="the analytics" doing="load the analytics">
        {(analytics) => (
          <dl class="facts">
            <dt>Deliveries</dt>
            <dd>{analytics.totalDeliveries}</dd>
            <dt>Succeeded</dt>
            <dd>
              {analytics.successfulDeliveries} ({analytics.successRatePct.toFixed(1)}%)
            </dd>
            <dt>Failed</dt>
            <dd>{analytics.failedDeliveries}</dd>
            <dt>Response time</dt>
            <dd>
              {analytics.avgResponseTimeMs.toFixed(0)} ms on average, p95 {analytics.p95ResponseTimeMs.toFixed(0)} ms,
              p99 {analytics.p99ResponseTimeMs.toFixed(0)} ms
            </dd>
            <dt>By event</dt>
            <dd>
              {Object.entries(analytics.eventsBreakdown)
                .map(([type, count]) => `${type} ${count}`)
                .join(', ') || '—'}
            </dd>
          </dl>
        )}
      </WhenLoaded>
    </section>
  );
}

function Deliveries({ api, id, round }: { api: Api; id: string; round: number }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const [eventType, setEventType] = useState<DeliveryEventType | ''>('');
  const [loaded] = useLoad(
    () =>
      api.webhooks.listWebhookDeliveries({
        webhookId: id,
        page,
        pageSize: DELIVERIES_PAGE_SIZE,
        status: status || undefined,
        eventType: eventType || undefined,
      }),
    [api, id, page, status, eventType, round],
  );
  return (
    <section class="card" aria-labelledby="webhook-deliveries">
      <h2 id="webhook-deliveries">Deliveries</h2>
      <div class="filters">
        <SelectField
          id="deliveries-status"
          label="Status"
          values={Object.values(WebhookDeliveryStatus)}
          empty="Any status"
          value={status}
          onChange={(chosen) => {
            setStatus(chosen);
            setPage(1);
          }}
        />
        <SelectField
          id="deliveries-event"
          label="Event"
          values={Object.values(DeliveryEventType)}
          empty="Any event"
          value={eventType}
          onChange={(chosen) => {
            setEventType(chosen);
            setPage(1);
          }}
        />
      </div>
      <WhenLoaded loaded={loaded} what="deliveries" doing="load the deliveries">
        {(deliveries) =>
          deliveries.items.length === 0 ? (
            <Empty>
              <p>No deliveries{status || eventType ? ' of this kind' : ' yet'}.</p>
            </Empty>
          ) : (
            <>
              <ol class="deliveries">
                {deliveries.items.map((delivery) => (
                  <DeliveryItem key={delivery.id} delivery={delivery} />
                ))}
              </ol>
              <Pager
                page={page}
                pageSize={DELIVERIES_PAGE_SIZE}
                total={deliveries.total}
                totalPages={deliveries.totalPages}
                shown={deliveries.items.length}
                to={{ show: setPage }}
                one="delivery"
                many="deliveries"
              />
            </>
          )
        }
      </WhenLoaded>
    </section>
  );
}

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <li class="delivery" aria-label={`${delivery.eventType} delivery ${delivery.id}`}>
      <dl class="facts">
        <dt>Event</dt>
        <dd>{delivery.eventType}</dd>
        <dt>Status</dt>
        <dd>
          {delivery.status}
          {delivery.statusCode !== null ? `, HTTP ${delivery.statusCode}` : ''}
          {delivery.responseTimeMs !== null ? ` in ${delivery.responseTimeMs} ms` : ''}
        </dd>
        <dt>Attempt</dt>
        <dd>
          {delivery.attempt} of {delivery.maxAttempts}
        </dd>
        <dt>Sent</dt>
        <dd>{formatTime(delivery.deliveredAt)}</dd>
        <dt>Next attempt</dt>
        <dd>{delivery.nextRetryAt ? formatTime(delivery.nextRetryAt) : 'None'}</dd>
        {delivery.error && (
          <>
            <dt>Error</dt>
            <dd>{delivery.error}</dd>
          </>
        )}
      </dl>
      <h3>Request body</h3>
      <pre class="body">{delivery.requestBody}</pre>
      <h3>Response body</h3>
      {delivery.responseBody === null ? (
        <p class="hint">No answer.</p>
      ) : (
        <pre class="body">{delivery.responseBody}</pre>
      )}
    </li>
  );
}
