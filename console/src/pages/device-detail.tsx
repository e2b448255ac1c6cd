// One device (GET /v1/devices/{id}): its status, last heartbeat and sync, what it holds and can
// do; its alerts with Resolve (GET /v1/alerts?device_id); its sync jobs (see device-sync.tsx);
// its settings (PATCH /v1/devices/{id}); and deleting it (DELETE /v1/devices/{id}) after
// confirming.
import { useState } from 'preact/hooks';
import { AlertsTable } from '../components/alerts-table.js';
import { DeleteSection } from '../components/delete-section.js';
import { DeviceStatusBadge } from '../components/devices-table.js';
import { fleetNamesOf, useFleets } from '../components/fleet-select.js';
import { Link } from '../components/link.js';
import { ListResults } from '../components/list-results.js';
import { Success, WhenLoaded } from '../components/status.js';
import { DEVICE_TYPE_LABELS, syncStrategyText } from '../device-labels.js';
import { formatTime } from '../format.js';
import { pathOf } from '../router.js';
import type { Device, DeviceCapabilities } from '../sdk.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';
import { DeviceForm } from './device-form.js';
import { DeviceSync } from './device-sync.js';

const ALERTS_PAGE_SIZE = 10;
/** The capabilities the contract types, under both the wire's and the SDK's names. */
const TYPED_CAPABILITIES = new Set([
  'memory_mb',
  'storage_gb',
  'has_gpu',
  'max_vectors',
  'memoryMb',
  'storageGb',
  'hasGpu',
  'maxVectors',
]);

interface DeviceDetailProps {
  api: Api;
  id: string;
  query: URLSearchParams;
}

export function DeviceDetail({ api, id, query }: DeviceDetailProps) {
  const [loaded, reload] = useLoad(() => api.devices.getDevice({ deviceId: id }), [api, id]);
  const fleets = useFleets(api);
  // the service's answer to the last change, which the form starts from again
  const [saved, setSaved] = useState<{ count: number; device: Device | null }>({ count: 0, device: null });
  return (
    <>
      <p class="breadcrumb">
        <Link href={pathOf('/devices')}>← Devices</Link>
      </p>
      <h1>Device</h1>
      <WhenLoaded loaded={loaded} what="the device" doing="load this device">
        {(device, refreshing) => (
          <div class="detail" aria-busy={refreshing}>
            <Summary
              device={device}
              fleetName={device.fleetId ? fleetNamesOf(fleets).get(device.fleetId) : undefined}
            />
            <DeviceAlerts api={api} id={id} />
            <DeviceSync api={api} id={id} status={device.status} initialJob={query.get('job') ?? ''} />
            <section class="card" aria-labelledby="device-edit">
              <h2 id="device-edit">Settings</h2>
              {saved.count > 0 && <Success>The device was saved.</Success>}
              <DeviceForm
                key={saved.count}
                device={saved.device ?? device}
                fleets={fleets}
                onSubmit={async (changes) => {
                  const changed = await api.devices.updateDevice({ deviceId: id, updateDeviceRequest: changes });
                  setSaved(({ count }) => ({ count: count + 1, device: changed }));
                  reload();
                }}
              />
            </section>
            <DeleteSection
              what="device"
              onDelete={() => api.devices.deleteDevice({ deviceId: id })}
              then={pathOf('/devices', { notice: 'deleted' })}
            >
              <p>
                The device <strong>{device.name}</strong> is deleted and its token stops working; its sync jobs and
                alerts are deleted with it. The memories it synced stay in the account. This cannot be undone.
              </p>
            </DeleteSection>
          </div>
        )}
      </WhenLoaded>
    </>
  );
}

function Summary({ device, fleetName }: { device: Device; fleetName: string | undefined }) {
  return (
    <section class="card" aria-labelledby="device-summary">
      <h2 id="device-summary" class="record-main">
        {device.name}
      </h2>
      <dl class="facts">
        <dt>Status</dt>
        <dd>
          <DeviceStatusBadge status={device.status} />
        </dd>
        <dt>Last heartbeat</dt>
        <dd>{device.lastHeartbeatAt ? formatTime(device.lastHeartbeatAt) : 'Never'}</dd>
        <dt>Up for</dt>
        <dd>{device.uptimeSeconds === null ? '—' : `${device.uptimeSeconds.toLocaleString('en')} s`}</dd>
        <dt>Last sync</dt>
        <dd>{device.lastSyncAt ? formatTime(device.lastSyncAt) : 'Never'}</dd>
        <dt>Memories</dt>
        <dd>
          {device.memoriesCount.toLocaleString('en')} on the device, {device.syncPendingCount.toLocaleString('en')}{' '}
          waiting to sync
        </dd>
        <dt>Type</dt>
        <dd>{DEVICE_TYPE_LABELS[device.type]}</dd>
        <dt>Fleet</dt>
        <dd>
          {device.fleetId ? (
            <Link href={pathOf(`/fleets/${device.fleetId}`)}>{fleetName ?? device.fleetId}</Link>
          ) : (
            'None'
          )}
        </dd>
        <dt>Sync</dt>
        <dd>{syncStrategyText(device.syncStrategy, device.syncIntervalSeconds)}</dd>
        <dt>Capabilities</dt>
        <dd>{capabilitiesText(device.capabilities)}</dd>
        {Object.keys(device.metadata).length > 0 && (
          <>
            <dt>Metadata</dt>
            <dd>
              <code>{JSON.stringify(device.metadata)}</code>
            </dd>
          </>
        )}
        <dt>Id</dt>
        <dd>
          <code>{device.id}</code>
        </dd>
        <dt>Registered</dt>
        <dd>{formatTime(device.createdAt)}</dd>
      </dl>
    </section>
  );
}

/** "4,096 MB memory, 64 GB storage, GPU, up to 100,000 vectors, lidar: true". */
function capabilitiesText(capabilities: DeviceCapabilities): string {
  const parts: string[] = [];
  if (capabilities.memoryMb !== undefined) parts.push(`${capabilities.memoryMb.toLocaleString('en')} MB memory`);
  if (capabilities.storageGb !== undefined) parts.push(`${capabilities.storageGb.toLocaleString('en')} GB storage`);
  if (capabilities.hasGpu !== undefined) parts.push(capabilities.hasGpu ? 'GPU' : 'no GPU');
  if (capabilities.maxVectors !== undefined)
    parts.push(`up to ${capabilities.maxVectors.toLocaleString('en')} vectors`);
  for (const [key, value] of Object.entries(capabilities)) {
    if (!TYPED_CAPABILITIES.has(key)) parts.push(`${key}: ${JSON.stringify(value)}`);
  }
  return parts.join(', ') || 'None reported';
}

function DeviceAlerts({ api, id }: { api: Api; id: string }) {
  const [page, setPage] = useState(1);
  const [loaded, reload] = useLoad(
    () => api.alerts.listAlerts({ deviceId: id, page, pageSize: ALERTS_PAGE_SIZE }),
    [api, id, page],
  );
  return (
    <section class="card" aria-labelledby="device-alerts">
      <h2 id="device-alerts">Alerts</h2>
      <ListResults
        loaded={loaded}
        what="the alerts"
        doing="load the device's alerts"
        id="device-alert-results"
        heading="Alerts of the device"
        page={page}
        pageSize={ALERTS_PAGE_SIZE}
        to={{ show: setPage }}
        one="alert"
        many="alerts"
        empty={<p>No alerts for this device.</p>}
      >
        {(items) => <AlertsTable api={api} items={items} withDevice={false} onResolved={reload} />}
      </ListResults>
    </section>
  );
}
