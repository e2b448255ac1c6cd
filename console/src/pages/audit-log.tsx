// The account's audit log (GET /v1/audit-log): the entries its triggers' LOG_EVENT actions wrote,
// newest first, page by page, filtered by level and trigger. The filters live in the address.
import { useEffect, useState } from 'preact/hooks';
import { Link } from '../components/link.js';
import { Pager, pageOf } from '../components/pager.js';
import { Empty, Loading, ProblemNotice } from '../components/status.js';
import { formatTime } from '../format.js';
import { navigate, pathOf } from '../router.js';
import { AuditLogEntryLevelEnum } from '../sdk.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';

const PAGE_SIZES = [20, 50, 100];
const TRIGGER_ID = /^trg_[0-9A-Za-z]{24}$/;

interface AuditFilters {
  level: AuditLogEntryLevelEnum | '';
  trigger: string;
  limit: number;
  page: number;
}

function filtersOf(query: URLSearchParams): AuditFilters {
  const limit = Number(query.get('limit'));
  const trigger = query.get('trigger') ?? '';
  return {
    level: Object.values(AuditLogEntryLevelEnum).find((level) => level === query.get('level')) ?? '',
    trigger: TRIGGER_ID.test(trigger) ? trigger : '',
    limit: PAGE_SIZES.includes(limit) ? limit : 20,
    page: pageOf(query),
  };
}

function auditPath(filters: AuditFilters): string {
  return pathOf('/audit-log', {
    level: filters.level,
    trigger: filters.trigger,
    limit: filters.limit === 20 ? undefined : filters.limit,
    page: filters.page === 1 ? undefined : filters.page,
  });
}

export function AuditLog({ api, query }: { api: Api; query: URLSearchParams }) {
  const filters = filtersOf(query);
  const [log] = useLoad(
    () =>
      api.triggers.listAuditLog({
        page: filters.page,
        pageSize: filters.limit,
        level: filters.level || undefined,
        triggerId: filters.trigger || undefined,
      }),
    [api, filters.page, filters.limit, filters.level, filters.trigger],
  );
  return (
    <>
      <h1>Audit log</h1>
      <AuditFilterForm filters={filters} />
      {log.state === 'loading' && <Loading what="the audit log" />}
      {log.state === 'failed' && <ProblemNotice problem={log.problem} doing="load the audit log" />}
      {log.state === 'ready' && (
        <section aria-labelledby="audit-results" aria-busy={log.refreshing}>
          <h2 id="audit-results" class="visually-hidden">
            Entries
          </h2>
          {log.value.items.length === 0 ? (
            <Empty>
              {log.value.total > 0 ? (
                <p>This page is past the last one.</p>
              ) : filters.level || filters.trigger ? (
                <p>No entries match these filters.</p>
              ) : (
                <p>
                  No entries yet. A trigger with the action “Write to the audit log” adds one each time it runs (see{' '}
                  <Link href={pathOf('/triggers')}>Triggers</Link>).
                </p>
              )}
            </Empty>
          ) : (
            <table class="records">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Level</th>
                  <th scope="col">Message</th>
                  <th scope="col">Trigger</th>
                </tr>
              </thead>
              <tbody>
                {log.value.items.map((entry) => (
                  <tr key={entry.sequence}>
                    <td data-label="When">{formatTime(entry.createdAt)}</td>
                    <td data-label="Level">{entry.level}</td>
                    <td class="record-main" data-label="Message">
                      {entry.message}
                    </td>
                    <td data-label="Trigger">
                      {entry.triggerId ? (
                        <Link href={pathOf(`/triggers/${entry.triggerId}`)}>{entry.triggerId}</Link>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager
            page={filters.page}
            pageSize={filters.limit}
            total={log.value.total}
            totalPages={log.value.totalPages}
            shown={log.value.items.length}
            to={(page) => auditPath({ ...filters, page })}
            one="entry"
            many="entries"
          />
        </section>
      )}
    </>
  );
}

function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters.level, filters.trigger, filters.limit]);
  const apply = (event: Event) => {
    event.preventDefault();
    navigate(auditPath({ ...draft, page: 1 }));
  };
  return (
    <form class="filters" onSubmit={apply} aria-label="Filter the audit log">
      <div class="field">
        <label for="audit-level">Level</label>
        <select
          id="audit-level"
          value={draft.level}
          onChange={(event) =>
            setDraft({
              ...draft,
              level: Object.values(AuditLogEntryLevelEnum).find((level) => level === event.currentTarget.value) ?? '',
            })
          }
        >
          <option value="">All levels</option>
          {Object.values(AuditLogEntryLevelEnum).map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </div>
      <div class="field field-wide">
        <label for="audit-trigger">Trigger id</label>
        <input
          id="audit-trigger"
          pattern="trg_[0-9A-Za-z]{24}"
          title="A trigger id: trg_ followed by 24 letters or digits"
          spellcheck={false}
          value={draft.trigger}
          onInput={(event) => setDraft({ ...draft, trigger: event.currentTarget.value.trim() })}
        />
      </div>
      <div class="field">
        <label for="audit-limit">Per page</label>
        <select
          id="audit-limit"
          value={String(draft.limit)}
          onChange={(event) => setDraft({ ...draft, limit: Number(event.currentTarget.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" class="primary">
        Apply
      </button>
    </form>
  );
}
