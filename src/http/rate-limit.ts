// Request rate limits per minute. Authenticated callers are limited per key (per account for
// session tokens) by their tier; anonymous calls (sign-up, login, public pages) per client
// network: an IPv4 address, or the /64 of an IPv6 address (the block one subscriber gets). On PostgreSQL the counters live in the database, so every instance shares them; the
// embedded default keeps them in memory (it is one process).
//
// A caller of the main surface is also paced: its requests start at most at a share of its
// per-minute limit each second (RATE_LIMIT_PER_SECOND_PERCENT, a tenth by default), evenly
// spaced, a few at once; the others wait for their turn, up to a second, and past that are
// refused (request-pacer.ts). The pace is kept per instance, in memory: the limit per minute
// bounds what a caller costs the service over a minute, the pace how much of an instance's
// request thread it can take at once (see the design notes, "Requests are paced per second").
//
// The generic surface has limits of its own (the specification's free 100, pro 1000, enterprise
// custom per minute), counted apart from the main surface's: free is free, pro is builder and
// scale, enterprise is enterprise with a configured figure.
import type { Knex } from '@mikro-orm/postgresql';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TEST_KEY_RATE_MULTIPLIER, TIERS, type Tier } from '../modules/accounts/tiers.js';
import type { AuthContext } from './auth.js';
import { RequestPacer } from './request-pacer.js';
import { rateBurstExceeded, rateLimitExceeded } from '../errors/registry.js';
import { clientNetwork, plainAddress } from '../platform/ip-addresses.js';

export interface RateLimitDecision {
  limit: number;
  remaining: number;
  resetEpochSeconds: number;
}

export interface RateLimitOptions {
  anonymousPerMinute: number;
  /** Client addresses whose anonymous requests are not counted (an operator's load balancer or monitoring). */
  exemptAddresses?: readonly string[];
  /** The generic surface's enterprise figure (its other tiers are fixed by the specification). */
  genericEnterprisePerMinute?: number;
  /** The pace of a main-surface caller's requests on this instance, in percent of its per-minute limit a second; 0 or absent: no pace. */
  perSecondPercent?: number;
  /** Shared store; null keeps counters in this process. */
  knex: Knex | null;
}

const WINDOW_SECONDS = 60;
/** Requests a caller may start at once before its per-second pace applies. */
const PACE_BURST = 3;
/** Longest a request waits for its turn; past it, 429. */
const PACE_MAX_WAIT_MS = 1000;
/** Callers whose pace is remembered (keys and client addresses). */
const PACE_MAX_KEYS = 100_000;

/** The specification's generic-surface tiers, by this service's tier. */
const GENERIC_TIER_OF: Readonly<Record<Tier, 'free' | 'pro' | 'enterprise'>> = {
  free: 'free',
  builder: 'pro',
  scale: 'pro',
  enterprise: 'enterprise',
};
const GENERIC_PER_MINUTE = { free: 100, pro: 1000, enterpriseDefault: 10_000 } as const;

export class RateLimits {
  /** One limiter per limit value; the promise is cached so concurrent first uses share it. */
  private readonly limiters = new Map<number, Promise<RateLimiterAbstract>>();

  /** The per-second pace of main-surface callers, in this process's memory. */
  private readonly pacer = new RequestPacer({ burst: PACE_BURST, maxWaitMs: PACE_MAX_WAIT_MS, maxKeys: PACE_MAX_KEYS });

  private readonly exempt: ReadonlySet<string>;

  private constructor(private readonly options: RateLimitOptions) {
    this.exempt = new Set((options.exemptAddresses ?? []).map(plainAddress));
  }

  static async create(options: RateLimitOptions): Promise<RateLimits> {
    return new RateLimits(options);
  }

  private limiterFor(points: number): Promise<RateLimiterAbstract> {
    let limiter = this.limiters.get(points);
    if (!limiter) {
      limiter = this.build(points);
      this.limiters.set(points, limiter);
      limiter.catch(() => this.limiters.delete(points));
    }
    return limiter;
  }

