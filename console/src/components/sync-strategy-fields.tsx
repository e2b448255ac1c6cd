// The sync strategy fields a fleet's form and a device's settings share: a select of the
// contract's strategies and, for the periodic one only, its interval (10 to 86,400 s). The draft
// keeps the interval as typed; syncIntervalOf reads it back for a request.
import { SYNC_STRATEGY_LABELS } from '../device-labels.js';
import { SyncStrategy } from '../sdk.js';
import { NumberField, SelectField } from './fields.js';

/** The interval the field offers until one is set. */
const DEFAULT_INTERVAL_SECONDS = 300;

export interface SyncStrategyDraft {
  syncStrategy: SyncStrategy;
  /** As typed in the field. */
  syncIntervalSeconds: string;
}

/** The draft of a strategy and its interval, as a fleet or a device has them. */
export function syncStrategyDraftOf(syncStrategy: SyncStrategy, syncIntervalSeconds: number | null): SyncStrategyDraft {
  return { syncStrategy, syncIntervalSeconds: String(syncIntervalSeconds ?? DEFAULT_INTERVAL_SECONDS) };
}

/** The interval a request sends: only the periodic strategy has one. */
export function syncIntervalOf(draft: SyncStrategyDraft): number | undefined {
  return draft.syncStrategy === SyncStrategy.Periodic ? Number(draft.syncIntervalSeconds) : undefined;
}

interface SyncStrategyFieldsProps {
  /** The start of the fields' ids, unique in the page: `${idPrefix}-strategy`, `${idPrefix}-interval`. */
  idPrefix: string;
  value: SyncStrategyDraft;
  onChange: (value: SyncStrategyDraft) => void;
}

export function SyncStrategyFields({ idPrefix, value, onChange }: SyncStrategyFieldsProps) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-strategy`}
        label="Sync strategy"
        values={Object.values(SyncStrategy)}
        labels={SYNC_STRATEGY_LABELS}
        value={value.syncStrategy}
        onChange={(syncStrategy) => syncStrategy && onChange({ ...value, syncStrategy })}
      />
      {value.syncStrategy === SyncStrategy.Periodic && (
        <NumberField
          id={`${idPrefix}-interval`}
          label="Every seconds (10 to 86,400)"
          required
          min={10}
          max={86400}
          step={1}
          value={value.syncIntervalSeconds}
          onInput={(input) => onChange({ ...value, syncIntervalSeconds: input.value })}
        />
      )}
    </>
  );
}
