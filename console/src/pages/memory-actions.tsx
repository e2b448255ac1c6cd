// The changes an overflow memory can take, each through its operation: set the importance
// (POST /v1/overflow/update-importance), promote (POST /v1/overflow/promote), decay
// (POST /v1/overflow/force-decay) and forget (DELETE /v1/overflow/forget). Decay and forget lower
// or delete, so each asks for confirmation first; after a forget the list of memories is shown.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { ProblemNotice, Success } from '../components/status.js';
import { formatImportance } from '../format.js';
import { navigate, pathOf } from '../router.js';
import type { OverflowMemory } from '../sdk.js';
import type { Api } from '../session.js';
import { useAction } from '../use-action.js';

interface MemoryActionsProps {
  api: Api;
  memory: OverflowMemory;
  /** What the last change did, in words. */
  lastChange: string | null;
  onChanged: (change: string) => void;
}

type Pending = { action: 'decay' } | { action: 'forget' };

/** What the service answers to a change of a memory's importance. */
interface ImportanceChange {
  previousImportance: number;
  newImportance: number;
}

export function MemoryActions({ api, memory, lastChange, onChanged }: MemoryActionsProps) {
  const [importance, setImportance] = useState(formatImportance(memory.importance));
  const [boost, setBoost] = useState('0.1');
  const [decayRate, setDecayRate] = useState('0.1');
  const [pending, setPending] = useState<Pending | null>(null);
  // what the running or last change was doing, for its problem
  const [doing, setDoing] = useState('');
  const action = useAction();
  const target = { memoryId: memory.id, collection: memory.collection };

  /** Runs a change of the importance, then says it: "Promoted: 0.40 → 0.50." */
  const change = (what: string, done: string, call: () => Promise<ImportanceChange>) => {
    setDoing(what);
    void action.run(async () => {
      const answer = await call();
      onChanged(`${done}: ${formatImportance(answer.previousImportance)} → ${formatImportance(answer.newImportance)}.`);
    });
  };

  const setTo = () =>
    change('set the importance', 'Importance set', () =>
      api.overflow.updateOverflowMemoryImportance({
        updateOverflowMemoryImportanceRequest: { ...target, importance: Number(importance) },
      }),
    );

  const promote = () =>
    change('promote the memory', 'Promoted', () =>
      api.overflow.promoteOverflowMemory({ promoteOverflowMemoryRequest: { ...target, boost: Number(boost) } }),
    );

  const decay = () => {
    setPending(null);
    change('decay the memory', 'Decayed', () =>
      api.overflow.decayOverflowMemory({ decayOverflowMemoryRequest: { ...target, decayRate: Number(decayRate) } }),
    );
  };

  const forget = () => {
    setPending(null);
    setDoing('forget the memory');
    void action.run(async () => {
      await api.overflow.forgetOverflowMemory({ forgetOverflowMemoryRequest: target });
      navigate(pathOf('/memories', { notice: 'forgotten' }), { replace: true });
    });
  };

  const decayed = memory.importance * (1 - Number(decayRate));
  return (
    <section class="card" aria-labelledby="memory-actions">
      <h2 id="memory-actions">Change</h2>
      {lastChange && <Success>{lastChange}</Success>}
      {action.problem && <ProblemNotice problem={action.problem} doing={doing} />}
      <div class="actions">
        <NumberForm
          id="action-importance"
          label="Importance (0 to 1)"
          value={importance}
          onInput={setImportance}
          busy={action.busy}
          onSubmit={setTo}
        >
          Set importance
        </NumberForm>
        <NumberForm
          id="action-boost"
          label="Promote by"
          value={boost}
          onInput={setBoost}
          busy={action.busy}
          onSubmit={promote}
        >
          Promote
        </NumberForm>
        <NumberForm
          id="action-decay"
          label="Decay rate"
          value={decayRate}
          onInput={setDecayRate}
          busy={action.busy}
          onSubmit={() => setPending({ action: 'decay' })}
        >
          Decay…
        </NumberForm>
        <div class="action">
          <span class="action-label">Delete permanently</span>
          <button type="button" class="danger" disabled={action.busy} onClick={() => setPending({ action: 'forget' })}>
            Forget…
          </button>
        </div>
      </div>
      {pending?.action === 'decay' && (
        <ConfirmDialog
          title="Decay this memory?"
          confirmLabel="Decay"
          onConfirm={decay}
          onCancel={() => setPending(null)}
        >
          <p>
            Its importance goes from {formatImportance(memory.importance)} down to about {formatImportance(decayed)}. A
            new version and a history event record the change.
          </p>
        </ConfirmDialog>
      )}
      {pending?.action === 'forget' && (
        <ConfirmDialog
          title="Forget this memory?"
          confirmLabel="Forget"
          onConfirm={forget}
          onCancel={() => setPending(null)}
        >
          <p>The memory is deleted with its versions and history. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

interface NumberFormProps {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  busy: boolean;
  onSubmit: () => void;
  /** The button's words. */
  children: ComponentChildren;
}

/** One change that takes a number from 0 to 1, with its button. */
function NumberForm({ id, label, value, onInput, busy, onSubmit, children }: NumberFormProps) {
  return (
    <form
      class="action"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label for={id}>{label}</label>
      <div class="inline">
        <input
          id={id}
          type="number"
          min={0}
          max={1}
          step={0.01}
          required
          value={value}
          onInput={(event) => onInput(event.currentTarget.value)}
        />
        <button type="submit" disabled={busy}>
          {children}
        </button>
      </div>
    </form>
  );
}
