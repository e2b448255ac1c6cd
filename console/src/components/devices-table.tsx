// Devices as rows: name, type, status, last heartbeat and sync, and memories held and waiting to
// sync; and the status shown as a badge, which pages of one device use too.
import { DEVICE_STATUS_LABELS, DEVICE_TYPE_LABELS } from '../device-labels.js';
import { formatTime } from '../format.js';
import { pathOf } from '../router.js';
import type { DeviceListItem, DeviceStatus } from '../sdk.js';
import { Link } from './link.js';
import { RecordsTable } from './records-table.js';

export function DeviceStatusBadge({ status }: { status: DeviceStatus }) {
  return <span class={`badge badge-${status.toLowerCase()}`}>{DEVICE_STATUS_LABELS[status]}</span>;
}

interface DevicesTableProps {
  items: DeviceListItem[];
  /** The names of the account's fleets by id, for a Fleet column (left out when not given). */
  fleetNames?: Map<string, string>;
}

export function DevicesTable({ items, fleetNames }: DevicesTableProps) {
  const columns = ['Name', 'Type', 'Status', 'Last heartbeat', 'Last sync', 'Memories', 'Waiting to sync'];
  if (fleetNames) columns.push('Fleet');
  return (
    <RecordsTable columns={columns}>
      {items.map((device) => (
        <tr key={device.id}>
          <td class="record-main" data-label="Name">
            <Link href={pathOf(`/devices/${device.id}`)}>{device.name}</Link>
          </td>
          <td data-label="Type">{DEVICE_TYPE_LABELS[device.type]}</td>
          <td data-label="Status">
            <DeviceStatusBadge status={device.status} />
          </td>
          <td data-label="Last heartbeat">{device.lastHeartbeatAt ? formatTime(device.lastHeartbeatAt) : 'Never'}</td>
          <td data-label="Last sync">{device.lastSyncAt ? formatTime(device.lastSyncAt) : 'Never'}</td>
          <td data-label="Memories">{device.memoriesCount.toLocaleString('en')}</td>
          <td data-label="Waiting to sync">{device.syncPendingCount.toLocaleString('en')}</td>
          {fleetNames && (
            <td data-label="Fleet">
              {device.fleetId ? (
                <Link href={pathOf(`/fleets/${device.fleetId}`)}>
                  {fleetNames.get(device.fleetId) ?? device.fleetId}
                </Link>
              ) : (
                'None'
              )}
            </td>
          )}
        </tr>
      ))}
    </RecordsTable>
  );
}
