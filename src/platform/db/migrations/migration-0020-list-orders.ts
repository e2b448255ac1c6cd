import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes in the orders lists are read in, so that a page is read from an index instead of
 * sorting all of an account's (or a webhook's) rows on every request: overflow memories by
 * importance, by category and by end user (`metadata.user_id`, the list's `user_id` filter),
 * and a webhook's attempted deliveries by the time of their latest attempt. Measured on the
 * embedded database with 250,000 overflow memories of one account: the first page by importance
 * took 228 ms without its index and 4.3 ms with it (docs/decisions.md).
 */
export class Migration0020ListOrders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create index if not exists overflow_memories_by_importance on overflow_memories (account_id, importance desc, created_at desc, id);',
    );
    this.addSql(
      'create index if not exists overflow_memories_by_category on overflow_memories (account_id, category, created_at desc, id);',
    );
    this.addSql(
      "create index if not exists overflow_memories_by_user on overflow_memories (account_id, (metadata->>'user_id'), created_at desc, id) where (metadata->>'user_id') is not null;",
    );
    this.addSql(
      'create index if not exists webhook_deliveries_by_attempt_time on webhook_deliveries (webhook_id, delivered_at desc, id) where attempt > 0;',
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      'drop index if exists overflow_memories_by_importance, overflow_memories_by_category, overflow_memories_by_user, webhook_deliveries_by_attempt_time;',
    );
  }
}
