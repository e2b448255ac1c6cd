// The account's fleets, page by page (GET /v1/fleets), each with its devices and how many are
// online and offline; and the page that creates one (POST /v1/fleets) with the fleet form.
import { DevicesNav } from '../components/devices-nav.js';
import { Link } from '../components/link.js';
import { ListResults } from '../components/list-results.js';
import { pageOf, pageParam } from '../components/pager.js';
import { RecordsTable } from '../components/records-table.js';
import { Success } from '../components/status.js';
import { syncStrategyText } from '../device-labels.js';
import { formatTime } from '../format.js';
import { navigate, pathOf } from '../router.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';
import { FleetForm, NEW_FLEET } from './fleet-form.js';

const PAGE_SIZE = 20;

export function FleetList({ api, query }: { api: Api; query: URLSearchParams }) {
  const page = pageOf(query);
  const [loaded] = useLoad(() => api.fleets.listFleets({ page, pageSize: PAGE_SIZE }), [api, page]);
  return (
    <>
      <h1>Fleets</h1>
      <DevicesNav current="fleets" />
      {query.get('notice') === 'deleted' && <Success>The fleet was deleted; its devices are now in no fleet.</Success>}
      <p>
        <Link class="button primary" href={pathOf('/fleets/new')}>
          New fleet
        </Link>
      </p>
      <ListResults
        loaded={loaded}
        what="fleets"
        doing="load the fleets"
        id="fleet-results"
        heading="Fleets"
        page={page}
        pageSize={PAGE_SIZE}
        to={(target) => pathOf('/fleets', { page: pageParam(target) })}
        one="fleet"
        many="fleets"
        empty={<p>No fleets yet. A fleet groups devices that share a sync strategy.</p>}
      >
        {(items) => (
          <RecordsTable columns={['Name', 'Devices', 'Online', 'Offline', 'Sync', 'Created']}>
            {items.map((fleet) => (
              <tr key={fleet.id}>
                <td class="record-main" data-label="Name">
                  <Link href={pathOf(`/fleets/${fleet.id}`)}>{fleet.name}</Link>
                </td>
                <td data-label="Devices">{fleet.deviceCount.toLocaleString('en')}</td>
                <td data-label="Online">{fleet.onlineCount.toLocaleString('en')}</td>
                <td data-label="Offline">{fleet.offlineCount.toLocaleString('en')}</td>
                <td data-label="Sync">{syncStrategyText(fleet.syncStrategy, fleet.syncIntervalSeconds)}</td>
                <td data-label="Created">{formatTime(fleet.createdAt)}</td>
              </tr>
            ))}
          </RecordsTable>
        )}
      </ListResults>
    </>
  );
}

export function NewFleet({ api }: { api: Api }) {
  return (
    <>
      <p class="breadcrumb">
        <Link href={pathOf('/fleets')}>← Fleets</Link>
      </p>
      <h1>New fleet</h1>
      <FleetForm
        initial={NEW_FLEET}
        submitLabel="Create fleet"
        onSubmit={async ({ description, ...fields }) => {
          const created = await api.fleets.createFleet({
            createFleetRequest: { ...fields, description: description ?? undefined },
          });
          navigate(pathOf(`/fleets/${created.id}`), { replace: true });
        }}
      />
    </>
  );
}
