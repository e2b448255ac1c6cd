import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the retention prunes, which run every minute: finished webhook deliveries by
 * creation time and finished trigger executions by execution time. Without them every prune read
 * the whole table (a full scan that grew with 30 days of every account's deliveries), even when
 * nothing was old enough to delete.
 */
export class Migration0023PruneIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      "create index if not exists webhook_deliveries_done_by_time on webhook_deliveries (created_at) where state = 'done';",
    );
    this.addSql(
      "create index if not exists trigger_executions_done_by_time on trigger_executions (executed_at) where state = 'done';",
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists webhook_deliveries_done_by_time;');
    this.addSql('drop index if exists trigger_executions_done_by_time;');
  }
}
