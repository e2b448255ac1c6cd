// The account's audit log (GET /v1/audit-log): the entries its triggers' LOG_EVENT actions wrote,
// newest first, page by page, filtered by level and trigger. The filters live in the address.
import { PageSizeField, SelectField, TextField, oneOf } from '../components/fields.js';
import { Link } from '../components/link.js';
import { ListResults } from '../components/list-results.js';
import { pageOf, pageParam } from '../components/pager.js';
import { RecordsTable } from '../components/records-table.js';
import { formatTime } from '../format.js';
import { pathOf } from '../router.js';
import { AuditLogEntryLevelEnum } from '../sdk.js';
import type { Api } from '../session.js';
import { useAddressForm } from '../use-address-form.js';
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
    level: oneOf(AuditLogEntryLevelEnum, query.get('level')) ?? '',
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
    page: pageParam(filters.page),
  });
}

export function AuditLog({ api, query }: { api: Api; query: URLSearchParams }) {
  const filters = filtersOf(query);
  const [loaded] = useLoad(
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
      <ListResults
        loaded={loaded}
        what="the audit log"
        doing="load the audit log"
        id="audit-results"
        heading="Entries"
        page={filters.page}
        pageSize={filters.limit}
        to={(page) => auditPath({ ...filters, page })}
        one="entry"
        many="entries"
        empty={
          filters.level || filters.trigger ? (
            <p>No entries match these filters.</p>
          ) : (
            <p>
              No entries yet. A trigger with the action “Write to the audit log” adds one each time it runs (see{' '}
              <Link href={pathOf('/triggers')}>Triggers</Link>).
            </p>
          )
        }
      >
        {(items) => (
          <RecordsTable columns={['When', 'Level', 'Message', 'Trigger']}>
            {items.map((entry) => (
              <tr key={entry.sequence}>
                <td data-label="When">{formatTime(entry.createdAt)}</td>
                <td data-label="Level">{entry.level}</td>
                <td class="record-main" data-label="Message">
                  {entry.message}
                </td>
                <td data-label="Trigger">
                  {entry.triggerId ? <Link href={pathOf(`/triggers/${entry.triggerId}`)}>{entry.triggerId}</Link> : '—'}
                </td>
              </tr>
            ))}
          </RecordsTable>
        )}
      </ListResults>
    </>
  );
}

function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  const { draft, setDraft, apply } = useAddressForm(filters, (draft) => auditPath({ ...draft, page: 1 }));
  return (
    <form class="filters" onSubmit={apply} aria-label="Filter the audit log">
      <SelectField
        id="audit-level"
        label="Level"
        values={Object.values(AuditLogEntryLevelEnum)}
        empty="All levels"
        value={draft.level}
        onChange={(level) => setDraft({ ...draft, level })}
      />
      <TextField
        id="audit-trigger"
        label="Trigger id"
        wide
        pattern="trg_[0-9A-Za-z]{24}"
        title="A trigger id: trg_ followed by 24 letters or digits"
        spellcheck={false}
        value={draft.trigger}
        onInput={(value) => setDraft({ ...draft, trigger: value.trim() })}
      />
      <PageSizeField
        id="audit-limit"
        sizes={PAGE_SIZES}
        value={draft.limit}
        onChange={(limit) => setDraft({ ...draft, limit })}
      />
      <button type="submit" class="primary">
        Apply
      </button>
    </form>
  );
}
