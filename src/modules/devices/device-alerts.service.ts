// Alerts (/v1/alerts): the list with its filters, and manual resolution.
import type { Caller } from '../accounts/caller.js';
import { pageOf, pageRequest, type Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import type { DeviceAlert } from './device-alert.entity.js';
import type { DeviceAlertsRepository } from './device-alerts.repository.js';

export class DeviceAlertsService {
  constructor(
    private readonly alerts: DeviceAlertsRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(
    caller: Caller,
    query: { page?: number; page_size?: number; fleet_id?: string; device_id?: string; status?: string; type?: string },
  ): Promise<Page<DeviceAlert>> {
    const paging = pageRequest(query);
    const { rows, total } = await this.alerts.page(
      caller.accountId,
      { fleetId: query.fleet_id, deviceId: query.device_id, status: query.status, type: query.type },
      paging.pageSize,
      paging.offset,
    );
    return pageOf(rows, total, paging);
  }

  /** Resolves an ACTIVE alert with the note; an alert already RESOLVED is answered unchanged. */
  async resolve(caller: Caller, id: string, request: Schemas['ResolveAlertRequest'] | undefined): Promise<DeviceAlert> {
    return this.alerts.resolve(caller.accountId, id, request?.resolution_note ?? null, this.clock());
  }

  /** The alert of the account, for requests that name one (404 ALERT_NOT_FOUND otherwise). */
  async existing(caller: Caller, id: string): Promise<DeviceAlert> {
    return this.alerts.get(caller.accountId, id);
  }
}
