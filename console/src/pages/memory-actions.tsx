// The changes an overflow memory can take, each through its operation: set the importance
// (POST /v1/overflow/update-importance), promote (POST /v1/overflow/promote), decay
// (POST /v1/overflow/force-decay) and forget (DELETE /v1/overflow/forget). Decay and forget lower
// or delete, so each asks for confirmation first; after a forget the list of memories is shown.
import { useState } from 'preact/hooks';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { ProblemNotice, Success } from '../components/status.js';
import { formatImportance } from '../format.js';
import { problemOf, type Problem } from '../problems.js';
import { navigate, pathOf } from '../router.js';
import type { OverflowMemory } from '../sdk.js';
import type { Api } from '../session.js';

interface MemoryActionsProps {
  api: Api;
  memory: OverflowMemory;
  /** What the last change did, in words. */
  lastChange: string | null;
  onChanged: (change: string) => void;
}

type Pending = { action: 'decay' } | { action: 'forget' };

export function MemoryActions({ api, memory, lastChange, onChanged }: MemoryActionsProps) {
  const [importance, setImportance] = useState(formatImportance(memory.importance));
  const [boost, setBoost] = useState('0.1');
  const [decayRate, setDecayRate] = useState('0.1');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ doing: string; problem: Problem } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const target = { memoryId: memory.id, collection: memory.collection };

  const run = async (doing: string, change: () => Promise<string>) => {
    setBusy(true);
    setProblem(null);
    try {
      onChanged(await change());
    } catch (error) {
      setProblem({ doing, problem: await problemOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const setTo = (event: Event) => {
    event.preventDefault();
    void run('set the importance', async () => {
      const answer = await api.overflow.updateOverflowMemoryImportance({
        updateOverflowMemoryImportanceRequest: { ...target, importance: Number(importance) },
      });
      return `Importance set: ${formatImportance(answer.previousImportance)} → ${formatImportance(answer.newImportance)}.`;
    });
  };

  const promote = (event: Event) => {
    event.preventDefault();
    void run('promote the memory', async () => {
      const answer = await api.overflow.promoteOverflowMemory({
        promoteOverflowMemoryRequest: { ...target, boost: Number(boost) },
      });
      return `Promoted: ${formatImportance(answer.previousImportance)} → ${formatImportance(answer.newImportance)}.`;
    });
  };

  const decay = () => {
    setPending(null);
    void run('decay the memory', async () => {
      const answer = await api.overflow.decayOverflowMemory({
        decayOverflowMemoryRequest: { ...target, decayRate: Number(decayRate) },
      });
      return `Decayed: ${formatImportance(answer.previousImportance)} → ${formatImportance(answer.newImportance)}.`;
    });
  };

  const forget = async () => {
    setPending(null);
    setBusy(true);
    setProblem(null);
    try {
      await api.overflow.forgetOverflowMemory({ forgetOverflowMemoryRequest: target });
      navigate(pathOf('/memories', { notice: 'forgotten' }), { replace: true });
    } catch (error) {
      setProblem({ doing: 'forget the memory', problem: await problemOf(error) });
      setBusy(false);
    }
  };

  const decayed = memory.importance * (1 - Number(decayRate));
  return (
    <section class="card" aria-labelledby="memory-actions">
      <h2 id="memory-actions">Change</h2>
      {lastChange && <Success>{lastChange}</Success>}
      {problem && <ProblemNotice problem={problem.problem} doing={problem.doing} />}
      <div class="actions">
        <form class="action" onSubmit={setTo}>
          <label for="action-importance">Importance (0 to 1)</label>
          <div class="inline">
            <input
              id="action-importance"
              type="number"
              min={0}
              max={1}
              step={0.01}
              required
              value={importance}
              onInput={(event) => setImportance(event.currentTarget.value)}
            />
            <button type="submit" disabled={busy}>
              Set importance
            </button>
          </div>
        </form>
        <form class="action" onSubmit={promote}>
          <label for="action-boost">Promote by</label>
          <div class="inline">
            <input
              id="action-boost"
              type="number"
              min={0}
              max={1}
              step={0.01}
              required
              value={boost}
              onInput={(event) => setBoost(event.currentTarget.value)}
            />
            <button type="submit" disabled={busy}>
              Promote
            </button>
          </div>
        </form>
        <form
          class="action"
          onSubmit={(event) => {
            event.preventDefault();
            setPending({ action: 'decay' });
          }}
        >
          <label for="action-decay">Decay rate</label>
          <div class="inline">
            <input
              id="action-decay"
              type="number"
              min={0}
              max={1}
              step={0.01}
              required
              value={decayRate}
              onInput={(event) => setDecayRate(event.currentTarget.value)}
            />
            <button type="submit" disabled={busy}>
              Decay…
            </button>
          </div>
        </form>
        <div class="action">
          <span class="action-label">Delete permanently</span>
          <button type="button" class="danger" disabled={busy} onClick={() => setPending({ action: 'forget' })}>
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
          onConfirm={() => void forget()}
          onCancel={() => setPending(null)}
        >
          <p>The memory is deleted with its versions and history. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
