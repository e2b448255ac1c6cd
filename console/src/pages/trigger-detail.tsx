// One trigger (GET /v1/triggers/{id}): its rules in the trigger form to change them
// (PATCH /v1/triggers/{id}), a test against a sample memory (POST /v1/triggers/{id}/test, which
// runs no action), its analytics over 30 days, its executions page by page, and deleting it
// (DELETE /v1/triggers/{id}) after confirming.
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { DeleteSection } from '../components/delete-section.js';
import { NumberField, SelectField, TextAreaField, TextField, oneOf } from '../components/fields.js';
import { Link } from '../components/link.js';
import { Pager } from '../components/pager.js';
import { RecordsTable } from '../components/records-table.js';
import { Empty, ProblemNotice, Success, WhenLoaded } from '../components/status.js';
import { CATEGORY_LABELS, formatTime } from '../format.js';
import { pathOf } from '../router.js';
import { MemoryCategory, TriggerExecutionStatus, type Trigger, type TriggerTestResult } from '../sdk.js';
import type { Api } from '../session.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';
import { ACTION_LABELS, CONDITION_LABELS, TriggerForm, draftOf } from './trigger-form.js';

const EXECUTIONS_PAGE_SIZE = 10;

export function TriggerDetail({ api, id }: { api: Api; id: string }) {
  const [loaded, reload] = useLoad(() => api.triggers.getTrigger({ triggerId: id }), [api, id]);
  // the service's answer to the last change, which the form starts from again
  const [saved, setSaved] = useState<{ count: number; trigger: Trigger | null }>({ count: 0, trigger: null });
  return (
    <>
      <p class="breadcrumb">
        <Link href={pathOf('/triggers')}>← Triggers</Link>
      </p>
      <h1>Trigger</h1>
      <WhenLoaded loaded={loaded} what="the trigger" doing="load this trigger">
        {(trigger, refreshing) => (
          <div class="detail" aria-busy={refreshing}>
            <section class="card" aria-labelledby="trigger-summary">
              <h2 id="trigger-summary">{trigger.name}</h2>
              {trigger.description && <p>{trigger.description}</p>}
              <dl class="facts">
                <dt>Id</dt>
                <dd>
                  <code>{trigger.id}</code>
                </dd>
                <dt>State</dt>
                <dd>{trigger.enabled ? 'Enabled' : 'Disabled'}</dd>
                <dt>Runs</dt>
                <dd>
                  {trigger.triggersThisHour} of {trigger.maxTriggersPerHour} this hour, {trigger.triggersToday} of{' '}
                  {trigger.maxTriggersPerDay} today
                </dd>
                <dt>Last run</dt>
                <dd>{trigger.lastTriggeredAt ? formatTime(trigger.lastTriggeredAt) : 'Never'}</dd>
                <dt>Created</dt>
                <dd>{formatTime(trigger.createdAt)}</dd>
              </dl>
            </section>
            <section class="card" aria-labelledby="trigger-edit">
              <h2 id="trigger-edit">Rules</h2>
              {saved.count > 0 && <Success>The trigger was saved.</Success>}
              <TriggerForm
                key={saved.count}
                initial={draftOf(saved.trigger ?? trigger)}
                submitLabel="Save changes"
                onSubmit={async (fields) => {
                  const changed = await api.triggers.updateTrigger({ triggerId: id, updateTriggerRequest: fields });
                  setSaved(({ count }) => ({ count: count + 1, trigger: changed }));
                  reload();
                }}
              />
            </section>
            <TriggerTest api={api} trigger={trigger} />
            <TriggerAnalyticsCard api={api} id={id} round={saved.count} />
            <Executions api={api} id={id} />
            <DeleteSection
              what="trigger"
              onDelete={() => api.triggers.deleteTrigger({ triggerId: id })}
              then={pathOf('/triggers', { notice: 'deleted' })}
            >
              <p>“{trigger.name}” stops running and is deleted with its executions. This cannot be undone.</p>
            </DeleteSection>
          </div>
        )}
      </WhenLoaded>
    </>
  );
}

