// One trigger (GET /v1/triggers/{id}): its rules in the trigger form to change them
// (PATCH /v1/triggers/{id}), a test against a sample memory (POST /v1/triggers/{id}/test, which
// runs no action), its analytics over 30 days, its executions page by page, and deleting it
// (DELETE /v1/triggers/{id}) after confirming.
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { Link } from '../components/link.js';
import { Pager } from '../components/pager.js';
import { Empty, Loading, ProblemNotice, Success } from '../components/status.js';
import { CATEGORY_LABELS, formatTime } from '../format.js';
import { problemOf, type Problem } from '../problems.js';
import { navigate, pathOf } from '../router.js';
import { MemoryCategory, TriggerExecutionStatus, type Trigger, type TriggerTestResult } from '../sdk.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';
import { ACTION_LABELS, CONDITION_LABELS, TriggerForm, draftOf } from './trigger-form.js';

const EXECUTIONS_PAGE_SIZE = 10;

export function TriggerDetail({ api, id }: { api: Api; id: string }) {
  const [trigger, reload] = useLoad(() => api.triggers.getTrigger({ triggerId: id }), [api, id]);
  // the service's answer to the last change, which the form starts from again
  const [saved, setSaved] = useState<{ count: number; trigger: Trigger | null }>({ count: 0, trigger: null });
  return (
    <>
      <p class="breadcrumb">
        <Link href={pathOf('/triggers')}>← Triggers</Link>
      </p>
      <h1>Trigger</h1>
      {trigger.state === 'loading' && <Loading what="the trigger" />}
      {trigger.state === 'failed' && <ProblemNotice problem={trigger.problem} doing="load this trigger" />}
      {trigger.state === 'ready' && (
        <div class="detail" aria-busy={trigger.refreshing}>
          <section class="card" aria-labelledby="trigger-summary">
            <h2 id="trigger-summary">{trigger.value.name}</h2>
            {trigger.value.description && <p>{trigger.value.description}</p>}
            <dl class="facts">
              <dt>Id</dt>
              <dd>
                <code>{trigger.value.id}</code>
              </dd>
              <dt>State</dt>
              <dd>{trigger.value.enabled ? 'Enabled' : 'Disabled'}</dd>
              <dt>Runs</dt>
              <dd>
                {trigger.value.triggersThisHour} of {trigger.value.maxTriggersPerHour} this hour,{' '}
                {trigger.value.triggersToday} of {trigger.value.maxTriggersPerDay} today
              </dd>
              <dt>Last run</dt>
              <dd>{trigger.value.lastTriggeredAt ? formatTime(trigger.value.lastTriggeredAt) : 'Never'}</dd>
              <dt>Created</dt>
              <dd>{formatTime(trigger.value.createdAt)}</dd>
            </dl>
          </section>
          <section class="card" aria-labelledby="trigger-edit">
            <h2 id="trigger-edit">Rules</h2>
            {saved.count > 0 && <Success>The trigger was saved.</Success>}
            <TriggerForm
              key={saved.count}
              initial={draftOf(saved.trigger ?? trigger.value)}
              submitLabel="Save changes"
              onSubmit={async (fields) => {
                const changed = await api.triggers.updateTrigger({ triggerId: id, updateTriggerRequest: fields });
                setSaved(({ count }) => ({ count: count + 1, trigger: changed }));
                reload();
              }}
            />
          </section>
          <TriggerTest api={api} trigger={trigger.value} />
          <TriggerAnalyticsCard api={api} id={id} round={saved.count} />
          <Executions api={api} id={id} />
          <DeleteTrigger api={api} trigger={trigger.value} />
        </div>
      )}
    </>
  );
}

