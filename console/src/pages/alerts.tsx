// The account's alerts, newest first, page by page (GET /v1/alerts), filtered by status, type,
// fleet and device, each active one with Resolve (PATCH /v1/alerts/{id}/resolve) after
// confirming; the list loads again to show it resolved. The filters live in the address.
import { DevicesNav } from '../components/devices-nav.js';
import { AlertsTable } from '../components/alerts-table.js';
import { SelectField, TextField, oneOf } from '../components/fields.js';
import { FleetSelect, useFleets } from '../components/fleet-select.js';
import { ListResults } from '../components/list-results.js';
import { pageOf, pageParam } from '../components/pager.js';
import { ALERT_STATUS_LABELS, ALERT_TYPE_LABELS } from '../device-labels.js';
import { pathOf } from '../router.js';
import { AlertStatus, AlertType, type FleetListItem } from '../sdk.js';
import type { Api } from '../session.js';
import { useAddressForm } from '../use-address-form.js';
import { useLoad } from '../use-load.js';

const PAGE_SIZE = 20;
/** An id as the contract takes one (FleetIdInput, DeviceIdInput); anything else in the address is ignored. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

interface AlertFilters {
  status: AlertStatus | '';
  type: AlertType | '';
  fleet: string;
  device: string;
  page: number;
}

function filtersOf(query: URLSearchParams): AlertFilters {
  const fleet = query.get('fleet') ?? '';
  const device = query.get('device') ?? '';
  return {
    status: oneOf(AlertStatus, query.get('status')) ?? '',
    type: oneOf(AlertType, query.get('type')) ?? '',
    fleet: ID.test(fleet) ? fleet : '',
    device: ID.test(device) ? device : '',
    page: pageOf(query),
  };
}

function alertsPath(filters: AlertFilters): string {
  return pathOf('/alerts', {
    status: filters.status,
    type: filters.type,
    fleet: filters.fleet,
    device: filters.device,
    page: pageParam(filters.page),
  });
}

export function AlertList({ api, query }: { api: Api; query: URLSearchParams }) {
  const filters = filtersOf(query);
  const fleets = useFleets(api);
  const [loaded, reload] = useLoad(
    () =>
      api.alerts.listAlerts({
        page: filters.page,
        pageSize: PAGE_SIZE,
        status: filters.status || undefined,
        type: filters.type || undefined,
        fleetId: filters.fleet || undefined,
        deviceId: filters.device || undefined,
      }),
    [api, filters.page, filters.status, filters.type, filters.fleet, filters.device],
  );
  const filtered = filters.status || filters.type || filters.fleet || filters.device;
  return (
    <>
      <h1>Alerts</h1>
      <DevicesNav current="alerts" />
      <AlertFilterForm filters={filters} fleets={fleets} />
      <ListResults
        loaded={loaded}
        what="alerts"
        doing="load the alerts"
        id="alert-results"
        heading="Alerts"
        page={filters.page}
        pageSize={PAGE_SIZE}
        to={(page) => alertsPath({ ...filters, page })}
        one="alert"
        many="alerts"
        empty={
          filtered ? (
            <p>No alerts match these filters.</p>
          ) : (
            <p>
              No alerts. The service raises one when a device stops sending heartbeats, reports a low battery, full
              storage or a high error rate, or a sync fails.
            </p>
          )
        }
      >
        {(items) => <AlertsTable api={api} items={items} onResolved={reload} />}
      </ListResults>
    </>
  );
}

function AlertFilterForm({ filters, fleets }: { filters: AlertFilters; fleets: FleetListItem[] | null }) {
  const { draft, setDraft, apply } = useAddressForm(filters, (draft) => alertsPath({ ...draft, page: 1 }));
  return (
    <form class="filters" onSubmit={apply} aria-label="Filter alerts">
      <SelectField
        id="alerts-status"
        label="Status"
        values={Object.values(AlertStatus)}
        labels={ALERT_STATUS_LABELS}
        empty="Any status"
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status })}
      />
      <SelectField
        id="alerts-type"
        label="Type"
        values={Object.values(AlertType)}
        labels={ALERT_TYPE_LABELS}
        empty="Any type"
        value={draft.type}
        onChange={(type) => setDraft({ ...draft, type })}
      />
      <FleetSelect
        id="alerts-fleet"
        label="Fleet"
        fleets={fleets}
        empty="Any fleet"
        value={draft.fleet}
        onChange={(fleet) => setDraft({ ...draft, fleet })}
      />
      <TextField
        id="alerts-device"
        label="Device id"
        pattern="[A-Za-z0-9_\-]{1,128}"
        title="A device id: letters, digits, _ or -"
        spellcheck={false}
        value={draft.device}
        onInput={(value) => setDraft({ ...draft, device: value.trim() })}
      />
      <button type="submit" class="primary">
        Apply
      </button>
    </form>
  );
}
