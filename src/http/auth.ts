// Bearer authentication: an API key (looked up by its SHA-256) or a session token from login.
// The caller's tier is read on every request, so a tier change applies to the next one.
import type { AccountsRepository, Caller } from '../modules/accounts/accounts.repository.js';
import { hashApiKey, looksLikeApiKey } from '../modules/accounts/api-key-text.js';
import type { SessionTokens } from '../modules/accounts/session-tokens.js';

export interface AuthContext extends Caller {
  via: 'api_key' | 'session';
}

export class Authenticator {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: SessionTokens,
  ) {}

  /** The caller for an Authorization header value, or null when it proves nothing. */
  async authenticate(header: string | undefined): Promise<AuthContext | null> {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
    if (!token) return null;
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
