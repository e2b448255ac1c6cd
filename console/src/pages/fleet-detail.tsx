// One fleet (GET /v1/fleets/{id}): its dashboard's figures (GET /v1/fleets/{id}/dashboard:
// devices by status and type, sync activity over 24 hours, memory in use), its devices page by
// page with status and last heartbeat (GET /v1/devices?fleet_id), its alerts with Resolve
// (GET /v1/alerts?fleet_id), its settings in the fleet form (PATCH /v1/fleets/{id}), and deleting
// it (DELETE /v1/fleets/{id}) after confirming.
import { useState } from 'preact/hooks';
import { AlertsTable } from '../components/alerts-table.js';
import { DeleteSection } from '../components/delete-section.js';
import { DevicesTable } from '../components/devices-table.js';
import { Link } from '../components/link.js';
import { ListResults } from '../components/list-results.js';
import { Success, WhenLoaded } from '../components/status.js';
import { DEVICE_STATUS_LABELS, DEVICE_TYPE_LABELS, syncStrategyText } from '../device-labels.js';
import { formatCount, formatTime } from '../format.js';
import { pathOf } from '../router.js';
import type { DeviceStatus, DeviceType, Fleet } from '../sdk.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';
import { FleetForm, fleetDraftOf } from './fleet-form.js';

const PAGE_SIZE = 10;

export function FleetDetail({ api, id }: { api: Api; id: string }) {
  const [loaded, reload] = useLoad(() => api.fleets.getFleet({ fleetId: id }), [api, id]);
  // the service's answer to the last change, which the form starts from again
  const [saved, setSaved] = useState<{ count: number; fleet: Fleet | null }>({ count: 0, fleet: null });
  return (
    <>
      <p class="breadcrumb">
        <Link href={pathOf('/fleets')}>← Fleets</Link>
      </p>
      <h1>Fleet</h1>
      <WhenLoaded loaded={loaded} what="the fleet" doing="load this fleet">
        {(fleet, refreshing) => (
          <div class="detail" aria-busy={refreshing}>
            <section class="card" aria-labelledby="fleet-summary">
              <h2 id="fleet-summary" class="record-main">
                {fleet.name}
              </h2>
              {fleet.description && <p class="record-main">{fleet.description}</p>}
              <dl class="facts">
                <dt>Id</dt>
                <dd>
                  <code>{fleet.id}</code>
                </dd>
                <dt>Sync</dt>
                <dd>{syncStrategyText(fleet.syncStrategy, fleet.syncIntervalSeconds)}</dd>
                {Object.keys(fleet.metadata).length > 0 && (
                  <>
                    <dt>Metadata</dt>
                    <dd>
                      <code>{JSON.stringify(fleet.metadata)}</code>
                    </dd>
                  </>
                )}
                <dt>Created</dt>
                <dd>{formatTime(fleet.createdAt)}</dd>
              </dl>
            </section>
            <Dashboard api={api} id={id} />
            <FleetDevices api={api} id={id} />
            <FleetAlerts api={api} id={id} />
            <section class="card" aria-labelledby="fleet-edit">
              <h2 id="fleet-edit">Settings</h2>
              {saved.count > 0 && <Success>The fleet was saved.</Success>}
              <FleetForm
                key={saved.count}
                initial={fleetDraftOf(saved.fleet ?? fleet)}
                submitLabel="Save changes"
                onSubmit={async (fields) => {
                  const changed = await api.fleets.updateFleet({ fleetId: id, updateFleetRequest: fields });
                  setSaved(({ count }) => ({ count: count + 1, fleet: changed }));
                  reload();
                }}
              />
            </section>
            <DeleteSection
              what="fleet"
              onDelete={() => api.fleets.deleteFleet({ fleetId: id })}
              then={pathOf('/fleets', { notice: 'deleted' })}
            >
              <p>
                The fleet <strong>{fleet.name}</strong> is deleted; its devices (
                {fleet.deviceCount.toLocaleString('en')}) stay registered, in no fleet. This cannot be undone.
              </p>
            </DeleteSection>
          </div>
        )}
      </WhenLoaded>
    </>
  );
}

