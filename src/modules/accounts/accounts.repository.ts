// Accounts and their keys in the relational database.
import { LockMode, type MikroORM } from '@mikro-orm/postgresql';
import { textArrayLiteral } from '../../platform/db/sql-literals.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { newId } from '../../platform/ids.js';
import { Account } from './account.entity.js';
import { ApiKey, type KeyEnvironment } from './api-key.entity.js';
import type { Caller } from './caller.js';
import type { Tier } from './tiers.js';

export class EmailTakenError extends Error {}

interface CallerRow {
  account_id: string;
  tier: Tier;
  environment: KeyEnvironment;
  key_id: string;
}

export class AccountsRepository {
  constructor(private readonly orm: MikroORM) {}

  /** Creates the account and its first key together, or neither. */
  async createWithKey(input: {
    email: string;
    name: string | null;
    vectorDbUrl: string | null;
    keyHash: string;
    environment: KeyEnvironment;
  }): Promise<Account> {
    const em = this.orm.em.fork();
    try {
      return await em.transactional(async (tx) => {
        const account = tx.create(Account, {
          id: newId('acct'),
          email: input.email,
          emailNormalized: input.email.toLowerCase(),
          name: input.name,
          tier: 'free',
          vectorDbUrl: input.vectorDbUrl,
        });
        tx.create(ApiKey, {
          id: newId('key'),
          account,
          keyHash: input.keyHash,
          environment: input.environment,
          revokedAt: null,
        });
        return account;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'email_normalized')) throw new EmailTakenError(input.email);
      throw err;
    }
  }

  /** Adds a key to the account with that e-mail; false when there is none. */
  async addKey(email: string, keyHash: string, environment: KeyEnvironment): Promise<boolean> {
    const em = this.orm.em.fork();
    const account = await em.findOne(Account, { emailNormalized: email.toLowerCase() });
    if (!account) return false;
    em.create(ApiKey, { id: newId('key'), account, keyHash, environment, revokedAt: null });
    await em.flush();
    return true;
  }

  /** The caller behind a key hash, in one round trip (this runs on every request). */
  async findCallerByKeyHash(keyHash: string): Promise<Caller | null> {
    const rows = await this.orm.em.getConnection().execute<CallerRow[]>(
      `select k.account_id, a.tier, k.environment, k.id as key_id
         from api_keys k join accounts a on a.id = k.account_id
        where k.key_hash = ? and k.revoked_at is null`,
      [keyHash],
    );
    const row = rows[0];
    return row ? { accountId: row.account_id, tier: row.tier, environment: row.environment, keyId: row.key_id } : null;
  }

  /**
   * What a session token made from the key `keyId` may still do: the account's tier, or why it
   * can no longer be used ('revoked' also when the key is gone). One primary-key lookup.
   */
  async findSessionKey(
    accountId: string,
    keyId: string,
  ): Promise<{ tier: Tier; environment: KeyEnvironment } | 'revoked' | null> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ tier: Tier; environment: KeyEnvironment; key_id: string | null; revoked_at: Date | null }[]>(
        `select a.tier, k.environment, k.id as key_id, k.revoked_at
         from accounts a left join api_keys k on k.id = ? and k.account_id = a.id
        where a.id = ?`,
        [keyId, accountId],
      );
    const row = rows[0];
    if (!row) return null;
    if (row.key_id === null || row.revoked_at !== null) return 'revoked';
    return { tier: row.tier, environment: row.environment };
  }

  /** Revokes the key with that hash; false when no active key has it. */
  async revokeKey(keyHash: string): Promise<boolean> {
    const changed = await this.orm.em
      .getConnection()
      .execute('update api_keys set revoked_at = now() where key_hash = ? and revoked_at is null', [keyHash], 'run');
    return (changed as unknown as { affectedRows: number }).affectedRows > 0;
  }

  /**
   * Rotation: revokes the active key with `keyHash` and gives its account a new key of the same
   * environment, together or not at all. The environment of the new key; null when no active key
   * has that hash.
   */
  async rotateKey(keyHash: string, newKeyHash: string): Promise<KeyEnvironment | null> {
    return this.orm.em.fork().transactional(async (tx) => {
      const key = await tx.findOne(ApiKey, { keyHash, revokedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!key) return null;
      key.revokedAt = new Date();
      tx.create(ApiKey, {
        id: newId('key'),
        account: key.account,
        keyHash: newKeyHash,
        environment: key.environment,
        revokedAt: null,
      });
      return key.environment;
    });
  }

  /** The account's own vector database, or null for the service's built-in storage. */
  async findVectorDbUrl(accountId: string): Promise<string | null> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ vector_db_url: string | null }[]>('select vector_db_url from accounts where id = ?', [accountId]);
    return rows[0]?.vector_db_url ?? null;
  }

  async findTier(accountId: string): Promise<Tier | null> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ tier: Tier }[]>('select tier from accounts where id = ?', [accountId]);
    return rows[0]?.tier ?? null;
  }

  /**
   * Which of these accounts still exist (an account's figures may outlive it in memory). SQL: ids
   * only, for a background flush, outside any request's unit of work.
   */
  async existingIds(accountIds: readonly string[]): Promise<Set<string>> {
    if (accountIds.length === 0) return new Set();
    const rows = await this.orm.em
      .getConnection()
      .execute<{ id: string }[]>('select id from accounts where id = any(?::text[])', [textArrayLiteral(accountIds)]);
    return new Set(rows.map((r) => r.id));
  }

  async findById(accountId: string): Promise<Account | null> {
    return this.orm.em.fork().findOne(Account, { id: accountId });
  }

  async findByEmail(email: string): Promise<Account | null> {
    return this.orm.em.fork().findOne(Account, { emailNormalized: email.toLowerCase() });
  }

  /** Returns false when no account has that e-mail. */
  async setTier(email: string, tier: Tier): Promise<boolean> {
    const changed = await this.orm.em
      .getConnection()
      .execute(
        'update accounts set tier = ?, updated_at = now() where email_normalized = ?',
        [tier, email.toLowerCase()],
        'run',
      );
    return (changed as unknown as { affectedRows: number }).affectedRows > 0;
  }
}