  private async build(points: number): Promise<RateLimiterAbstract> {
    const base = { points, duration: WINDOW_SECONDS, keyPrefix: `rl${points}` };
    if (!this.options.knex) return new RateLimiterMemory(base);
    // the table comes from the migrations (see migration-0004-rate-limits.ts)
    return new RateLimiterPostgres({
      ...base,
      storeClient: this.options.knex,
      storeType: 'knex',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: true,
    });
  }

  /** The requests a caller with `perMinute` may start in one second, null when it is not paced. */
  private perSecond(perMinute: number): number | null {
    const percent = this.options.perSecondPercent ?? 0;
    return percent > 0 ? Math.max(1, Math.ceil((perMinute * percent) / 100)) : null;
  }

  /**
   * Waits for the request's turn at the caller's per-second pace; throws 429 RATE_LIMIT_EXCEEDED
   * when more than PACE_MAX_WAIT_MS of its requests are already waiting.
   */
  private async pace(key: string, perMinute: number, minute: RateLimiterAbstract): Promise<void> {
    const perSecond = this.perSecond(perMinute);
    if (perSecond === null) return;
    const wait = this.pacer.turn(key, perSecond);
    if (wait === null) {
      const spent = await minute.get(key);
      throw rateBurstExceeded(perMinute, perSecond, spent ? decision(perMinute, spent) : undefined);
    }
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /** Requests per minute for a caller, null when unlimited. */
  perMinute(auth: AuthContext | null): number | null {
    if (!auth) return this.options.anonymousPerMinute;
    const tierLimit = TIERS[auth.tier].requestsPerMinute;
    if (tierLimit === null) return null;
    return auth.environment === 'test' ? tierLimit * TEST_KEY_RATE_MULTIPLIER : tierLimit;
  }

  /** Requests per minute for a caller of the generic surface (never unlimited: its answers always carry the headers). */
  genericPerMinute(auth: AuthContext | null): number {
    if (!auth) return this.options.anonymousPerMinute;
    const tier = GENERIC_TIER_OF[auth.tier];
    const limit =
      tier === 'enterprise'
        ? (this.options.genericEnterprisePerMinute ?? GENERIC_PER_MINUTE.enterpriseDefault)
        : GENERIC_PER_MINUTE[tier];
    return auth.environment === 'test' ? limit * TEST_KEY_RATE_MULTIPLIER : limit;
  }

  /** Counts one request to the generic surface, on counters apart from the main surface's. */
  takeGeneric(auth: AuthContext | null, clientAddress: string): Promise<RateLimitDecision> {
    return this.take(auth, clientAddress, this.genericPerMinute(auth), 'generic:') as Promise<RateLimitDecision>;
  }

  /** Counts one request; throws 429 RATE_LIMIT_EXCEEDED (with Retry-After) past the limit. */
  async take(
    auth: AuthContext | null,
    clientAddress: string,
    limitOverride?: number,
    keyPrefix = '',
  ): Promise<RateLimitDecision | null> {
    const limit = limitOverride ?? this.perMinute(auth);
    // the generic surface's answers always carry their limit, so only the main surface exempts
    const exempt = !auth && limitOverride === undefined && this.exempt.has(plainAddress(clientAddress));
    if (limit === null || exempt) return null;
    // an anonymous caller is counted per network (an IPv6 address by its /64), so that changing
    // the low bits of an address does not give a caller a fresh limit
    const key = keyPrefix + (auth ? (auth.keyId ?? auth.accountId) : `ip:${clientNetwork(clientAddress)}`);
    const limiter = await this.limiterFor(limit);
    // the generic surface's limits are the specification's, per minute only
    if (limitOverride === undefined) await this.pace(key, limit, limiter);
    try {
      const res = await limiter.consume(key, 1);
      return decision(limit, res);
    } catch (rejected) {
      if (!(rejected instanceof RateLimiterRes)) throw rejected;
      const retryAfter = Math.max(1, Math.ceil(rejected.msBeforeNext / 1000));
      throw rateLimitExceeded(limit, retryAfter, decision(limit, rejected).resetEpochSeconds);
    }
  }
}

function decision(limit: number, res: RateLimiterRes): RateLimitDecision {
  return {
    limit,
    remaining: Math.max(0, res.remainingPoints),
    resetEpochSeconds: Math.ceil((Date.now() + res.msBeforeNext) / 1000),
  };
}