/** "Robot 10, IoT gateway 2", from a count by key (the dashboard leaves out zero counts). */
function breakdown<T extends string>(counts: Record<string, number>, labels: Record<T, string>): string {
  const entries = Object.entries(counts).filter(([, count]) => count > 0);
  return entries.map(([key, count]) => `${labels[key as T] ?? key} ${count.toLocaleString('en')}`).join(', ') || '—';
}

function Dashboard({ api, id }: { api: Api; id: string }) {
  const [loaded] = useLoad(() => api.fleets.getFleetDashboard({ fleetId: id }), [api, id]);
  return (
    <section class="card" aria-labelledby="fleet-dashboard">
      <h2 id="fleet-dashboard">Dashboard</h2>
      <WhenLoaded loaded={loaded} what="the dashboard" doing="load the dashboard">
        {(dashboard) => (
          <>
            <p class="figure">{formatCount(dashboard.deviceCount, 'device', 'devices')}</p>
            <dl class="facts">
              <dt>Online</dt>
              <dd>{dashboard.onlineCount.toLocaleString('en')}</dd>
              <dt>Offline</dt>
              <dd>{dashboard.offlineCount.toLocaleString('en')}</dd>
              <dt>By status</dt>
              <dd>{breakdown<DeviceStatus>(dashboard.devicesByStatus, DEVICE_STATUS_LABELS)}</dd>
              <dt>By type</dt>
              <dd>{breakdown<DeviceType>(dashboard.devicesByType, DEVICE_TYPE_LABELS)}</dd>
              <dt>Memories synced (24 h)</dt>
              <dd>{dashboard.memoriesSynced24h.toLocaleString('en')}</dd>
              <dt>Sync errors (24 h)</dt>
              <dd>{dashboard.syncErrors24h.toLocaleString('en')}</dd>
              <dt>Average sync time</dt>
              <dd>{dashboard.avgSyncLatencyMs.toFixed(0)} ms</dd>
              <dt>Memory in use</dt>
              <dd>{dashboard.totalMemoryUsageMb.toLocaleString('en', { maximumFractionDigits: 1 })} MB</dd>
            </dl>
            <p class="hint">
              Memory in use sums each device's last reported share of its memory; the sync figures count the jobs of the
              last 24 hours.
            </p>
          </>
        )}
      </WhenLoaded>
    </section>
  );
}

function FleetDevices({ api, id }: { api: Api; id: string }) {
  const [page, setPage] = useState(1);
  const [loaded] = useLoad(() => api.devices.listDevices({ fleetId: id, page, pageSize: PAGE_SIZE }), [api, id, page]);
  return (
    <section class="card" aria-labelledby="fleet-devices">
      <h2 id="fleet-devices">Devices</h2>
      <ListResults
        loaded={loaded}
        what="the devices"
        doing="load the fleet's devices"
        id="fleet-device-results"
        heading="Devices of the fleet"
        page={page}
        pageSize={PAGE_SIZE}
        to={{ show: setPage }}
        one="device"
        many="devices"
        empty={<p>No devices in this fleet. A device joins it when registered with its id, or moved to it.</p>}
      >
        {(items) => <DevicesTable items={items} />}
      </ListResults>
    </section>
  );
}

function FleetAlerts({ api, id }: { api: Api; id: string }) {
  const [page, setPage] = useState(1);
  const [loaded, reload] = useLoad(
    () => api.alerts.listAlerts({ fleetId: id, page, pageSize: PAGE_SIZE }),
    [api, id, page],
  );
  return (
    <section class="card" aria-labelledby="fleet-alerts">
      <h2 id="fleet-alerts">Alerts</h2>
      <ListResults
        loaded={loaded}
        what="the alerts"
        doing="load the fleet's alerts"
        id="fleet-alert-results"
        heading="Alerts of the fleet"
        page={page}
        pageSize={PAGE_SIZE}
        to={{ show: setPage }}
        one="alert"
        many="alerts"
        empty={<p>No alerts for this fleet's devices.</p>}
      >
        {(items) => <AlertsTable api={api} items={items} onResolved={reload} />}
      </ListResults>
      <p class="hint">
        <Link href={pathOf('/alerts', { fleet: id })}>All alerts of this fleet, with filters</Link>
      </p>
    </section>
  );
}
