// Bearer authentication: an API key (looked up by its SHA-256) or a session token from login.
//
// A resolved caller (account, key environment, tier) is kept for a short, configured time
// (AUTH_CACHE_TTL_MS, default 1 s): the lookup is most of the database work of a read. A tier
// change therefore reaches every instance within that time; the operator command waits it out
// before it reports the change done. Unknown credentials are never cached.
import type { AccountsRepository, Caller } from '../modules/accounts/accounts.repository.js';
import { hashApiKey, looksLikeApiKey } from '../modules/accounts/api-key-text.js';
import type { SessionTokens } from '../modules/accounts/session-tokens.js';
import { ExpiringCache } from '../platform/expiring-cache.js';

export interface AuthContext extends Caller {
  via: 'api_key' | 'session';
}

export class Authenticator {
  private readonly callers: ExpiringCache<string, AuthContext | null>;

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: SessionTokens,
    cacheTtlMs: number,
  ) {
    this.callers = new ExpiringCache(cacheTtlMs);
  }

  /** The caller for an Authorization header value, or null when it proves nothing. */
  async authenticate(header: string | undefined): Promise<AuthContext | null> {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
    if (!token) return null;
    return this.callers.getOrLoad(token, () => this.resolve(token), (caller) => caller !== null);
  }

  private async resolve(token: string): Promise<AuthContext | null> {
    if (looksLikeApiKey(token)) {
      const caller = await this.accounts.findCallerByKeyHash(hashApiKey(token));
      return caller ? { ...caller, via: 'api_key' } : null;
    }
    if (token.split('.').length === 3) {
      const claims = await this.sessions.verify(token);
      if (!claims) return null;
      const tier = await this.accounts.findTier(claims.accountId);
      return tier ? { accountId: claims.accountId, tier, environment: claims.environment, keyId: claims.keyId, via: 'session' } : null;
    }
    return null;
  }
}
