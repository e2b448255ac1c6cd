import { Migration } from '@mikro-orm/migrations';

/**
 * A heartbeat updates its device's row in place. Measured by `npm run bench -- heartbeats`, the
 * index on the time of the latest heartbeat made every heartbeat a non-HOT update (new entries in
 * every index of the table); without it, and with room left in each page (fillfactor 70), the
 * update stays on its page and touches no index. The liveness pass scans the devices instead,
 * which at the account maximums takes a few milliseconds every DEVICE_LIVENESS_INTERVAL_MS.
 */
export class Migration0011DeviceHeartbeatUpdates extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop index if exists devices_awaited;');
    this.addSql('alter table devices set (fillfactor = 70);');
  }

  override async down(): Promise<void> {
    this.addSql('alter table devices reset (fillfactor);');
    this.addSql(
      "create index if not exists devices_awaited on devices (coalesce(last_heartbeat_at, created_at)) where status = 'ONLINE';",
    );
  }
}