function TriggerTest({ api, trigger }: { api: Api; trigger: Trigger }) {
  const [content, setContent] = useState('');
  const [category, setCategory] = useState('');
  const [importance, setImportance] = useState('');
  const [metadataKey, setMetadataKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TriggerTestResult | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  const test = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const metadata: Record<string, unknown> = {};
      const chosen = Object.values(MemoryCategory).find((c) => c === category);
      if (chosen) metadata.category = chosen;
      if (importance !== '') metadata.importance = Number(importance);
      if (metadataKey !== '') metadata[metadataKey] = true;
      setResult(
        await api.triggers.testTrigger({
          triggerId: trigger.id,
          testTriggerRequest: { memory: { content, metadata } },
        }),
      );
    } catch (error) {
      setProblem(await problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="card" aria-labelledby="trigger-test">
      <h2 id="trigger-test">Test</h2>
      <p class="hint">
        Checks the conditions against a sample memory and builds each action; nothing is stored or sent.
      </p>
      <form class="form" onSubmit={(event) => void test(event)}>
        <div class="field">
          <label for="test-content">Sample memory text</label>
          <textarea
            id="test-content"
            required
            minLength={1}
            rows={3}
            value={content}
            onInput={(event) => setContent(event.currentTarget.value)}
          />
        </div>
        <div class="filters">
          <div class="field">
            <label for="test-category">Category</label>
            <select id="test-category" value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
              <option value="">None</option>
              {Object.values(MemoryCategory).map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for="test-importance">Importance (0 to 1)</label>
            <input
              id="test-importance"
              type="number"
              min={0}
              max={1}
              step={0.01}
              value={importance}
              onInput={(event) => setImportance(event.currentTarget.value)}
            />
          </div>
          <div class="field">
            <label for="test-key">Metadata key</label>
            <input
              id="test-key"
              maxLength={200}
              value={metadataKey}
              onInput={(event) => setMetadataKey(event.currentTarget.value)}
            />
          </div>
          <button type="submit" class="primary" disabled={busy}>
            Run test
          </button>
        </div>
      </form>
      {problem && <ProblemNotice problem={problem} doing="test the trigger" />}
      {result && (
        <div class="test-result" role="status">
          <p class={result.conditionsMatched ? 'notice notice-success' : 'notice notice-info'}>
            {result.conditionsMatched
              ? 'The conditions match this memory.'
              : 'The conditions do not match this memory.'}
          </p>
          <h3>Conditions</h3>
          <ul class="outcomes">
            {result.conditionsDetail.map((condition, index) => (
              <li key={index}>
                {condition.matched ? '✓ Matched' : '✗ Not matched'}: {CONDITION_LABELS[condition.type]}
                {condition.value !== null && (
                  <>
                    {' '}
                    <code>{condition.value}</code>
                  </>
                )}
                {condition.error && <span class="hint"> — {condition.error}</span>}
              </li>
            ))}
          </ul>
          <h3>Actions</h3>
          {result.actionsExecuted.length === 0 ? (
            <p class="hint">No action ran: the conditions did not match.</p>
          ) : (
            <ul class="outcomes">
              {result.actionsExecuted.map((action, index) => (
                <li key={index}>
                  {ACTION_LABELS[action.type]}: {action.status === 'SUCCESS' ? 'built' : 'failed'} in{' '}
                  {action.responseTimeMs} ms{action.error ? ` — ${action.error}` : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

function TriggerAnalyticsCard({ api, id, round }: { api: Api; id: string; round: number }) {
  const [analytics] = useLoad(() => api.triggers.getTriggerAnalytics({ triggerId: id }), [api, id, round]);
  return (
    <section class="card" aria-labelledby="trigger-analytics">
      <h2 id="trigger-analytics">Last 30 days</h2>
      {analytics.state === 'loading' && <Loading what="the analytics" />}
      {analytics.state === 'failed' && <ProblemNotice problem={analytics.problem} doing="load the analytics" />}
      {analytics.state === 'ready' && (
        <dl class="facts">
          <dt>Executions</dt>
          <dd>{analytics.value.totalExecutions}</dd>
          <dt>Succeeded</dt>
          <dd>
            {analytics.value.successfulExecutions} ({analytics.value.successRatePct.toFixed(1)}%)
          </dd>
          <dt>Failed</dt>
          <dd>{analytics.value.failedExecutions}</dd>
          <dt>Rate-limited</dt>
          <dd>{analytics.value.rateLimitedCount}</dd>
          <dt>Evaluation time</dt>
          <dd>{analytics.value.avgEvaluationTimeMs.toFixed(2)} ms on average</dd>
          {Object.entries(analytics.value.actionsBreakdown).map(([type, stats]) => (
            <Fragment key={type}>
              <dt>{type}</dt>
              <dd>
                {stats.succeeded} of {stats.total} succeeded
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
    </section>
  );
}

function Executions({ api, id }: { api: Api; id: string }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TriggerExecutionStatus | ''>('');
  const [executions] = useLoad(
    () =>
      api.triggers.listTriggerExecutions({
        triggerId: id,
        page,
        pageSize: EXECUTIONS_PAGE_SIZE,
        status: status || undefined,
      }),
    [api, id, page, status],
  );
  return (
    <section class="card" aria-labelledby="trigger-executions">
      <h2 id="trigger-executions">Executions</h2>
      <div class="filters">
        <div class="field">
          <label for="executions-status">Status</label>
          <select
            id="executions-status"
            value={status}
            onChange={(event) => {
              setStatus(Object.values(TriggerExecutionStatus).find((s) => s === event.currentTarget.value) ?? '');
              setPage(1);
            }}
          >
            <option value="">Any status</option>
            {Object.values(TriggerExecutionStatus).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      {executions.state === 'loading' && <Loading what="executions" />}
      {executions.state === 'failed' && <ProblemNotice problem={executions.problem} doing="load the executions" />}
      {executions.state === 'ready' &&
        (executions.value.items.length === 0 ? (
          <Empty>
            <p>No executions{status ? ` with status ${status}` : ''}. The trigger runs when a stored memory matches.</p>
          </Empty>
        ) : (
          <>
            <table class="records">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Status</th>
                  <th scope="col">Memory</th>
                  <th scope="col">Conditions</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {executions.value.items.map((execution) => (
                  <tr key={execution.id}>
                    <td data-label="When">{formatTime(execution.executedAt)}</td>
                    <td data-label="Status">{execution.status}</td>
                    <td data-label="Memory">
                      <code>{execution.memoryId}</code>
                    </td>
                    <td data-label="Conditions">
                      {execution.conditionsMatched} of {execution.conditionsEvaluated} matched
                    </td>
                    <td data-label="Actions">
                      {execution.actionResults
                        .map((r) => `${r.type} ${r.status}${r.error ? ` (${r.error})` : ''}`)
                        .join('; ') || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager
              page={page}
              pageSize={EXECUTIONS_PAGE_SIZE}
              total={executions.value.total}
              totalPages={executions.value.totalPages}
              shown={executions.value.items.length}
              to={{ show: setPage }}
              one="execution"
              many="executions"
            />
          </>
        ))}
    </section>
  );
}

function DeleteTrigger({ api, trigger }: { api: Api; trigger: Trigger }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const remove = async () => {
    setAsking(false);
    setBusy(true);
    setProblem(null);
    try {
      await api.triggers.deleteTrigger({ triggerId: trigger.id });
      navigate(pathOf('/triggers', { notice: 'deleted' }), { replace: true });
    } catch (error) {
      setProblem(await problemOf(error));
      setBusy(false);
    }
  };
  return (
    <section class="card" aria-labelledby="trigger-delete">
      <h2 id="trigger-delete">Delete</h2>
      {problem && <ProblemNotice problem={problem} doing="delete the trigger" />}
      <button type="button" class="danger" disabled={busy} onClick={() => setAsking(true)}>
        Delete trigger…
      </button>
      {asking && (
        <ConfirmDialog
          title="Delete this trigger?"
          confirmLabel="Delete"
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        >
          <p>“{trigger.name}” stops running and is deleted with its executions. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
