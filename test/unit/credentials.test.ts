import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, looksLikeApiKey } from '../../src/modules/accounts/api-key-text.js';
import { SessionTokens } from '../../src/modules/accounts/session-tokens.js';
import { newId } from '../../src/platform/ids.js';

describe('identifiers', () => {
  it('are the prefix and 24 base62 characters, never repeated', () => {
    const ids = Array.from({ length: 2000 }, () => newId('mem'));
    for (const id of ids) expect(id).toMatch(/^mem_[0-9A-Za-z]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('API keys', () => {
  it('are pr_live_/pr_test_ and 32 random bytes, recognised by shape', () => {
    const live = generateApiKey('live');
    const test = generateApiKey('test');
    expect(live).toMatch(/^pr_live_[A-Za-z0-9_-]{43}$/);
    expect(test).toMatch(/^pr_test_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(live.slice(8), 'base64url')).toHaveLength(32);
    expect(looksLikeApiKey(live)).toBe(true);
    expect(looksLikeApiKey(`${live}x`)).toBe(false);
    expect(looksLikeApiKey('pr_prod_' + live.slice(8))).toBe(false);
  });

  it('are stored as their SHA-256 only', () => {
    const key = generateApiKey('live');
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).not.toContain(key.slice(8, 20));
  });
});

describe('session tokens', () => {
  const tokens = new SessionTokens('s'.repeat(48), 3600);

  it('carry the account, the key environment and the key id', async () => {
    const token = await tokens.issue({ accountId: 'acct_1', environment: 'test', keyId: 'key_1' });
    expect(await tokens.verify(token)).toEqual({ accountId: 'acct_1', environment: 'test', keyId: 'key_1' });
  });

  it('refuse tampering, another secret, expiry and garbage', async () => {
    const token = await tokens.issue({ accountId: 'acct_1', environment: 'live', keyId: null });
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: 'acct_2' }),
    ).toString('base64url');
    expect(await tokens.verify(`${h}.${forged}.${s}`)).toBeNull();
    expect(await new SessionTokens('t'.repeat(48), 3600).verify(token)).toBeNull();
    const expired = await new SessionTokens('s'.repeat(48), -10).issue({
      accountId: 'acct_1',
      environment: 'live',
      keyId: null,
    });
    expect(await tokens.verify(expired)).toBeNull();
    expect(await tokens.verify('a.b.c')).toBeNull();
  });
});