function TriggerTest({ api, trigger }: { api: Api; trigger: Trigger }) {
  const [content, setContent] = useState('');
  const [category, setCategory] = useState('');
  const [importance, setImportance] = useState('');
  const [metadataKey, setMetadataKey] = useState('');
  const [result, setResult] = useState<TriggerTestResult | null>(null);
  const { busy, problem, run } = useAction();

  const test = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const metadata: Record<string, unknown> = {};
      const chosen = oneOf(MemoryCategory, category);
      if (chosen) metadata.category = chosen;
      if (importance !== '') metadata.importance = Number(importance);
      if (metadataKey !== '') metadata[metadataKey] = true;
      setResult(
        await api.triggers.testTrigger({
          triggerId: trigger.id,
          testTriggerRequest: { memory: { content, metadata } },
        }),
      );
    });
  };

  return (
    <section class="card" aria-labelledby="trigger-test">
      <h2 id="trigger-test">Test</h2>
      <p class="hint">
        Checks the conditions against a sample memory and builds each action; nothing is stored or sent.
      </p>
      <form class="form" onSubmit={test}>
        <TextAreaField
          id="test-content"
          label="Sample memory text"
          required
          minLength={1}
          rows={3}
          value={content}
          onInput={(value) => setContent(value)}
        />
        <div class="filters">
          <SelectField
            id="test-category"
            label="Category"
            values={Object.values(MemoryCategory)}
            labels={CATEGORY_LABELS}
            empty="None"
            value={category}
            onChange={setCategory}
          />
          <NumberField
            id="test-importance"
            label="Importance (0 to 1)"
            min={0}
            max={1}
            step={0.01}
            value={importance}
            onInput={(input) => setImportance(input.value)}
          />
          <TextField
            id="test-key"
            label="Metadata key"
            maxLength={200}
            value={metadataKey}
            onInput={(value) => setMetadataKey(value)}
          />
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
  const [loaded] = useLoad(() => api.triggers.getTriggerAnalytics({ triggerId: id }), [api, id, round]);
  return (
    <section class="card" aria-labelledby="trigger-analytics">
      <h2 id="trigger-analytics">Last 30 days</h2>
      <WhenLoaded loaded={loaded} what="the analytics" doing="load the analytics">
        {(analytics) => (
          <dl class="facts">
            <dt>Executions</dt>
            <dd>{analytics.totalExecutions}</dd>
            <dt>Succeeded</dt>
            <dd>
              {analytics.successfulExecutions} ({analytics.successRatePct.toFixed(1)}%)
            </dd>
            <dt>Failed</dt>
            <dd>{analytics.failedExecutions}</dd>
            <dt>Rate-limited</dt>
            <dd>{analytics.rateLimitedCount}</dd>
            <dt>Evaluation time</dt>
            <dd>{analytics.avgEvaluationTimeMs.toFixed(2)} ms on average</dd>
            {Object.entries(analytics.actionsBreakdown).map(([type, stats]) => (
              <Fragment key={type}>
                <dt>{type}</dt>
                <dd>
                  {stats.succeeded} of {stats.total} succeeded
                </dd>
              </Fragment>
            ))}
          </dl>
        )}
      </WhenLoaded>
    </section>
  );
}

function Executions({ api, id }: { api: Api; id: string }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TriggerExecutionStatus | ''>('');
  const [loaded] = useLoad(
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
        <SelectField
          id="executions-status"
          label="Status"
          values={Object.values(TriggerExecutionStatus)}
          empty="Any status"
          value={status}
          onChange={(chosen) => {
            setStatus(chosen);
            setPage(1);
          }}
        />
      </div>
      <WhenLoaded loaded={loaded} what="executions" doing="load the executions">
        {(executions) =>
          executions.items.length === 0 ? (
            <Empty>
              <p>
                No executions{status ? ` with status ${status}` : ''}. The trigger runs when a stored memory matches.
              </p>
            </Empty>
          ) : (
            <>
              <RecordsTable columns={['When', 'Status', 'Memory', 'Conditions', 'Actions']}>
                {executions.items.map((execution) => (
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
              </RecordsTable>
              <Pager
                page={page}
                pageSize={EXECUTIONS_PAGE_SIZE}
                total={executions.total}
                totalPages={executions.totalPages}
                shown={executions.items.length}
                to={{ show: setPage }}
                one="execution"
                many="executions"
              />
            </>
          )
        }
      </WhenLoaded>
    </section>
  );
}
