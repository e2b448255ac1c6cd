// The bodies of the Account tag: sign-up, usage and login, each mapped from the service's domain
// results to the contract's schema.
import type { Schemas } from '../schemas.js';
import type { AccountUsage, NewAccount, Session } from './accounts.service.js';

export function presentNewAccount(created: NewAccount): Schemas['CreateKeyResponse'] {
  return {
    api_key: created.apiKey,
    tier: created.tier,
    vector_db_url: created.vectorDbUrl,
    message: 'Store this API key now; it cannot be retrieved again.',
  };
}

/** The usage; `detailed` only when the requests by operation were asked for. */
export function presentAccountUsage(usage: AccountUsage): Schemas['AccountUsage'] {
  return {
    tier: usage.tier,
    requests_used: usage.requestsUsed,
    requests_limit: usage.limits.queriesPerMonth,
    memories_stored: usage.memoriesStored,
    memories_limit: usage.limits.memories,
    reset_date: usage.resetsAt.toISOString(),
    ...(usage.byOperation ? { detailed: { ...usage.byOperation } } : {}),
  };
}

export function presentSession(session: Session): Schemas['LoginResponse'] {
  return {
    access_token: session.accessToken,
    token_type: 'bearer',
    expires_in: session.expiresInSeconds,
    user: {
      email: session.account.email,
      name: session.account.name,
      tier: session.account.tier,
      created_at: session.account.createdAt.toISOString(),
    },
  };
}
