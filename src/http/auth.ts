// Bearer authentication: an API key (looked up by its SHA-256) or a session token from login.
//
// A session token names the key it was made from (its `kid` claim), and authenticating it looks
// that key up by its primary key, together with the account's tier: a token whose key was revoked
// or rotated away (rotation revokes the old key) is refused, with a message that says to sign in
// again, not with the generic "missing or invalid key".
//
// A resolved caller (account, key environment, tier) is kept for a short, configured time
// (AUTH_CACHE_TTL_MS, default 1 s): the lookup is most of the database work of a read. A tier
// change, and a key's revocation or rotation (for the key itself and for every session token made
// from it), therefore reaches every instance within that time; the operator commands wait it out
// before they report the change done. Unknown credentials and refusals are never cached.
import type { AccountsRepository } from '../modules/accounts/accounts.repository.js';
import type { Caller } from '../modules/accounts/caller.js';
import { hashApiKey, looksLikeApiKey } from '../modules/accounts/api-key-text.js';
import type { SessionTokens } from '../modules/accounts/session-tokens.js';
import { ExpiringCache } from '../platform/expiring-cache.js';

export interface AuthContext extends Caller {
  via: 'api_key' | 'session';
}

/**
 * What a credential proved: the caller, or none; `refusal` explains a credential that was once
 * good and is no longer (a session token whose key was revoked), null otherwise.
 */
export interface AuthCheck {
  caller: AuthContext | null;
  refusal: string | null;
}

const SESSION_KEY_REVOKED =
  'The API key this session token was made from has been revoked or rotated, so the session has ended. Sign in again: POST /v1/auth/login with a current API key.';

const NOTHING: AuthCheck = { caller: null, refusal: null };

export class Authenticator {
  private readonly callers: ExpiringCache<string, AuthCheck>;

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: SessionTokens,
    cacheTtlMs: number,
  ) {
    this.callers = new ExpiringCache(cacheTtlMs);
  }

  /** The caller for an Authorization header value, or null when it proves nothing. */
  async authenticate(header: string | undefined): Promise<AuthContext | null> {
    return (await this.check(header)).caller;
  }

  /** The caller for an Authorization header value, or why there is none. */
  async check(header: string | undefined): Promise<AuthCheck> {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
    if (!token) return NOTHING;
    return this.callers.getOrLoad(
      token,
      () => this.resolve(token),
      (found) => found.caller !== null,
    );
  }

  private async resolve(token: string): Promise<AuthCheck> {
    if (looksLikeApiKey(token)) {
      const caller = await this.accounts.findCallerByKeyHash(hashApiKey(token));
      return caller ? { caller: { ...caller, via: 'api_key' }, refusal: null } : NOTHING;
    }
    if (token.split('.').length === 3) {
      const claims = await this.sessions.verify(token);
      if (!claims) return NOTHING;
      // a token that names no key cannot be checked against one: it is refused like a revoked one
      if (claims.keyId === null) return { caller: null, refusal: SESSION_KEY_REVOKED };
      const key = await this.accounts.findSessionKey(claims.accountId, claims.keyId);
      if (key === null) return NOTHING;
      if (key === 'revoked') return { caller: null, refusal: SESSION_KEY_REVOKED };
      return {
        caller: {
          accountId: claims.accountId,
          tier: key.tier,
          environment: key.environment,
          keyId: claims.keyId,
          via: 'session',
        },
        refusal: null,
      };
    }
    return NOTHING;
  }
}
