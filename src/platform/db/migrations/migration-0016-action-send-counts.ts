import { Migration } from '@mikro-orm/migrations';

/**
 * Per-account caps of e-mails and chat messages sent by trigger actions: one row per account and
 * kind ('email', 'chat') with the counts of the current UTC hour and day, raised by one
 * conditional upsert (see TriggersRepository.takeActionSend), so every instance shares them.
 */
export class Migration0016ActionSendCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists action_send_counts (
        account_id text not null references accounts(id) on delete cascade,
        kind text not null check (kind in ('email', 'chat')),
        hour_start timestamptz not null,
        hour_count integer not null check (hour_count >= 0),
        day_start timestamptz not null,
        day_count integer not null check (day_count >= 0),
        primary key (account_id, kind)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists action_send_counts;');
  }
}
