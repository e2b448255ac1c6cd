// The account's devices, page by page (GET /v1/devices), each with its status, last heartbeat
// and sync, filtered by fleet, type and status. The filters live in the address.
import { DevicesNav } from '../components/devices-nav.js';
import { DevicesTable } from '../components/devices-table.js';
import { SelectField, oneOf } from '../components/fields.js';
import { FleetSelect, fleetNamesOf, useFleets } from '../components/fleet-select.js';
import { ListResults } from '../components/list-results.js';
import { pageOf, pageParam } from '../components/pager.js';
import { Success } from '../components/status.js';
import { DEVICE_STATUS_LABELS, DEVICE_TYPE_LABELS } from '../device-labels.js';
import { pathOf } from '../router.js';
import { DeviceStatus, DeviceType, type FleetListItem } from '../sdk.js';
import type { Api } from '../session.js';
import { useAddressForm } from '../use-address-form.js';
import { useLoad } from '../use-load.js';

const PAGE_SIZE = 20;
/** An id as the contract takes one (FleetIdInput); anything else in the address is ignored. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

interface DeviceFilters {
  fleet: string;
  type: DeviceType | '';
  status: DeviceStatus | '';
  page: number;
}

function filtersOf(query: URLSearchParams): DeviceFilters {
  const fleet = query.get('fleet') ?? '';
  return {
    fleet: ID.test(fleet) ? fleet : '',
    type: oneOf(DeviceType, query.get('type')) ?? '',
    status: oneOf(DeviceStatus, query.get('status')) ?? '',
    page: pageOf(query),
  };
}

function devicesPath(filters: DeviceFilters): string {
  return pathOf('/devices', {
    fleet: filters.fleet,
    type: filters.type,
    status: filters.status,
    page: pageParam(filters.page),
  });
}

export function DeviceList({ api, query }: { api: Api; query: URLSearchParams }) {
  const filters = filtersOf(query);
  const fleets = useFleets(api);
  const [loaded] = useLoad(
    () =>
      api.devices.listDevices({
        page: filters.page,
        pageSize: PAGE_SIZE,
        fleetId: filters.fleet || undefined,
        type: filters.type || undefined,
        status: filters.status || undefined,
      }),
    [api, filters.page, filters.fleet, filters.type, filters.status],
  );
  const filtered = filters.fleet || filters.type || filters.status;
  return (
    <>
      <h1>Devices</h1>
      <DevicesNav current="devices" />
      {query.get('notice') === 'deleted' && <Success>The device was deleted.</Success>}
      <DeviceFilterForm filters={filters} fleets={fleets} />
      <ListResults
        loaded={loaded}
        what="devices"
        doing="load the devices"
        id="device-results"
        heading="Devices"
        page={filters.page}
        pageSize={PAGE_SIZE}
        to={(page) => devicesPath({ ...filters, page })}
        one="device"
        many="devices"
        empty={
          filtered ? (
            <p>No devices match these filters.</p>
          ) : (
            <p>
              No devices yet. A device is registered through the API (<code>POST /v1/devices</code>) and reports with
              its own token.
            </p>
          )
        }
      >
        {(items) => <DevicesTable items={items} fleetNames={fleetNamesOf(fleets)} />}
      </ListResults>
    </>
  );
}

function DeviceFilterForm({ filters, fleets }: { filters: DeviceFilters; fleets: FleetListItem[] | null }) {
  const { draft, setDraft, apply } = useAddressForm(filters, (draft) => devicesPath({ ...draft, page: 1 }));
  return (
    <form class="filters" onSubmit={apply} aria-label="Filter devices">
      <FleetSelect
        id="devices-fleet"
        label="Fleet"
        fleets={fleets}
        empty="Any fleet"
        value={draft.fleet}
        onChange={(fleet) => setDraft({ ...draft, fleet })}
      />
      <SelectField
        id="devices-type"
        label="Type"
        values={Object.values(DeviceType)}
        labels={DEVICE_TYPE_LABELS}
        empty="Any type"
        value={draft.type}
        onChange={(type) => setDraft({ ...draft, type })}
      />
      <SelectField
        id="devices-status"
        label="Status"
        values={Object.values(DeviceStatus)}
        labels={DEVICE_STATUS_LABELS}
        empty="Any status"
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status })}
      />
      <button type="submit" class="primary">
        Apply
      </button>
    </form>
  );
}
