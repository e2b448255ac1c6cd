// A select of the account's fleets by name (an account has at most 100, one page of
// GET /v1/fleets), for a filter ("Any fleet") or a device's fleet ("No fleet"). A fleet id the
// list does not hold (not loaded yet, or deleted) stays choosable under its id.
import type { FleetListItem } from '../sdk.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';
import { Field } from './fields.js';

/** The most fleets an account may have, which is also the largest page of the list. */
const MAX_FLEETS = 100;

/** The account's fleets, null until they are loaded (or when they could not be). */
export function useFleets(api: Api): FleetListItem[] | null {
  const [loaded] = useLoad(() => api.fleets.listFleets({ pageSize: MAX_FLEETS }), [api]);
  return loaded.state === 'ready' ? loaded.value.items : null;
}

interface FleetSelectProps {
  id: string;
  label: string;
  /** The fleets, null while they load. */
  fleets: FleetListItem[] | null;
  /** The label of the empty choice. */
  empty: string;
  value: string;
  onChange: (fleetId: string) => void;
}

export function FleetSelect({ id, label, fleets, empty, value, onChange }: FleetSelectProps) {
  const known = fleets ?? [];
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{empty}</option>
        {value !== '' && !known.some((fleet) => fleet.id === value) && <option value={value}>{value}</option>}
        {known.map((fleet) => (
          <option key={fleet.id} value={fleet.id}>
            {fleet.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The names of the fleets by id. */
export function fleetNamesOf(fleets: FleetListItem[] | null): Map<string, string> {
  return new Map((fleets ?? []).map((fleet) => [fleet.id, fleet.name]));
}
