// The console's device pages in Chromium, used as a person would: with a fresh account's key it
// sees the empty lists, creates a fleet through the form; a device registered in it through the
// API reports a low battery with its own token, which raises an alert, and a sync job is started
// through the API. The console then shows the fleet's figures and dashboard, the device with its
// status and last heartbeat, the alert, which it resolves after confirming (the list shows it
// resolved), and the sync job, which it refreshes once the device has synced; a second sync is
// refused with the service's code. It puts the device in maintenance and deletes the fleet after
// confirming, once every part of its page has loaded. Every page is shot at 1280x800 and
// 390x844; a page error, a console error, a failed request or a request to any other host fails
// the test.
import { describe, expect, it } from 'vitest';
import {
  consoleSuite,
  expectCleanVisit,
  JOURNEY_TIMEOUT,
  shoot,
  signIn,
  waitSettled,
  waitVisible,
} from '../support/chromium.js';
import { signUp } from '../support/test-server.js';

const suite = consoleSuite(() => ({}));
const { open } = suite;

/** A time as the console shows it: UTC to the minute. */
function shownTime(iso: string): string {
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

describe('console device pages in Chromium', { timeout: JOURNEY_TIMEOUT }, () => {
  it('shows fleets, devices, alerts and sync jobs; resolves an alert; deletes a fleet', async () => {
    const { apiKey } = await signUp(suite.server);
    const api = (method: string, path: string, body?: unknown, token = apiKey) =>
      suite.server.call(method, path, { token, body });
    const v = await open('/console');
    const { page } = v;
    const nav = page.getByRole('navigation', { name: 'Console' });
    const area = page.getByRole('navigation', { name: 'Devices area' });
    await signIn(v, apiKey);

    // The empty lists, each saying what would be there.
    await nav.getByRole('link', { name: 'Devices' }).click();
    await waitVisible(v, page.getByText(/^No devices yet\./), 'the empty list of devices');
    await shoot(v, 'devices-empty');
    await area.getByRole('link', { name: 'Alerts' }).click();
    await waitVisible(v, page.getByText(/^No alerts\./), 'the empty list of alerts');
    await shoot(v, 'alerts-empty');
    await area.getByRole('link', { name: 'Fleets' }).click();
    await waitVisible(v, page.getByText(/^No fleets yet\./), 'the empty list of fleets');
    await expect(nav.getByRole('link', { name: 'Devices' }).getAttribute('aria-current')).resolves.toBe('page');
    await shoot(v, 'fleets-empty');

    // A fleet through the form, with the keyboard: periodic, every 600 s.
    await page.getByRole('link', { name: 'New fleet' }).click();
    await page.getByLabel('Name').fill('Warehouse robots');
    await page.getByLabel('Description (optional)').fill('Robots of hall B.');
    await page.getByLabel('Sync strategy').selectOption('PERIODIC');
    await page.getByLabel('Every seconds (10 to 86,400)').fill('600');
    await shoot(v, 'fleet-new');
    await page.getByLabel('Every seconds (10 to 86,400)').press('Enter');
    await waitVisible(v, page.getByRole('heading', { name: 'Warehouse robots', level: 2 }), 'the created fleet');
    const fleetId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(fleetId).toMatch(/^fleet_[0-9A-Za-z]{24}$/);
    await waitVisible(v, page.getByText(/^No devices in this fleet\./), 'the fleet without devices');
    await waitVisible(v, page.getByText("No alerts for this fleet's devices."), 'no alerts');
    await expect(page.getByText('Periodic, every 600 s').count()).resolves.toBe(1);
    await shoot(v, 'fleet-empty');
    const fleet = await api('GET', `/v1/fleets/${fleetId}`);
    expect(fleet.body).toMatchObject({ description: 'Robots of hall B.', sync_strategy: 'PERIODIC' });

    // A device in the fleet reports a battery at 9% with its own token: a LOW_BATTERY alert.
    const registered = await api('POST', '/v1/devices', {
      name: 'robot-07',
      type: 'ROBOT',
      fleet_id: fleetId,
      capabilities: { memory_mb: 2048, has_gpu: true },
    });
    expect(registered.status, registered.text).toBe(201);
    const deviceId = registered.body.id as string;
    const deviceToken = registered.body.device_token as string;
    const beat = await api(
      'POST',
      `/v1/devices/${deviceId}/heartbeat`,
      { battery_pct: 9, memory_usage_pct: 50, memories_count: 12, sync_pending_count: 3 },
      deviceToken,
    );
    expect(beat.status, beat.text).toBe(200);
    const alerts = await api('GET', `/v1/alerts?device_id=${deviceId}`);
    expect(alerts.body.items).toMatchObject([{ type: 'LOW_BATTERY', status: 'ACTIVE' }]);
    const alertId = alerts.body.items[0].id as string;
    const job = await api('POST', `/v1/devices/${deviceId}/sync`, { direction: 'push' });
    expect(job.status, job.text).toBe(202);
    const jobId = job.body.job_id as string;
    const device = await api('GET', `/v1/devices/${deviceId}`);
    const lastHeartbeat = shownTime(device.body.last_heartbeat_at as string);

    // The fleets list: its figures.
    await page.getByRole('link', { name: '← Fleets' }).click();
    const fleetRow = page.getByRole('row').filter({ hasText: 'Warehouse robots' });
    await waitVisible(v, fleetRow, 'the fleet in the list');
    await expect(fleetRow.textContent()).resolves.toMatch(/Warehouse robots\s*1\s*1\s*0\s*Periodic, every 600 s/);
    await shoot(v, 'fleets');

    // The fleet's page: the dashboard's figures, the device with its status and last heartbeat, the alert.
    await fleetRow.getByRole('link', { name: 'Warehouse robots' }).click();
    const dashboard = page.getByRole('region', { name: 'Dashboard' });
    await waitVisible(v, dashboard.getByText('1 device', { exact: true }), 'the dashboard');
    await expect(dashboard.textContent()).resolves.toMatch(
      /Online1Offline0By statusOnline 1By typeRobot 1Memories synced \(24 h\)0Sync errors \(24 h\)0Average sync time0 msMemory in use1,024 MB/,
    );
    const fleetDevice = page
      .getByRole('region', { name: 'Devices', exact: true })
      .getByRole('row')
      .filter({ hasText: 'robot-07' });
    await waitVisible(v, fleetDevice, 'the fleet’s device');
    await expect(fleetDevice.getByRole('cell', { name: 'Online' }).count()).resolves.toBe(1);
    await expect(fleetDevice.getByRole('cell', { name: lastHeartbeat }).count()).resolves.toBe(1);
    const fleetAlerts = page.getByRole('region', { name: 'Alerts', exact: true });
    await waitVisible(v, fleetAlerts.getByRole('row').filter({ hasText: 'Battery at 9%' }), 'the fleet’s alert');
    await shoot(v, 'fleet');

    // The devices list: the device with its status, last heartbeat and fleet.
    await nav.getByRole('link', { name: 'Devices' }).click();
    const deviceRow = page.getByRole('row').filter({ hasText: 'robot-07' });
    await waitVisible(v, deviceRow.getByRole('cell', { name: 'Warehouse robots' }), 'the device with its fleet');
    await expect(deviceRow.textContent()).resolves.toContain(`RobotOnline${lastHeartbeat}Never123Warehouse robots`);
    await shoot(v, 'devices');
    await page.getByLabel('Status').selectOption('OFFLINE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitVisible(v, page.getByText('No devices match these filters.'), 'the filtered devices');
    expect(new URL(page.url()).search).toBe('?status=OFFLINE');

    // The alerts: resolving asks first; cancelled, nothing changes; confirmed, the list shows it resolved.
    await area.getByRole('link', { name: 'Alerts' }).click();
    const alertRow = page.getByRole('row').filter({ hasText: 'Battery at 9%' });
    await waitVisible(v, alertRow.getByRole('cell', { name: 'Active' }), 'the active alert');
    await shoot(v, 'alerts-active');
    const resolve = alertRow.getByRole('button', { name: /^Resolve Low battery alert/ });
    await resolve.click();
    const dialog = page.getByRole('dialog', { name: 'Resolve this alert?' });
    await waitVisible(v, dialog, 'the resolve confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.count()).resolves.toBe(0);
    expect((await api('GET', `/v1/alerts?device_id=${deviceId}`)).body.items[0].status).toBe('ACTIVE');
    await resolve.click();
    await waitVisible(v, dialog, 'the resolve confirmation');
    await dialog.getByLabel('How it was solved (optional)').fill('Battery swapped.');
    await shoot(v, 'alert-confirm-resolve');
    await dialog.getByRole('button', { name: 'Resolve', exact: true }).click();
    await waitVisible(v, alertRow.getByRole('cell', { name: 'Resolved', exact: true }), 'the resolved alert');
    await expect(alertRow.getByRole('cell', { name: /Battery swapped\./ }).count()).resolves.toBe(1);
    await expect(alertRow.getByRole('button').count()).resolves.toBe(0);
    const resolved = await api('GET', `/v1/alerts?device_id=${deviceId}`);
    expect(resolved.body.items).toMatchObject([
      { id: alertId, status: 'RESOLVED', resolution_note: 'Battery swapped.' },
    ]);
    await shoot(v, 'alerts');
    await page.getByLabel('Status').selectOption('ACTIVE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitVisible(v, page.getByText('No alerts match these filters.'), 'no active alerts');

    // The device's page: status, last heartbeat, its resolved alert and its sync job.
    await area.getByRole('link', { name: 'Devices' }).click();
    await page.getByRole('link', { name: 'robot-07' }).click();
    const summary = page.getByRole('region', { name: 'robot-07' });
    await waitVisible(v, summary.getByText('Online', { exact: true }), 'the device');
    await expect(summary.textContent()).resolves.toContain(`Last heartbeat${lastHeartbeat}`);
    await expect(summary.textContent()).resolves.toContain('12 on the device, 3 waiting to sync');
    await expect(summary.textContent()).resolves.toContain('2,048 MB memory, GPU');
    await waitVisible(
      v,
      page.getByRole('region', { name: 'Alerts', exact: true }).getByRole('cell', { name: 'Resolved', exact: true }),
      'the device’s resolved alert',
    );
    const sync = page.getByRole('region', { name: 'Sync jobs' });
    await sync.getByLabel('Job id').fill(jobId);
    await sync.getByRole('button', { name: 'Show job' }).click();
    const jobFacts = sync.getByRole('region', { name: `Job ${jobId}` });
    await waitVisible(v, jobFacts.getByText('In progress', { exact: true }), 'the sync job');
    await expect(jobFacts.textContent()).resolves.toMatch(/DirectionPush \(device to cloud\)To push3 memoriesTo pull0/);

    // A second sync while the job runs: the service's refusal, with its code.
    await sync.getByRole('button', { name: 'Start sync' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Could not start the sync.' });
    await waitVisible(v, refusal, 'the refused sync');
    await expect(refusal.textContent()).resolves.toMatch(/SYNC_IN_PROGRESS.*HTTP 409/s);
    await shoot(v, 'device');

    // The device takes the job, pushes and reports nothing left: Refresh shows the job completed.
    const handOver = await api('POST', `/v1/devices/${deviceId}/heartbeat`, {}, deviceToken);
    expect(handOver.body.pending_commands).toMatchObject([{ command: 'sync', args: { job_id: jobId } }]);
    const pushed = await api('POST', `/v1/devices/${deviceId}/memories/push`, { memories: [] }, deviceToken);
    expect(pushed.status, pushed.text).toBe(200);
    await api('POST', `/v1/devices/${deviceId}/heartbeat`, { sync_pending_count: 0 }, deviceToken);
    expect((await api('GET', `/v1/devices/${deviceId}/sync/${jobId}`)).body.status).toBe('COMPLETED');
    await jobFacts.getByRole('button', { name: 'Refresh' }).click();
    await waitVisible(v, jobFacts.getByText('Completed', { exact: true }), 'the completed sync job');

    // Maintenance, through the settings.
    await page.getByLabel('Status', { exact: true }).selectOption('MAINTENANCE');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await waitVisible(v, page.getByText('The device was saved.'), 'the saved notice');
    await waitVisible(v, summary.getByText('Maintenance', { exact: true }), 'the device in maintenance');
    await expect(page.getByLabel('Status', { exact: true }).inputValue()).resolves.toBe('MAINTENANCE');
    expect((await api('GET', `/v1/devices/${deviceId}`)).body.status).toBe('MAINTENANCE');
    await shoot(v, 'device-maintenance');

    // Deleting the fleet asks first; its device stays, in no fleet. The fleet's page has loaded
    // every part first: a part still loading would ask for a fleet that is gone.
    await summary.getByRole('link', { name: 'Warehouse robots' }).click();
    await waitVisible(v, fleetDevice, 'the fleet’s device');
    await waitSettled(v, 'the fleet’s page');
    await page.getByRole('button', { name: 'Delete fleet…' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete this fleet?' });
    await waitVisible(v, confirmDelete, 'the delete confirmation');
    await expect(confirmDelete.textContent()).resolves.toContain('its devices (1) stay registered, in no fleet.');
    await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
    await waitVisible(v, page.getByText(/^The fleet was deleted/), 'the deleted notice');
    await waitVisible(v, page.getByText(/^No fleets yet\./), 'no fleets left');
    expect((await api('GET', `/v1/fleets/${fleetId}`)).status).toBe(404);
    expect((await api('GET', `/v1/devices/${deviceId}`)).body.fleet_id).toBeNull();

    // The one refusal asked for above, and the browser's line about it, are expected; nothing else failed.
    const refused = v.failedResponses.filter((line) => /^409 POST \S+\/v1\/devices\/\S+\/sync$/.test(line));
    expect(refused).toHaveLength(1);
    v.failedResponses = v.failedResponses.filter((line) => !refused.includes(line));
    expect(v.consoleErrors.filter((line) => /status of 409/.test(line))).toHaveLength(1);
    v.consoleErrors = v.consoleErrors.filter((line) => !/status of 409/.test(line));
    expectCleanVisit(v);
  });
});
