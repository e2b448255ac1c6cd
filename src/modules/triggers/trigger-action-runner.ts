// Runs the actions of a matched trigger execution, in order, as a job of the durable queue
// (kind `trigger-actions`): a worker that dies mid-way leaves the job to be run again, so an
// action may run twice after a crash (LOG_EVENT entries are written once per execution and
// action all the same). The execution ends SUCCESS when every action succeeded, FAILED when one
// failed; the other actions still run.
//
// EMAIL_ALERT and CHAT_NOTIFICATION actions pass the account's action policy (action-policy.ts)
// when they run: the recipient and the channel are checked again (the configuration may have
// changed since the trigger was saved), then the send is counted against the account's hourly
// and daily caps; an action refused by either is FAILED with the reason, and nothing is sent.
//
// In test mode (POST /v1/triggers/{id}/test) each action's request is built with its templates
// rendered and the recipient and channel checked, and nothing is sent, written or counted.
import type { SqlExecutor } from '../../platform/db/sql-executor.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { postJson } from '../../platform/outbound/https-poster.js';
import type { KeptAliveAgents } from '../../platform/outbound/kept-alive-agents.js';
import { OutboundUrlError, type OutboundGuard } from '../../platform/outbound/outbound-guard.js';
import {
  capMessage,
  capsOf,
  channelRefusal,
  chatWebhookUrl,
  DEFAULT_ACTION_CAPS,
  NO_CHAT_CHANNELS,
  recipientRefusal,
  type ActionPolicySettings,
  type CappedKind,
} from './action-policy.js';
import {
  DEFAULT_TEMPLATES,
  renderTemplate,
  templateVariables,
  type TemplateVariables,
  type TriggerAction,
} from './trigger-actions.js';
import type { ActionResult, ExecutionMemory, TriggerRecord, TriggersRepository } from './triggers.repository.js';

export const ACTIONS_JOB = 'trigger-actions';
const ACTION_TIMEOUT_MS = 10_000;
const JOB_ATTEMPTS = 3;

export interface TriggerActionRunnerDeps {
  repository: TriggersRepository;
  /** The sign-up e-mail address of an account (always an allowed recipient); null when the account is gone. */
  accountEmail: (accountId: string) => Promise<string | null>;
  queue: JobQueue;
  guard: OutboundGuard;
  ca?: string;
  /** Kept-alive connections to reuse (each action connects anew without). */
  agents?: KeptAliveAgents;
  /** Null when no SMTP server is configured: e-mail actions fail with a message saying so. */
  mailer: Mailer | null;
  /** Allowed recipients, chat channels per account and the per-account caps. */
  policy?: Partial<ActionPolicySettings>;
  clock?: () => Date;
}

/** A request an action would make, built but not sent. */
type BuiltAction =
  | { kind: 'post'; url: string; body: string; headers: Record<string, string>; capped?: CappedKind }
  | { kind: 'mail'; to: string; subject: string; text: string; capped: CappedKind }
  | { kind: 'log'; level: string; message: string };

class ActionNotBuilt extends Error {}

/** What building an action needs to know about its account. */
interface AccountContext {
  accountId: string;
  /** The account's sign-up address (null when not loaded or gone). */
  email: string | null;
}

export class TriggerActionRunner {
  private readonly clock: () => Date;
  private readonly policy: ActionPolicySettings;

  constructor(private readonly deps: TriggerActionRunnerDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.policy = {
      emailAllowedDomains: deps.policy?.emailAllowedDomains ?? [],
      chatChannels: deps.policy?.chatChannels ?? NO_CHAT_CHANNELS,
      caps: deps.policy?.caps ?? DEFAULT_ACTION_CAPS,
    };
  }

