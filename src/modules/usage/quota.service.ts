// Monthly quotas per tier. Production keys count against them; test keys are counted apart and
// never limited. A refused request adds nothing. Each use is also recorded under its operation
// (usage-operations.ts) per day, by the same statement, and a refund takes both back. A model
// call's request and tokens are counted together, in one statement too (chargeCall).
import type { Caller } from '../accounts/caller.js';
import { TIERS, type TierLimits } from '../accounts/tiers.js';
import { memoryEvents } from '../events/memory-events.js';
import { periodOf } from './billing-period.js';
import { dayOf, type UsageOperation } from './usage-operations.js';
import type { CounterKey, DailyUse, UsageRepository } from './usage.repository.js';
import { quotaReached } from '../../errors/registry.js';

export type Quota = 'requests' | 'tokens' | 'compression_vectors';

/** Shares of a quota at which USAGE_THRESHOLD is recorded. */
const USAGE_THRESHOLDS_PCT = [80, 90, 100] as const;

/** What a metered model call counted, to give back when the work is then refused or fails. */
export interface CallCharge {
  refundTokens(): Promise<void>;
  refundAll(): Promise<void>;
}

const LIMIT_OF: Record<Quota, keyof TierLimits> = {
  requests: 'queriesPerMonth',
  tokens: 'tokensPerMonth',
  compression_vectors: 'compressionVectorsPerMonth',
};

/** The operation a quota's use is recorded under when the caller names none. */
const DEFAULT_OPERATION: Partial<Record<Quota, UsageOperation>> = { compression_vectors: 'compression' };

const QUOTA_NAME: Record<Quota, string> = {
  requests: 'monthly request limit',
  tokens: 'monthly token limit',
  compression_vectors: 'monthly compression-vector limit',
};

export class QuotaService {
  constructor(
    private readonly usage: UsageRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Counts `amount` against the caller's quota, and as much under `operation` for the day, or
   * throws 403 QUOTA_EXCEEDED and counts nothing.
   */
  async consume(
    caller: Caller,
    quota: Quota,
    amount: number,
    operation: UsageOperation | undefined = DEFAULT_OPERATION[quota],
  ): Promise<number> {
    return (await this.consumeAll(caller, [{ quota, amount, operation }]))[0]!;
  }

  /**
   * consume for several quotas in one statement: all are counted, or none (a refusal gives back
   * the uses counted before it and throws that quota's QUOTA_EXCEEDED). Answers the new totals.
   */
  private async consumeAll(
    caller: Caller,
    uses: readonly { quota: Quota; amount: number; operation?: UsageOperation }[],
    now: Date = this.clock(),
  ): Promise<number[]> {
    const period = periodOf(now);
    const steps = uses.map(({ quota, amount, operation = DEFAULT_OPERATION[quota] }) => ({
      key: { accountId: caller.accountId, periodStart: period.start, environment: caller.environment, metric: quota },
      amount,
      limit: caller.environment === 'live' ? (TIERS[caller.tier][LIMIT_OF[quota]] as number | null) : null,
      use: operation ? { day: dayOf(now), operation } : undefined,
    }));
    const totals = await this.usage.addAllWithin(steps);
    const refused = totals.indexOf(null);
    if (refused === -1) {
      for (const [i, step] of steps.entries()) {
        const total = totals[i]!;
        if (step.limit !== null)
          await this.reportThresholds(
            caller,
            uses[i]!.quota,
            step.key,
            total - step.amount,
            total,
            step.limit,
            period.resetsAt,
          );
      }
      return totals as number[];
    }
    for (let i = refused - 1; i >= 0; i--) await this.usage.subtract(steps[i]!.key, steps[i]!.amount, steps[i]!.use);
    const quota = uses[refused]!.quota;
    const used =
      (await this.usage.read(caller.accountId, period.start, caller.environment, { fresh: true }))[quota] ?? 0;
    throw quotaReached(QUOTA_NAME[quota], caller.tier, used, steps[refused]!.limit, period.resetsAt);
  }

  /** Records USAGE_THRESHOLD for each of 80, 90 and 100% of the limit that this use reached, once per threshold and period. */
  private async reportThresholds(
    caller: Caller,
    quota: Quota,
    key: CounterKey,
    before: number,
    after: number,
    limit: number,
    resetsAt: Date,
  ): Promise<void> {
    for (const pct of USAGE_THRESHOLDS_PCT) {
      const mark = Math.ceil((limit * pct) / 100);
      if (before >= mark || after < mark) continue;
      const event = memoryEvents.usageThreshold(caller.accountId, {
        quota,
        thresholdPct: pct,
        used: after,
        limit,
        tier: caller.tier,
        resetDate: resetsAt.toISOString(),
      });
      await this.usage.markThreshold(key, pct, event);
    }
  }

  /** Gives back what consume counted (with its operation), for work that was then refused for another reason. */
  async refund(
    caller: Caller,
    quota: Quota,
    amount: number,
    operation: UsageOperation | undefined = DEFAULT_OPERATION[quota],
    at: Date = this.clock(),
  ): Promise<void> {
    const period = periodOf(at);
    const use: DailyUse | undefined = operation ? { day: dayOf(at), operation } : undefined;
    await this.usage.subtract(
      { accountId: caller.accountId, periodStart: period.start, environment: caller.environment, metric: quota },
      amount,
      use,
    );
  }

  /** Counts one metered request of `operation` and its tokens, in one statement; a refusal of either counts neither. */
  async chargeCall(caller: Caller, tokens: number, operation?: UsageOperation): Promise<CallCharge> {
    // refunds go to the day and month the charge was counted in, even after midnight
    const at = this.clock();
    await this.consumeAll(
      caller,
      [
        { quota: 'requests', amount: 1, operation },
        { quota: 'tokens', amount: tokens },
      ],
      at,
    );
    const refundTokens = () => this.refund(caller, 'tokens', tokens, undefined, at);
    return {
      refundTokens,
      refundAll: async () => {
        await refundTokens();
        await this.refund(caller, 'requests', 1, operation, at);
      },
    };
  }
}
