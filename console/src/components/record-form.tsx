// The form of a record a person creates or changes (a fleet, a device's settings, a trigger, a
// webhook): its fields, then its one submit button, disabled while the record is being saved;
// the service's refusal is shown above the fields, in words with its code.
import type { ComponentChildren } from 'preact';
import { useAction } from '../use-action.js';
import { ProblemNotice } from './status.js';

interface RecordFormProps {
  /** The form's accessible name ("Fleet"). */
  label: string;
  /** A class of the form's own, besides `form`. */
  class?: string;
  /** What a refusal failed to do, after "Could not" ("save the fleet"). */
  doing: string;
  submitLabel: string;
  /** False while the fields cannot be sent: the button is disabled and Enter sends nothing. */
  ready?: boolean;
  /** Sends the fields; what it throws is shown above them. */
  onSubmit: () => Promise<void>;
  children: ComponentChildren;
}

export function RecordForm(props: RecordFormProps) {
  const { label, class: ownClass, doing, submitLabel, ready = true, onSubmit, children } = props;
  const { busy, problem, run } = useAction();
  const submit = (event: Event) => {
    event.preventDefault();
    if (ready) void run(onSubmit);
  };
  return (
    <form class={ownClass ? `form ${ownClass}` : 'form'} onSubmit={submit} aria-label={label}>
      {problem && <ProblemNotice problem={problem} doing={doing} />}
      {children}
      <div>
        <button type="submit" class="primary" disabled={busy || !ready}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
