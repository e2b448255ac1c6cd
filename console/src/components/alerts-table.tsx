// Alerts as rows (type, status, message, device, when raised and resolved), each active one with
// a Resolve button. The contract has no way back from RESOLVED, so Resolve asks first, taking an
// optional note of how the problem was solved (PATCH /v1/alerts/{id}/resolve); once resolved the
// page reloads its list.
import { useState } from 'preact/hooks';
import { ALERT_STATUS_LABELS, ALERT_TYPE_LABELS } from '../device-labels.js';
import { formatTime } from '../format.js';
import { pathOf } from '../router.js';
import type { Alert } from '../sdk.js';
import type { Api } from '../session.js';
import { useAction } from '../use-action.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { TextAreaField } from './fields.js';
import { Link } from './link.js';
import { RecordsTable } from './records-table.js';
import { ProblemNotice } from './status.js';

const MAX_NOTE = 2000;

interface AlertsTableProps {
  api: Api;
  items: Alert[];
  /** Show the Device column (left out on a device's own page). */
  withDevice?: boolean;
  /** Called once an alert is resolved, to load the list again. */
  onResolved: () => void;
}

export function AlertsTable({ api, items, withDevice = true, onResolved }: AlertsTableProps) {
  const [resolving, setResolving] = useState<Alert | null>(null);
  const [note, setNote] = useState('');
  const { busy, problem, run } = useAction();
  const resolve = (alert: Alert) => {
    setResolving(null);
    const resolutionNote = note.trim();
    void run(async () => {
      await api.alerts.resolveAlert({
        alertId: alert.id,
        resolveAlertRequest: resolutionNote ? { resolutionNote } : {},
      });
      onResolved();
    });
  };
  const columns = ['Type', 'Status', 'Message', ...(withDevice ? ['Device'] : []), 'Raised', 'Resolved', 'Action'];
  return (
    <>
      {problem && <ProblemNotice problem={problem} doing="resolve the alert" />}
      <RecordsTable columns={columns}>
        {items.map((alert) => (
          <tr key={alert.id}>
            <td data-label="Type">{ALERT_TYPE_LABELS[alert.type]}</td>
            <td data-label="Status">
              <span class={`badge badge-${alert.status.toLowerCase()}`}>{ALERT_STATUS_LABELS[alert.status]}</span>
            </td>
            <td class="record-main" data-label="Message">
              {alert.message}
            </td>
            {withDevice && (
              <td data-label="Device">
                <Link href={pathOf(`/devices/${alert.deviceId}`)}>{alert.deviceId}</Link>
              </td>
            )}
            <td data-label="Raised">{formatTime(alert.createdAt)}</td>
            <td data-label="Resolved">
              {alert.resolvedAt ? formatTime(alert.resolvedAt) : '—'}
              {alert.resolutionNote && <span class="hint"> ({alert.resolutionNote})</span>}
            </td>
            <td data-label="Action">
              {alert.status === 'ACTIVE' ? (
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Resolve ${ALERT_TYPE_LABELS[alert.type]} alert ${alert.id}`}
                  onClick={() => {
                    setNote('');
                    setResolving(alert);
                  }}
                >
                  Resolve…
                </button>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </RecordsTable>
      {resolving && (
        <ConfirmDialog
          title="Resolve this alert?"
          confirmLabel="Resolve"
          onConfirm={() => resolve(resolving)}
          onCancel={() => setResolving(null)}
        >
          <p>
            {ALERT_TYPE_LABELS[resolving.type]}: {resolving.message}
          </p>
          <p class="hint">
            A resolved alert stays resolved: a later heartbeat that still reports the problem raises a new one.
          </p>
          <TextAreaField
            id="resolution-note"
            label="How it was solved (optional)"
            rows={3}
            maxLength={MAX_NOTE}
            value={note}
            onInput={(value) => setNote(value)}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
