// The card at the end of a detail page that deletes its record: a button, a dialog that says what
// is lost and asks first, and the service's refusal when the delete fails. Once deleted, the list
// takes the page's place in the history, so back does not return to a record that is gone.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { navigate } from '../router.js';
import { useAction } from '../use-action.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { ProblemNotice } from './status.js';

interface DeleteSectionProps {
  /** What is deleted, in words ("trigger"); also the start of the heading's id. */
  what: string;
  /** The dialog's words: what is lost. */
  children: ComponentChildren;
  onDelete: () => Promise<void>;
  /** The address shown after the delete. */
  then: string;
}

export function DeleteSection({ what, children, onDelete, then }: DeleteSectionProps) {
  const [asking, setAsking] = useState(false);
  const { busy, problem, run } = useAction();
  const remove = () => {
    setAsking(false);
    void run(async () => {
      await onDelete();
      navigate(then, { replace: true });
    });
  };
  return (
    <section class="card" aria-labelledby={`${what}-delete`}>
      <h2 id={`${what}-delete`}>Delete</h2>
      {problem && <ProblemNotice problem={problem} doing={`delete the ${what}`} />}
      <button type="button" class="danger" disabled={busy} onClick={() => setAsking(true)}>
        Delete {what}…
      </button>
      {asking && (
        <ConfirmDialog
          title={`Delete this ${what}?`}
          confirmLabel="Delete"
          onConfirm={remove}
          onCancel={() => setAsking(false)}
        >
          {children}
        </ConfirmDialog>
      )}
    </section>
  );
}
