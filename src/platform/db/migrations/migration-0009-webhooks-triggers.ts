import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks and triggers, fed by the `domain_events` outbox.
 *
 * - The dispatcher claims outbox events (`FOR UPDATE SKIP LOCKED`, so instances share the work),
 *   turns each into the deliveries of the subscribed webhooks and the executions of the matching
 *   triggers, and marks the events dispatched, all in one transaction: an event is fanned out
 *   exactly once. Dispatched events are kept for a while (EVENT_RETENTION_HOURS), then deleted.
 *   `(webhook_id, event_id)` and `(trigger_id, event_id)` are unique as a second guard.
 * - Each delivery attempt and each execution's actions run as a job of the durable job queue
 *   (enqueued in the same transaction), which brings leases, crash recovery and instance
 *   sharing; these tables keep what the API shows. A delivery or execution is `pending` until
 *   its work is finished (`done`).
 * - `webhook_delivery_attempts` keeps every attempt, for analytics from real response times.
 * - A trigger's hourly and daily counters live on its row and are raised with a conditional
 *   update, so the caps hold exactly when several events of one trigger are dispatched at once.
 * - `usage_threshold_marks` remembers which quota thresholds (80, 90, 100%) an account crossed
 *   in a period, so USAGE_THRESHOLD is recorded once per threshold and period.
 */
export class Migration0009WebhooksTriggers extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table domain_events add column if not exists dispatched_at timestamptz null;');
    this.addSql(
      'create index if not exists domain_events_undispatched on domain_events (seq) where dispatched_at is null;',
    );
    this.addSql(
      'create index if not exists domain_events_dispatched on domain_events (dispatched_at) where dispatched_at is not null;',
    );
    // finished queue jobs of short-lived kinds (webhook attempts, trigger actions) are pruned
    this.addSql(
      "create index if not exists jobs_finished_by_kind on jobs (kind, finished_at) where status in ('succeeded', 'failed', 'cancelled');",
    );
    this.addSql(`
      create table if not exists webhooks (
        id text primary key,
        account_id text not null references accounts(id) on delete cascade,
        url text not null,
        events text[] not null,
        enabled boolean not null default true,
        secret text not null,
        headers jsonb not null default '{}'::jsonb,
        timeout_seconds integer not null,
        max_retries integer not null,
        retry_backoff_seconds integer not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql('create index if not exists webhooks_by_account on webhooks (account_id, created_at desc, id);');
    this.addSql(`
      create table if not exists webhook_deliveries (
        id text primary key,
        webhook_id text not null references webhooks(id) on delete cascade,
        account_id text not null,
        event_id text not null,
        event_type text not null,
        request_body text not null,
        state text not null check (state in ('pending', 'done')),
        status text null check (status in ('SUCCESS', 'FAILED')),
        attempt integer not null default 0,
        max_attempts integer not null,
        status_code integer null,
        response_time_ms integer null,
        response_body text null,
        error text null,
        delivered_at timestamptz null,
        next_attempt_at timestamptz null,
        created_at timestamptz not null,
        unique (webhook_id, event_id)
      );`);
    this.addSql(
      'create index if not exists webhook_deliveries_by_webhook on webhook_deliveries (webhook_id, created_at desc, id);',
    );
    this.addSql(`
      create table if not exists webhook_delivery_attempts (
        id bigserial primary key,
        delivery_id text not null references webhook_deliveries(id) on delete cascade,
        webhook_id text not null,
        attempt integer not null,
        ok boolean not null,
        status_code integer null,
        response_time_ms integer not null,
        error text null,
        attempted_at timestamptz not null,
        unique (delivery_id, attempt)
      );`);
    this.addSql(
      'create index if not exists webhook_delivery_attempts_by_webhook on webhook_delivery_attempts (webhook_id, attempted_at);',
    );
    this.addSql(`
      create table if not exists triggers (
        id text primary key,
        account_id text not null references accounts(id) on delete cascade,
        name text not null,
        description text null,
        enabled boolean not null default true,
        conditions jsonb not null,
        actions jsonb not null,
        max_per_hour integer not null,
        max_per_day integer not null,
        hour_start timestamptz null,
        hour_count integer not null default 0,
        day_start timestamptz null,
        day_count integer not null default 0,
        last_triggered_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql('create index if not exists triggers_by_account on triggers (account_id, created_at desc, id);');
    this.addSql(`
      create table if not exists trigger_executions (
        id text primary key,
        trigger_id text not null references triggers(id) on delete cascade,
        account_id text not null,
        event_id text not null,
        memory_id text not null,
        memory jsonb not null,
        state text not null check (state in ('pending', 'done')),
        status text null check (status in ('SUCCESS', 'FAILED', 'RATE_LIMITED')),
        conditions_evaluated integer not null,
        conditions_matched integer not null,
        evaluation_time_ms double precision not null,
        action_results jsonb not null default '[]'::jsonb,
        executed_at timestamptz not null,
        unique (trigger_id, event_id)
      );`);
    this.addSql(
      'create index if not exists trigger_executions_by_trigger on trigger_executions (trigger_id, executed_at desc, id);',
    );
    this.addSql(`
      create table if not exists audit_log (
        id bigserial primary key,
        account_id text not null references accounts(id) on delete cascade,
        level text not null check (level in ('debug', 'info', 'warn', 'error')),
        message text not null,
        trigger_id text null,
        execution_id text null,
        memory_id text null,
        action_index integer null,
        created_at timestamptz not null,
        unique (execution_id, action_index)
      );`);
    this.addSql('create index if not exists audit_log_by_account on audit_log (account_id, id desc);');
    this.addSql(`
      create table if not exists usage_threshold_marks (
        account_id text not null references accounts(id) on delete cascade,
        period_start date not null,
        environment text not null,
        metric text not null,
        pct integer not null,
        primary key (account_id, period_start, environment, metric, pct)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists usage_threshold_marks;');
    this.addSql('drop table if exists audit_log;');
    this.addSql('drop table if exists trigger_executions;');
    this.addSql('drop table if exists triggers;');
    this.addSql('drop table if exists webhook_delivery_attempts;');
    this.addSql('drop table if exists webhook_deliveries;');
    this.addSql('drop table if exists webhooks;');
    this.addSql('drop index if exists jobs_finished_by_kind;');
    this.addSql('drop index if exists domain_events_dispatched;');
    this.addSql('drop index if exists domain_events_undispatched;');
    this.addSql('alter table domain_events drop column if exists dispatched_at;');
  }
}