  /**
   * Why an action may not be saved under this account's policy (recipient or channel), with the
   * field at fault; null when it may.
   */
  async refusal(
    accountId: string,
    actions: readonly TriggerAction[],
  ): Promise<{ index: number; field: 'to' | 'channel' | 'url'; value: string; message: string } | null> {
    const account = await this.accountContext(accountId, actions);
    for (const [index, action] of actions.entries()) {
      if (action.type === 'WEBHOOK') {
        // the SSRF guard's verdict at once, as a webhook gets it (a name that does not resolve
        // now may later; its address is checked again at every call)
        const message = await this.deps.guard.resolve(action.url).then(
          () => null,
          (err: unknown) => {
            if (err instanceof OutboundUrlError && err.kind !== 'dns')
              return `${action.url} may not be called: ${err.reason}`;
            if (err instanceof OutboundUrlError) return null;
            throw err;
          },
        );
        if (message) return { index, field: 'url', value: action.url, message };
      } else if (action.type === 'EMAIL_ALERT') {
        const message = recipientRefusal(action.to, this.policy.emailAllowedDomains, account.email);
        if (message) return { index, field: 'to', value: action.to, message };
      } else if (action.type === 'CHAT_NOTIFICATION') {
        const message = channelRefusal(this.policy.chatChannels, accountId, action.channel);
        if (message) return { index, field: 'channel', value: action.channel, message };
      }
    }
    return null;
  }

  /** Enqueues the actions of pending executions, inside the caller's transaction. */
  async enqueue(executionIds: readonly string[], em: SqlExecutor): Promise<void> {
    const jobs = executionIds.map((id) => ({ payload: { execution_id: id }, dedupeKey: `actions:${id}` }));
    await this.deps.queue.enqueueMany(ACTIONS_JOB, jobs, { maxAttempts: JOB_ATTEMPTS, em: em as never });
  }

  /** The job handler. */
  async run(payload: { execution_id: string }): Promise<void> {
    const found = await this.deps.repository.pendingExecution(payload.execution_id);
    if (!found) return; // finished already, or the trigger was deleted
    const { execution, trigger } = found;
    const account = await this.accountContext(trigger.accountId, trigger.actions);
    const results: ActionResult[] = [];
    for (const [index, action] of trigger.actions.entries()) {
      results.push(await this.runAction(action, index, trigger, account, execution.id, execution.memory));
    }
    await this.deps.repository.finishExecution(
      execution.id,
      results.every((r) => r.status === 'SUCCESS') ? 'SUCCESS' : 'FAILED',
      results,
    );
  }

  /** Builds every action's request for a simulated memory, sending nothing. */
  async testActions(
    trigger: Pick<TriggerRecord, 'id' | 'name' | 'actions' | 'accountId'>,
    memory: ExecutionMemory,
  ): Promise<ActionResult[]> {
    const account = await this.accountContext(trigger.accountId, trigger.actions);
    return trigger.actions.map((action) => {
      const started = performance.now();
      try {
        this.build(action, trigger, account, 'exec_test', memory);
        return { type: action.type, status: 'SUCCESS', response_time_ms: elapsedMs(started) };
      } catch (err) {
        return {
          type: action.type,
          status: 'FAILED',
          error: (err as Error).message,
          response_time_ms: elapsedMs(started),
        };
      }
    });
  }

  private async runAction(
    action: TriggerAction,
    index: number,
    trigger: TriggerRecord,
    account: AccountContext,
    executionId: string,
    memory: ExecutionMemory,
  ): Promise<ActionResult> {
    const started = performance.now();
    const failed = (error: string): ActionResult => ({
      type: action.type,
      status: 'FAILED',
      error,
      response_time_ms: elapsedMs(started),
    });
    let built: BuiltAction;
    try {
      built = this.build(action, trigger, account, executionId, memory);
    } catch (err) {
      return failed((err as Error).message);
    }
    try {
      if (built.kind !== 'log' && built.capped) {
        const refused = await this.deps.repository.takeActionSend(
          trigger.accountId,
          built.capped,
          capsOf(this.policy.caps, built.capped),
          this.clock(),
        );
        if (refused) return failed(capMessage(built.capped, refused.window, refused.limit, refused.resetsAt));
      }
      if (built.kind === 'post') {
        const outcome = await postJson({
          url: built.url,
          body: built.body,
          headers: built.headers,
          timeoutMs: ACTION_TIMEOUT_MS,
          guard: this.deps.guard,
          ca: this.deps.ca,
          agents: this.deps.agents,
        });
        if (!outcome.ok) return failed(outcome.error ?? 'the call failed');
      } else if (built.kind === 'mail') {
        await this.deps.mailer!.send({ to: built.to, subject: built.subject, text: built.text });
      } else {
        await this.deps.repository.appendAudit({
          accountId: trigger.accountId,
          level: built.level,
          message: built.message,
          triggerId: trigger.id,
          executionId,
          memoryId: memory.id,
          actionIndex: index,
          createdAt: this.clock(),
        });
      }
    } catch (err) {
      return failed((err as Error).message);
    }
    return { type: action.type, status: 'SUCCESS', response_time_ms: elapsedMs(started) };
  }

