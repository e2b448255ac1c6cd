import { Migration } from '@mikro-orm/migrations';

/**
 * The shared request-rate counters (rate-limiter-flexible's PostgreSQL store). Created here, under
 * the migration lock, rather than by the library at start: two instances starting together each
 * ran its CREATE TABLE IF NOT EXISTS, and PostgreSQL failed one with "type already exists".
 */
export class Migration0004RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists rate_limits (
        key varchar(255) primary key,
        points integer not null default 0,
        expire bigint
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists rate_limits;');
  }
}
