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
import { TIERS, isTier, TIER_NAMES } from './tiers.js';

export interface AccountsServiceDeps {
  accounts: AccountsRepository;
  usage: UsageRepository;
  sessions: SessionTokens;
  inventory: MemoryInventory;
  /** The outbound address policy a vector_db_url's host must pass (with VECTOR_DB_ALLOWED_HOSTS). */
  vectorDbGuard: OutboundGuard;
  clock?: () => Date;
}

export class AccountsService {
  private readonly clock: () => Date;

  constructor(private readonly deps: AccountsServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async signUp(input: Schemas['CreateKeyRequest']): Promise<Schemas['CreateKeyResponse']> {
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
    return {
      api_key: apiKey,
      tier: 'free',
      vector_db_url: vectorDbUrl,
      message: 'Store this API key now; it cannot be retrieved again.',
    };
  }

  async usageOf(caller: Caller, detailed: boolean): Promise<Schemas['AccountUsage']> {
    const period = periodOf(this.clock());
    const [counters, memoriesStored] = await Promise.all([
      this.deps.usage.read(caller.accountId, period.start, 'live'),
      this.deps.inventory.count(caller.accountId),
    ]);
    const limits = TIERS[caller.tier];
    return {
      tier: caller.tier,
      requests_used: counters.requests ?? 0,
      requests_limit: limits.queriesPerMonth,
      memories_stored: memoriesStored,
      memories_limit: limits.memories,
      reset_date: period.resetsAt.toISOString(),
      ...(detailed
        ? {
            detailed: {
              intelligence: counters['op:intelligence'] ?? 0,
              store: counters['op:store'] ?? 0,
              search: counters['op:search'] ?? 0,
              embed: counters['op:embed'] ?? 0,
            },
          }
        : {}),
    };
  }

  async login(apiKey: string): Promise<Schemas['LoginResponse']> {
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
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: this.deps.sessions.ttlSeconds,
      user: {
        email: account.email,
        name: account.name,
        tier: account.tier,
        created_at: account.createdAt.toISOString(),
      },
    };
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
