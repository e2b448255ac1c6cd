// The settings of a device a person changes (PATCH /v1/devices/{id}): its name, its fleet (or
// none), its status (MAINTENANCE while it is serviced) and its sync strategy, with the interval
// (10 to 86,400 s) that only the periodic strategy uses.
import { useState } from 'preact/hooks';
import { NameField, SelectField } from '../components/fields.js';
import { FleetSelect } from '../components/fleet-select.js';
import { RecordForm } from '../components/record-form.js';
import {
  SyncStrategyFields,
  syncIntervalOf,
  syncStrategyDraftOf,
  type SyncStrategyDraft,
} from '../components/sync-strategy-fields.js';
import { DEVICE_STATUS_LABELS } from '../device-labels.js';
import { DeviceStatus, type Device, type FleetListItem, type UpdateDeviceRequest } from '../sdk.js';

interface DeviceDraft extends SyncStrategyDraft {
  name: string;
  fleetId: string;
  status: DeviceStatus;
}

function draftOf(device: Device): DeviceDraft {
  return {
    name: device.name,
    fleetId: device.fleetId ?? '',
    status: device.status,
    ...syncStrategyDraftOf(device.syncStrategy, device.syncIntervalSeconds),
  };
}

interface DeviceFormProps {
  device: Device;
  fleets: FleetListItem[] | null;
  /** Saves the changes; the problem of a refusal is shown above the form. */
  onSubmit: (changes: UpdateDeviceRequest) => Promise<void>;
}

export function DeviceForm({ device, fleets, onSubmit }: DeviceFormProps) {
  const [draft, setDraft] = useState(() => draftOf(device));
  const submit = () =>
    onSubmit({
      name: draft.name.trim(),
      fleetId: draft.fleetId === '' ? null : draft.fleetId,
      status: draft.status,
      syncStrategy: draft.syncStrategy,
      syncIntervalSeconds: syncIntervalOf(draft),
    });
  return (
    <RecordForm label="Device" doing="save the device" submitLabel="Save changes" onSubmit={submit}>
      <NameField id="device-name" maxLength={100} value={draft.name} onInput={(name) => setDraft({ ...draft, name })} />
      <div class="filters">
        <FleetSelect
          id="device-fleet"
          label="Fleet"
          fleets={fleets}
          empty="No fleet"
          value={draft.fleetId}
          onChange={(fleetId) => setDraft({ ...draft, fleetId })}
        />
        <SelectField
          id="device-status"
          label="Status"
          values={Object.values(DeviceStatus)}
          labels={DEVICE_STATUS_LABELS}
          value={draft.status}
          onChange={(status) => status && setDraft({ ...draft, status })}
        />
        <SyncStrategyFields
          idPrefix="device"
          value={draft}
          onChange={(strategy) => setDraft({ ...draft, ...strategy })}
        />
      </div>
      <p class="hint">
        A device in maintenance stays so until its status is changed; an offline one comes online with its next
        heartbeat.
      </p>
    </RecordForm>
  );
}
