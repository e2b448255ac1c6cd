import { EntitySchema, type Opt } from '@mikro-orm/core';
import type { Account } from './account.entity.js';

export type KeyEnvironment = 'live' | 'test';

/** An API key, kept only as the SHA-256 of its text so a stolen database yields no working key. */
export class ApiKey {
  id!: string;
  account!: Account;
  keyHash!: string;
  environment!: KeyEnvironment;
  createdAt!: Opt<Date>;
  revokedAt!: Date | null;
}

export const ApiKeySchema = new EntitySchema<ApiKey>({
  class: ApiKey,
  tableName: 'api_keys',
  properties: {
    id: { type: 'string', primary: true },
    account: { kind: 'm:1', entity: 'Account', deleteRule: 'cascade' },
    keyHash: { type: 'string', unique: true },
    environment: { type: 'string' },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    revokedAt: { type: 'Date', nullable: true },
  },
});
