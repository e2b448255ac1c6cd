// A device's sync jobs: starting one (POST /v1/devices/{id}/sync: direction, a full sync or only
// the changes, the collections) and reading one (GET /v1/devices/{id}/sync/{job_id}): its status,
// what it moves each way, when it started and ended, and why it failed. The contract lists no
// jobs of a device, so the card shows the job it started, or one whose id is typed or given in
// the address (?job=).
import { useState } from 'preact/hooks';
import { CheckField, SelectField, TextField } from '../components/fields.js';
import { ProblemNotice, WhenLoaded } from '../components/status.js';
import { SYNC_DIRECTION_LABELS, SYNC_JOB_STATUS_LABELS } from '../device-labels.js';
import { formatTime } from '../format.js';
import { SyncDirection, type DeviceStatus } from '../sdk.js';
import type { Api } from '../session.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';

const JOB_ID = /^[A-Za-z0-9_-]{1,128}$/;

interface DeviceSyncProps {
  api: Api;
  id: string;
  status: DeviceStatus;
  /** The job the address names, if any. */
  initialJob: string;
}

export function DeviceSync({ api, id, status, initialJob }: DeviceSyncProps) {
  const [jobId, setJobId] = useState(JOB_ID.test(initialJob) ? initialJob : '');
  return (
    <section class="card" aria-labelledby="device-sync">
      <h2 id="device-sync">Sync jobs</h2>
      <div class="actions">
        <StartSync api={api} id={id} status={status} onStarted={setJobId} />
        <FindJob key={jobId} current={jobId} onFind={setJobId} />
      </div>
      {jobId && <SyncJobFacts key={jobId} api={api} id={id} jobId={jobId} />}
    </section>
  );
}

function StartSync({
  api,
  id,
  status,
  onStarted,
}: Omit<DeviceSyncProps, 'initialJob'> & { onStarted: (jobId: string) => void }) {
  const [direction, setDirection] = useState<SyncDirection>(SyncDirection.Both);
  const [force, setForce] = useState(false);
  const [collections, setCollections] = useState('');
  const { busy, problem, run } = useAction();
  const start = (event: Event) => {
    event.preventDefault();
    const names = collections
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    void run(async () => {
      const job = await api.devices.syncDevice({
        deviceId: id,
        syncDeviceRequest: { direction, force, collections: names.length > 0 ? names : undefined },
      });
      onStarted(job.jobId);
    });
  };
  return (
    <form class="action" onSubmit={start} aria-label="Start a sync">
      <h3>Start a sync</h3>
      {problem && <ProblemNotice problem={problem} doing="start the sync" />}
      <SelectField
        id="sync-direction"
        label="Direction"
        values={Object.values(SyncDirection)}
        labels={SYNC_DIRECTION_LABELS}
        value={direction}
        onChange={(chosen) => chosen && setDirection(chosen)}
      />
      <TextField
        id="sync-collections"
        label="Collections (optional, comma-separated)"
        spellcheck={false}
        value={collections}
        onInput={(value) => setCollections(value)}
      />
      <CheckField label="Full sync (not only the changes)" checked={force} onChange={setForce} />
      <p class="hint">
        The device receives the job with its next heartbeat.
        {status === 'OFFLINE' ? ' The service refuses to sync an offline device.' : ''}
      </p>
      <button type="submit" class="primary" disabled={busy}>
        Start sync
      </button>
    </form>
  );
}

/** Re-mounted (keyed by the job shown) so the field shows the job a sync just started. */
function FindJob({ current, onFind }: { current: string; onFind: (jobId: string) => void }) {
  const [draft, setDraft] = useState(current);
  return (
    <form
      class="action"
      aria-label="Find a sync job"
      onSubmit={(event) => {
        event.preventDefault();
        onFind(draft.trim());
      }}
    >
      <h3>Find a sync job</h3>
      <TextField
        id="sync-job-id"
        label="Job id"
        required
        pattern="[A-Za-z0-9_\-]{1,128}"
        title="A sync job id: letters, digits, _ or -"
        spellcheck={false}
        value={draft}
        onInput={(value) => setDraft(value)}
      />
      <button type="submit">Show job</button>
    </form>
  );
}

function SyncJobFacts({ api, id, jobId }: { api: Api; id: string; jobId: string }) {
  const [loaded, reload] = useLoad(() => api.devices.getSyncJob({ deviceId: id, jobId }), [api, id, jobId]);
  return (
    <section aria-labelledby="sync-job" class="sync-job">
      <h3 id="sync-job">
        Job <code>{jobId}</code>
      </h3>
      <WhenLoaded loaded={loaded} what="the sync job" doing="load the sync job">
        {(job, refreshing) => (
          <div aria-busy={refreshing}>
            <dl class="facts">
              <dt>Status</dt>
              <dd>
                <span class={`badge badge-${job.status.toLowerCase()}`}>{SYNC_JOB_STATUS_LABELS[job.status]}</span>
              </dd>
              <dt>Direction</dt>
              <dd>{SYNC_DIRECTION_LABELS[job.direction]}</dd>
              <dt>To push</dt>
              <dd>{job.memoriesToPush.toLocaleString('en')} memories</dd>
              <dt>To pull</dt>
              <dd>{job.memoriesToPull.toLocaleString('en')} memories</dd>
              <dt>Started</dt>
              <dd>{formatTime(job.startedAt)}</dd>
              <dt>Ended</dt>
              <dd>{job.completedAt ? formatTime(job.completedAt) : 'Not yet'}</dd>
              {job.error && (
                <>
                  <dt>Error</dt>
                  <dd>{job.error}</dd>
                </>
              )}
            </dl>
            <button type="button" onClick={reload} disabled={refreshing}>
              Refresh
            </button>
          </div>
        )}
      </WhenLoaded>
    </section>
  );
}
