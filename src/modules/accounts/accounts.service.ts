// Sign-up, usage, login and tier changes.
import { emailExists, loginKeyInvalid } from '../../errors/account-errors.js';
import { vectorDbUrlRefused } from '../../errors/memory-errors.js';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.js';
import { resolveVectorDbUrl, VectorDbUrlError } from '../memory/vector-store/vector-db-url.js';
import type { Schemas } from '../schemas.js';
import { periodOf } from '../usage/billing-period.js';
import type { UsageRepository } from '../usage/usage.repository.js';
import { EmailTakenError, type AccountsRepository } from './accounts.repository.js';
import type { Caller } from './caller.js';
import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-text.js';
import type { MemoryInventory } from './memory-inventory.js';
import type { SessionTokens } from './session-tokens.js';
import type { Account } from './account.entity.js';
import { TIERS, isTier, TIER_NAMES, type Tier, type TierLimits } from './tiers.js';

export interface AccountsServiceDeps {
  accounts: AccountsRepository;
  usage: UsageRepository;
  sessions: SessionTokens;
  inventory: MemoryInventory;
  /** The outbound address policy a vector_db_url's host must pass (with VECTOR_DB_ALLOWED_HOSTS). */
  vectorDbGuard: OutboundGuard;
  clock?: () => Date;
}

/** An account just signed up, with its first API key (shown this once). */
export interface NewAccount {
  apiKey: string;
  tier: Tier;
  vectorDbUrl: string | null;
}

/** The account's usage in the current billing period, against its tier's limits. */
export interface AccountUsage {
  tier: Tier;
  limits: TierLimits;
  requestsUsed: number;
  memoriesStored: number;
  resetsAt: Date;
  /** Requests by operation, when asked for. */
  byOperation: { intelligence: number; store: number; search: number; embed: number } | null;
}

/** A session opened with an API key: its bearer token, how long it lasts, and the key's account. */
export interface Session {
  accessToken: string;
  expiresInSeconds: number;
  account: Account;
}

export class AccountsService {
  private readonly clock: () => Date;

  constructor(private readonly deps: AccountsServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async signUp(input: Schemas['CreateKeyRequest']): Promise<NewAccount> {
    const email = input.email.trim();
    const vectorDbUrl = input.vector_db_url?.trim() || null;
    if (vectorDbUrl) await checkVectorDbUrl(vectorDbUrl, this.deps.vectorDbGuard);
    const apiKey = generateApiKey('live');
    try {
      await this.deps.accounts.createWithKey({
        email,
        name: input.name?.trim() || null,
        vectorDbUrl,
        keyHash: hashApiKey(apiKey),
        environment: 'live',
      });
    } catch (err) {
      if (err instanceof EmailTakenError) {
        throw emailExists(email);
      }
      throw err;
    }
    return { apiKey, tier: 'free', vectorDbUrl };
  }

  async usageOf(caller: Caller, detailed: boolean): Promise<AccountUsage> {
    const period = periodOf(this.clock());
    const [counters, memoriesStored] = await Promise.all([
      this.deps.usage.read(caller.accountId, period.start, 'live'),
      this.deps.inventory.count(caller.accountId),
    ]);
    return {
      tier: caller.tier,
      limits: TIERS[caller.tier],
      requestsUsed: counters.requests ?? 0,
      memoriesStored,
      resetsAt: period.resetsAt,
      byOperation: detailed
        ? {
            intelligence: counters['op:intelligence'] ?? 0,
            store: counters['op:store'] ?? 0,
            search: counters['op:search'] ?? 0,
            embed: counters['op:embed'] ?? 0,
          }
        : null,
    };
  }

  async login(apiKey: string): Promise<Session> {
    const invalid = loginKeyInvalid();
    if (!looksLikeApiKey(apiKey)) throw invalid;
    const caller = await this.deps.accounts.findCallerByKeyHash(hashApiKey(apiKey));
    if (!caller) throw invalid;
    const account = await this.deps.accounts.findById(caller.accountId);
    if (!account) throw invalid;
    const accessToken = await this.deps.sessions.issue({
      accountId: caller.accountId,
      environment: caller.environment,
      keyId: caller.keyId,
    });
    return { accessToken, expiresInSeconds: this.deps.sessions.ttlSeconds, account };
  }

  /** Operator action: takes effect on the account's next request (the tier is read per request). */
  async setTier(email: string, tier: string): Promise<void> {
    if (!isTier(tier)) throw new Error(`'${tier}' is not a tier; use one of ${TIER_NAMES.join(', ')}`);
    if (!(await this.deps.accounts.setTier(email, tier))) throw new Error(`no account has the e-mail address ${email}`);
  }
}

/** Form, parameters and address of a vector_db_url (see vector-db-url.ts): 422 naming the problem. */
async function checkVectorDbUrl(url: string, guard: OutboundGuard): Promise<void> {
  try {
    await resolveVectorDbUrl(url, guard);
  } catch (err) {
    if (!(err instanceof VectorDbUrlError)) throw err;
    throw vectorDbUrlRefused(err.message);
  }
}
