// A fresh free-tier account with a live key, straight through the accounts repository, for tests
// of repositories and services that need an account to exist (no HTTP, no sign-up).
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { AccountsRepository } from '../../src/modules/accounts/accounts.repository.js';
import { generateApiKey, hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import type { Caller } from '../../src/modules/accounts/caller.js';

/** The caller of a new account's live key, as a request would resolve it; `label` starts its e-mail. */
export async function newLiveCaller(orm: MikroORM, label: string): Promise<Caller> {
  const accounts = new AccountsRepository(orm);
  const keyHash = hashApiKey(generateApiKey('live'));
  await accounts.createWithKey({
    email: `${label}.${randomBytes(6).toString('hex')}@example.com`,
    name: null,
    vectorDbUrl: null,
    keyHash,
    environment: 'live',
  });
  const caller = await accounts.findCallerByKeyHash(keyHash);
  if (!caller) throw new Error('the new key was not found');
  return caller;
}
