// The form of a fleet, for creating one (POST /v1/fleets) and changing one
// (PATCH /v1/fleets/{id}): its name, description and the sync strategy its devices follow, with
// the interval (10 to 86,400 s) that only the periodic strategy uses. The fleet's metadata is
// kept as it is (the form does not edit it).
import { useState } from 'preact/hooks';
import { Field, NumberField, SelectField } from '../components/fields.js';
import { ProblemNotice } from '../components/status.js';
import { SYNC_STRATEGY_LABELS } from '../device-labels.js';
import { SyncStrategy, type Fleet } from '../sdk.js';
import { useAction } from '../use-action.js';

const DEFAULT_INTERVAL_SECONDS = '300';

export interface FleetDraft {
  name: string;
  description: string;
  syncStrategy: SyncStrategy;
  syncIntervalSeconds: string;
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
  syncStrategy: SyncStrategy.Intelligent,
  syncIntervalSeconds: DEFAULT_INTERVAL_SECONDS,
};

export function fleetDraftOf(fleet: Fleet): FleetDraft {
  return {
    name: fleet.name,
    description: fleet.description ?? '',
    syncStrategy: fleet.syncStrategy,
    syncIntervalSeconds: String(fleet.syncIntervalSeconds ?? DEFAULT_INTERVAL_SECONDS),
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
  const periodic = draft.syncStrategy === SyncStrategy.Periodic;
  const submit = (event: Event) => {
    event.preventDefault();
    const description = draft.description.trim();
    void run(() =>
      onSubmit({
        name: draft.name.trim(),
        description: description === '' ? null : description,
        syncStrategy: draft.syncStrategy,
        syncIntervalSeconds: periodic ? Number(draft.syncIntervalSeconds) : undefined,
      }),
    );
  };
  return (
    <form class="form" onSubmit={submit} aria-label="Fleet">
      {problem && <ProblemNotice problem={problem} doing="save the fleet" />}
      <Field id="fleet-name" label="Name">
        <input
          id="fleet-name"
          required
          maxLength={100}
          pattern=".*\S.*"
          title="A name with at least one letter or digit"
          value={draft.name}
          onInput={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
      </Field>
      <Field id="fleet-description" label="Description (optional)">
        <textarea
          id="fleet-description"
          rows={2}
          maxLength={1000}
          value={draft.description}
          onInput={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
        />
      </Field>
      <div class="filters">
        <SelectField
          id="fleet-strategy"
          label="Sync strategy"
          values={Object.values(SyncStrategy)}
          labels={SYNC_STRATEGY_LABELS}
          value={draft.syncStrategy}
          onChange={(syncStrategy) => syncStrategy && setDraft({ ...draft, syncStrategy })}
        />
        {periodic && (
          <NumberField
            id="fleet-interval"
            label="Every seconds (10 to 86,400)"
            required
            min={10}
            max={86400}
            step={1}
            value={draft.syncIntervalSeconds}
            onInput={(input) => setDraft({ ...draft, syncIntervalSeconds: input.value })}
          />
        )}
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
