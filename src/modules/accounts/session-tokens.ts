// Session tokens: short-lived HS256 JWTs that stand in for the API key they were exchanged for.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { KeyEnvironment } from './api-key.entity.js';

const ISSUER = 'memory-intelligence-service';
const AUDIENCE = 'session';

export interface SessionClaims {
  accountId: string;
  environment: KeyEnvironment;
  keyId: string | null;
}

export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: SessionClaims): Promise<string> {
    return new SignJWT({ env: claims.environment, kid: claims.keyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.accountId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const environment = payload.env === 'test' ? 'test' : payload.env === 'live' ? 'live' : null;
      if (!payload.sub || !environment) return null;
      return { accountId: payload.sub, environment, keyId: typeof payload.kid === 'string' ? payload.kid : null };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}
