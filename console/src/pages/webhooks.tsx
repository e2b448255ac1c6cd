// The account's webhooks, page by page (GET /v1/webhooks), with the outcome of each one's last
// delivery; and the page that creates one (POST /v1/webhooks), which shows its signing secret
// once, as the service returns it only then.
import { useState } from 'preact/hooks';
import { Link } from '../components/link.js';
import { ListResults } from '../components/list-results.js';
import { pageOf, pageParam } from '../components/pager.js';
import { RecordsTable } from '../components/records-table.js';
import { Success } from '../components/status.js';
import { formatTime } from '../format.js';
import { pathOf } from '../router.js';
import type { WebhookWithSecret } from '../sdk.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';
import { NEW_WEBHOOK, WebhookForm } from './webhook-form.js';

const PAGE_SIZE = 20;

export function WebhookList({ api, query }: { api: Api; query: URLSearchParams }) {
  const page = pageOf(query);
  const [loaded] = useLoad(() => api.webhooks.listWebhooks({ page, pageSize: PAGE_SIZE }), [api, page]);
  const notice = query.get('notice');
  return (
    <>
      <h1>Webhooks</h1>
      {notice === 'deleted' && <Success>The webhook was deleted.</Success>}
      <p>
        <Link class="button primary" href={pathOf('/webhooks/new')}>
          New webhook
        </Link>
      </p>
      <ListResults
        loaded={loaded}
        what="webhooks"
        doing="load the webhooks"
        id="webhook-results"
        heading="Webhooks"
        page={page}
        pageSize={PAGE_SIZE}
        to={(target) => pathOf('/webhooks', { page: pageParam(target) })}
        one="webhook"
        many="webhooks"
        empty={<p>No webhooks yet. A webhook receives the account's memory events at an HTTPS address.</p>}
      >
        {(items) => (
          <RecordsTable columns={['Address', 'Events', 'State', 'Last delivery']}>
            {items.map((webhook) => (
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
          </RecordsTable>
        )}
      </ListResults>
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