  /** The account's address, loaded only when an EMAIL_ALERT needs it. */
  private async accountContext(accountId: string, actions: readonly TriggerAction[]): Promise<AccountContext> {
    const email = actions.some((a) => a.type === 'EMAIL_ALERT') ? await this.deps.accountEmail(accountId) : null;
    return { accountId, email };
  }

  private build(
    action: TriggerAction,
    trigger: Pick<TriggerRecord, 'id' | 'name'>,
    account: AccountContext,
    executionId: string,
    memory: ExecutionMemory,
  ): BuiltAction {
    const vars: TemplateVariables = templateVariables(memory, trigger);
    switch (action.type) {
      case 'WEBHOOK': {
        this.requireUrl(action.url);
        const body = {
          trigger: { id: trigger.id, name: trigger.name },
          execution_id: executionId,
          memory: {
            id: memory.id,
            content: memory.content,
            category: memory.category,
            importance: memory.importance,
            user_id: memory.user_id,
            metadata: memory.metadata,
            created_at: memory.created_at,
          },
          executed_at: this.clock().toISOString(),
        };
        return { kind: 'post', url: action.url, body: JSON.stringify(body), headers: action.headers ?? {} };
      }
      case 'EMAIL_ALERT': {
        if (!this.deps.mailer)
          throw new ActionNotBuilt(
            'E-mail is not configured on this service (SMTP_URL is not set), so the alert cannot be sent.',
          );
        const refused = recipientRefusal(action.to, this.policy.emailAllowedDomains, account.email);
        if (refused) throw new ActionNotBuilt(refused);
        const subject = renderTemplate(action.subject ?? DEFAULT_TEMPLATES.emailSubject, vars);
        const text = [
          `Trigger "${trigger.name}" (${trigger.id}) matched a memory.`,
          '',
          `Memory:     ${memory.id}`,
          `Content:    ${memory.content}`,
          `Category:   ${memory.category}`,
          `Importance: ${memory.importance}`,
          `User:       ${memory.user_id ?? ''}`,
          `Created:    ${memory.created_at}`,
          `Metadata:   ${JSON.stringify(memory.metadata)}`,
        ].join('\n');
        return { kind: 'mail', to: action.to, subject, text, capped: 'email' };
      }
      case 'CHAT_NOTIFICATION': {
        const url = chatWebhookUrl(this.policy.chatChannels, account.accountId, action.channel);
        if (url === undefined)
          throw new ActionNotBuilt(channelRefusal(this.policy.chatChannels, account.accountId, action.channel)!);
        this.requireUrl(url);
        const text = renderTemplate(action.message_template ?? DEFAULT_TEMPLATES.chatMessage, vars);
        return {
          kind: 'post',
          url,
          body: JSON.stringify({ text, channel: action.channel }),
          headers: {},
          capped: 'chat',
        };
      }
      case 'LOG_EVENT':
        return {
          kind: 'log',
          level: action.level ?? 'info',
          message: renderTemplate(action.message_template ?? DEFAULT_TEMPLATES.logMessage, vars),
        };
    }
  }

  /** An HTTPS URL the guard would call (its address is checked again when it is called). */
  private requireUrl(url: string): void {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:') throw new ActionNotBuilt(`${url} is not an https:// URL.`);
    } catch (err) {
      if (err instanceof ActionNotBuilt || err instanceof OutboundUrlError) throw err;
      throw new ActionNotBuilt(`${url} is not a valid URL.`);
    }
  }
}

function elapsedMs(started: number): number {
  return Math.max(0, Math.round(performance.now() - started));
}
