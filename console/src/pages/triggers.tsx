// The account's triggers, page by page (GET /v1/triggers), filtered by enabled or disabled; and
// the page that creates one (POST /v1/triggers) with the trigger form.
import { Field } from '../components/fields.js';
import { Link } from '../components/link.js';
import { ListResults } from '../components/list-results.js';
import { pageOf, pageParam } from '../components/pager.js';
import { RecordsTable } from '../components/records-table.js';
import { Success } from '../components/status.js';
import { formatCount, formatTime } from '../format.js';
import { navigate, pathOf } from '../router.js';
import type { Api } from '../session.js';
import { useAddressForm } from '../use-address-form.js';
import { useLoad } from '../use-load.js';
import { NEW_TRIGGER, TriggerForm } from './trigger-form.js';

const PAGE_SIZE = 20;

function listPath(enabled: string, page: number): string {
  return pathOf('/triggers', { enabled, page: pageParam(page) });
}

export function TriggerList({ api, query }: { api: Api; query: URLSearchParams }) {
  const page = pageOf(query);
  const enabled = ['true', 'false'].find((value) => value === query.get('enabled')) ?? '';
  const [loaded] = useLoad(
    () => api.triggers.listTriggers({ page, pageSize: PAGE_SIZE, enabled: enabled ? enabled === 'true' : undefined }),
    [api, page, enabled],
  );
  const notice = query.get('notice');
  return (
    <>
      <h1>Triggers</h1>
      {notice === 'deleted' && <Success>The trigger was deleted.</Success>}
      <EnabledFilter enabled={enabled} />
      <ListResults
        loaded={loaded}
        what="triggers"
        doing="load the triggers"
        id="trigger-results"
        heading="Triggers"
        page={page}
        pageSize={PAGE_SIZE}
        to={(target) => listPath(enabled, target)}
        one="trigger"
        many="triggers"
        empty={
          <p>No triggers{enabled ? ' of this kind' : ' yet'}. A trigger runs actions when a stored memory matches.</p>
        }
      >
        {(items) => (
          <RecordsTable columns={['Name', 'State', 'Rules', 'Runs today', 'Last run']}>
            {items.map((trigger) => (
              <tr key={trigger.id}>
                <td class="record-main" data-label="Name">
                  <Link href={pathOf(`/triggers/${trigger.id}`)}>{trigger.name}</Link>
                </td>
                <td data-label="State">{trigger.enabled ? 'Enabled' : 'Disabled'}</td>
                <td data-label="Rules">
                  {formatCount(trigger.conditionsCount, 'condition', 'conditions')},{' '}
                  {formatCount(trigger.actionsCount, 'action', 'actions')}
                </td>
                <td data-label="Runs today">{trigger.triggersToday}</td>
                <td data-label="Last run">{trigger.lastTriggeredAt ? formatTime(trigger.lastTriggeredAt) : 'Never'}</td>
              </tr>
            ))}
          </RecordsTable>
        )}
      </ListResults>
    </>
  );
}

function EnabledFilter({ enabled }: { enabled: string }) {
  const { draft, setDraft, apply } = useAddressForm(enabled, (draft) => listPath(draft, 1));
  return (
    <form class="filters" aria-label="Filter triggers" onSubmit={apply}>
      <Field id="filter-enabled" label="Show">
        <select id="filter-enabled" value={draft} onChange={(event) => setDraft(event.currentTarget.value)}>
          <option value="">All triggers</option>
          <option value="true">Enabled only</option>
          <option value="false">Disabled only</option>
        </select>
      </Field>
      <button type="submit" class="primary">
        Apply
      </button>
      <Link class="button" href={pathOf('/triggers/new')}>
        New trigger
      </Link>
    </form>
  );
}

export function NewTrigger({ api }: { api: Api }) {
  return (
    <>
      <p class="breadcrumb">
        <Link href={pathOf('/triggers')}>← Triggers</Link>
      </p>
      <h1>New trigger</h1>
      <TriggerForm
        initial={NEW_TRIGGER}
        submitLabel="Create trigger"
        onSubmit={async (fields) => {
          const created = await api.triggers.createTrigger({
            createTriggerRequest: { ...fields, description: fields.description ?? undefined },
          });
          navigate(pathOf(`/triggers/${created.id}`), { replace: true });
        }}
      />
    </>
  );
}
