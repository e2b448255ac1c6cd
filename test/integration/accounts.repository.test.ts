// Accounts and keys in the real database: who a key hash belongs to, one account per e-mail
// whatever its letter case, and tier changes seen by the next lookup.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AccountsRepository, EmailTakenError } from '../../src/modules/accounts/accounts.repository.js';
import type { KeyEnvironment } from '../../src/modules/accounts/api-key.entity.js';
import { generateApiKey, hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { engines, useDatabase } from '../support/databases.js';

const uniqueEmail = (local: string): string => `${local}.${randomBytes(4).toString('hex')}@Example.com`;

describe.each(engines)('accounts repository on $label', (engine) => {
  const database = useDatabase(engine);
  const repository = (): AccountsRepository => new AccountsRepository(database().db.orm);

  async function signUp(email: string, environment: KeyEnvironment = 'live') {
    const keyHash = hashApiKey(generateApiKey(environment));
    const account = await repository().createWithKey({ email, name: 'Ada', vectorDbUrl: null, keyHash, environment });
    return { account, keyHash };
  }

  async function accountsWithEmail(email: string): Promise<number> {
    const rows = await database()
      .db.orm.em.getConnection()
      .execute<{ n: string }[]>('select count(*) as n from accounts where email_normalized = ?', [email.toLowerCase()]);
    return Number(rows[0]!.n);
  }

  it('finds the caller behind a new key, on the free tier, with the key environment', async () => {
    const live = await signUp(uniqueEmail('Ada'));
    expect(live.account.id).toMatch(/^acct_/);
    expect(await repository().findCallerByKeyHash(live.keyHash)).toEqual({
      accountId: live.account.id,
      tier: 'free',
      environment: 'live',
      keyId: expect.stringMatching(/^key_/),
    });

    const test = await signUp(uniqueEmail('Tess'), 'test');
    expect(await repository().findCallerByKeyHash(test.keyHash)).toMatchObject({
      accountId: test.account.id,
      tier: 'free',
      environment: 'test',
    });

    expect(await repository().findCallerByKeyHash(hashApiKey(generateApiKey('live')))).toBeNull();
  });

  it('refuses a second account for the same e-mail in other letter case, keeping exactly one', async () => {
    const email = uniqueEmail('Grace');
    const first = await signUp(email);
    const secondKeyHash = hashApiKey(generateApiKey('live'));
    const second = repository().createWithKey({
      email: email.toUpperCase(),
      name: null,
      vectorDbUrl: null,
      keyHash: secondKeyHash,
      environment: 'live',
    });
    await expect(second).rejects.toBeInstanceOf(EmailTakenError);
    expect(await accountsWithEmail(email)).toBe(1);
    expect(await repository().findCallerByKeyHash(secondKeyHash)).toBeNull();
    expect((await repository().findByEmail(email.toLowerCase()))?.id).toBe(first.account.id);
  });

  it('changes the tier that the next key lookup sees', async () => {
    const email = uniqueEmail('Linus');
    const { account, keyHash } = await signUp(email);
    expect(await repository().setTier(email.toUpperCase(), 'builder')).toBe(true);
    expect(await repository().findCallerByKeyHash(keyHash)).toMatchObject({ accountId: account.id, tier: 'builder' });
    expect(await repository().findTier(account.id)).toBe('builder');
  });

  it('reports that no account changed when the e-mail is unknown', async () => {
    expect(await repository().setTier(uniqueEmail('nobody'), 'scale')).toBe(false);
  });
});
