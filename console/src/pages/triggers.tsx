// The account's triggers, page by page (GET /v1/triggers), filtered by enabled or disabled; and
// the page that creates one (POST /v1/triggers) with the trigger form.
import { useEffect, useState } from 'preact/hooks';
import { Link } from '../components/link.js';
import { Pager, pageOf } from '../components/pager.js';
import { Empty, Loading, ProblemNotice } from '../components/status.js';
import { formatCount, formatTime } from '../format.js';
import { navigate, pathOf } from '../router.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';
import { NEW_TRIGGER, TriggerForm } from './trigger-form.js';

const PAGE_SIZE = 20;

function listPath(enabled: string, page: number): string {
  return pathOf('/triggers', { enabled, page: page === 1 ? undefined : page });
}

export function TriggerList({ api, query }: { api: Api; query: URLSearchParams }) {
  const page = pageOf(query);
  const enabled = ['true', 'false'].find((value) => value === query.get('enabled')) ?? '';
  const [list] = useLoad(
    () => api.triggers.listTriggers({ page, pageSize: PAGE_SIZE, enabled: enabled ? enabled === 'true' : undefined }),
    [api, page, enabled],
  );
  const notice = query.get('notice');
  return (
    <>
      <h1>Triggers</h1>
      {notice === 'deleted' && (
        <p class="notice notice-success" role="status">
          The trigger was deleted.
        </p>
      )}
      <EnabledFilter enabled={enabled} />
      {list.state === 'loading' && <Loading what="triggers" />}
      {list.state === 'failed' && <ProblemNotice problem={list.problem} doing="load the triggers" />}
      {list.state === 'ready' && (
        <section aria-labelledby="trigger-results" aria-busy={list.refreshing}>
          <h2 id="trigger-results" class="visually-hidden">
            Triggers
          </h2>
          {list.value.items.length === 0 ? (
            <Empty>
              {list.value.total > 0 ? (
                <p>This page is past the last one.</p>
              ) : (
                <p>
                  No triggers{enabled ? ' of this kind' : ' yet'}. A trigger runs actions when a stored memory matches.
                </p>
              )}
            </Empty>
          ) : (
            <table class="records">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">State</th>
                  <th scope="col">Rules</th>
                  <th scope="col">Runs today</th>
                  <th scope="col">Last run</th>
                </tr>
              </thead>
              <tbody>
                {list.value.items.map((trigger) => (
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
                    <td data-label="Last run">
                      {trigger.lastTriggeredAt ? formatTime(trigger.lastTriggeredAt) : 'Never'}
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
            to={(target) => listPath(enabled, target)}
            one="trigger"
            many="triggers"
          />
        </section>
      )}
    </>
  );
}

function EnabledFilter({ enabled }: { enabled: string }) {
  const [draft, setDraft] = useState(enabled);
  useEffect(() => setDraft(enabled), [enabled]);
  return (
    <form
      class="filters"
      aria-label="Filter triggers"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(listPath(draft, 1));
      }}
    >
      <div class="field">
        <label for="filter-enabled">Show</label>
        <select id="filter-enabled" value={draft} onChange={(event) => setDraft(event.currentTarget.value)}>
          <option value="">All triggers</option>
          <option value="true">Enabled only</option>
          <option value="false">Disabled only</option>
        </select>
      </div>
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
