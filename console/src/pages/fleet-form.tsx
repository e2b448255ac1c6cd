// The form of a fleet, for creating one (POST /v1/fleets) and changing one
// (PATCH /v1/fleets/{id}): its name, description and the sync strategy its devices follow, with
// the interval (10 to 86,400 s) that only the periodic strategy uses. The fleet's metadata is
// kept as it is (the form does not edit it).
import { useState } from 'preact/hooks';
import { TextAreaField, TextField } from '../components/fields.js';
import { ProblemNotice } from '../components/status.js';
import {
  SyncStrategyFields,
  syncIntervalOf,
  syncStrategyDraftOf,
  type SyncStrategyDraft,
} from '../components/sync-strategy-fields.js';
import { SyncStrategy, type Fleet } from '../sdk.js';
import { useAction } from '../use-action.js';

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
  const { busy, problem, run } = useAction();
  const submit = (event: Event) => {
    event.preventDefault();
    const description = draft.description.trim();
    void run(() =>
      onSubmit({
        name: draft.name.trim(),
        description: description === '' ? null : description,
        syncStrategy: draft.syncStrategy,
        syncIntervalSeconds: syncIntervalOf(draft),
      }),
    );
  };
  return (
    <form class="form" onSubmit={submit} aria-label="Fleet">
      {problem && <ProblemNotice problem={problem} doing="save the fleet" />}
      <TextField
        id="fleet-name"
        label="Name"
        required
        maxLength={100}
        pattern=".*\S.*"
        title="A name with at least one letter or digit"
        value={draft.name}
        onInput={(value) => setDraft({ ...draft, name: value })}
      />
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
      <div>
        <button type="submit" class="primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
