// The form of a fleet, for creating one (POST /v1/fleets) and changing one
// (PATCH /v1/fleets/{id}): its name, description and the sync strategy its devices follow, with
// the interval (10 to 86,400 s) that only the periodic strategy uses. The fleet's metadata is
// kept as it is (the form does not edit it).
import { useState } from 'preact/hooks';
import { NameField, TextAreaField } from '../components/fields.js';
import { RecordForm } from '../components/record-form.js';
import {
  SyncStrategyFields,
  syncIntervalOf,
  syncStrategyDraftOf,
  type SyncStrategyDraft,
} from '../components/sync-strategy-fields.js';
import { SyncStrategy, type Fleet } from '../sdk.js';

export interface FleetDraft extends SyncStrategyDraft {
  name: string;
  description: string;
}

export interface FleetFields {
  name: string;
  /** null when the description is empty. */
  description: string | null;
  syncStrategy: SyncStrategy;
  /** Only for the periodic strategy. */
  syncIntervalSeconds: number | undefined;
}

export const NEW_FLEET: FleetDraft = {
  name: '',
  description: '',
  ...syncStrategyDraftOf(SyncStrategy.Intelligent, null),
};

export function fleetDraftOf(fleet: Fleet): FleetDraft {
  return {
    name: fleet.name,
    description: fleet.description ?? '',
    ...syncStrategyDraftOf(fleet.syncStrategy, fleet.syncIntervalSeconds),
  };
}

interface FleetFormProps {
  initial: FleetDraft;
  submitLabel: string;
  /** Saves the fields; the problem of a refusal is shown above the form. */
  onSubmit: (fields: FleetFields) => Promise<void>;
}

export function FleetForm({ initial, submitLabel, onSubmit }: FleetFormProps) {
  const [draft, setDraft] = useState(initial);
  const submit = () => {
    const description = draft.description.trim();
    return onSubmit({
      name: draft.name.trim(),
      description: description === '' ? null : description,
      syncStrategy: draft.syncStrategy,
      syncIntervalSeconds: syncIntervalOf(draft),
    });
  };
  return (
    <RecordForm label="Fleet" doing="save the fleet" submitLabel={submitLabel} onSubmit={submit}>
      <NameField id="fleet-name" maxLength={100} value={draft.name} onInput={(name) => setDraft({ ...draft, name })} />
      <TextAreaField
        id="fleet-description"
        label="Description (optional)"
        rows={2}
        maxLength={1000}
        value={draft.description}
        onInput={(value) => setDraft({ ...draft, description: value })}
      />
      <div class="filters">
        <SyncStrategyFields
          idPrefix="fleet"
          value={draft}
          onChange={(strategy) => setDraft({ ...draft, ...strategy })}
        />
      </div>
      <p class="hint">Devices of the fleet without a strategy of their own follow the fleet's.</p>
    </RecordForm>
  );
}
