// The account's webhooks, page by page (GET /v1/webhooks), with the outcome of each one's last
// delivery; and the page that creates one (POST /v1/webhooks), which shows its signing secret
// once, as the service returns it only then.
import { useState } from 'preact/hooks';
import { Link } from '../components/link.js';
import { Pager, pageOf } from '../components/pager.js';
import { Empty, Loading, ProblemNotice } from '../components/status.js';
import { formatTime } from '../format.js';
import { pathOf } from '../router.js';
import type { WebhookWithSecret } from '../sdk.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';
import { NEW_WEBHOOK, WebhookForm } from './webhook-form.js';

const PAGE_SIZE = 20;

export function WebhookList({ api, query }: { api: Api; query: URLSearchParams }) {
  const page = pageOf(query);
  const [list] = useLoad(() => api.webhooks.listWebhooks({ page, pageSize: PAGE_SIZE }), [api, page]);
  const notice = query.get('notice');
  return (
    <>
      <h1>Webhooks</h1>
      {notice === 'deleted' && (
        <p class="notice notice-success" role="status">
          The webhook was deleted.
        </p>
      )}
      <p>
        <Link class="button primary" href={pathOf('/webhooks/new')}>
          New webhook
        </Link>
      </p>
      {list.state === 'loading' && <Loading what="webhooks" />}
      {list.state === 'failed' && <ProblemNotice problem={list.problem} doing="load the webhooks" />}
      {list.state === 'ready' && (
        <section aria-labelledby="webhook-results" aria-busy={list.refreshing}>
          <h2 id="webhook-results" class="visually-hidden">
            Webhooks
          </h2>
          {list.value.items.length === 0 ? (
            <Empty>
              {list.value.total > 0 ? (
                <p>This page is past the last one.</p>
              ) : (
                <p>No webhooks yet. A webhook receives the account's memory events at an HTTPS address.</p>
              )}
            </Empty>
          ) : (
            <table class="records">
              <thead>
                <tr>
                  <th scope="col">Address</th>
                  <th scope="col">Events</th>
                  <th scope="col">State</th>
                  <th scope="col">Last delivery</th>
                </tr>
              </thead>
              <tbody>
                {list.value.items.map((webhook) => (
                  <tr key={webhook.id}>
                    <td class="record-main" data-label="Address">
                      <Link href={pathOf(`/webhooks/${webhook.id}`)}>{webhook.url}</Link>
                    </td>
                    <td data-label="Events">{webhook.events.join(', ')}</td>
                    <td data-label="State">{webhook.enabled ? 'Enabled' : 'Disabled'}</td>
                    <td data-label="Last delivery">
                      {webhook.lastDeliveryAt
                        ? `${webhook.lastDeliveryStatus ?? ''} ${formatTime(webhook.lastDeliveryAt)}`
                        : 'None yet'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.value.total}
            totalPages={list.value.totalPages}
            shown={list.value.items.length}
            to={(target) => pathOf('/webhooks', { page: target === 1 ? undefined : target })}
            one="webhook"
            many="webhooks"
          />
        </section>
      )}
    </>
  );
}

export function NewWebhook({ api }: { api: Api }) {
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  return (
    <>
      <p class="breadcrumb">
        <Link href={pathOf('/webhooks')}>← Webhooks</Link>
      </p>
      <h1>New webhook</h1>
      {created ? (
        <section class="card" aria-labelledby="webhook-created">
          <h2 id="webhook-created">Webhook created</h2>
          <p>
            Deliveries to <code>{created.url}</code> are signed with this secret. Keep it now: the service does not show
            it again.
          </p>
          <p>
            <code class="secret">{created.secret}</code>
          </p>
          <p>
            <Link href={pathOf(`/webhooks/${created.id}`)}>Open the webhook</Link>
          </p>
        </section>
      ) : (
        <WebhookForm
          initial={NEW_WEBHOOK}
          submitLabel="Create webhook"
          withSecret
          onSubmit={async (fields, secret) => {
            setCreated(await api.webhooks.createWebhook({ createWebhookRequest: { ...fields, secret } }));
          }}
        />
      )}
    </>
  );
}
