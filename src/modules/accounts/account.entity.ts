import { EntitySchema, type Opt } from '@mikro-orm/core';
import type { Tier } from './tiers.js';

export class Account {
  id!: string;
  email!: string;
  /** Lower-cased e-mail: the unique identity of an account. */
  emailNormalized!: string;
  name!: string | null;
  tier!: Tier;
  vectorDbUrl!: string | null;
  createdAt!: Opt<Date>;
  updatedAt!: Opt<Date>;
}

export const AccountSchema = new EntitySchema<Account>({
  class: Account,
  tableName: 'accounts',
  properties: {
    id: { type: 'string', primary: true },
    email: { type: 'string' },
    emailNormalized: { type: 'string', unique: true },
    name: { type: 'string', nullable: true },
    tier: { type: 'string' },
    vectorDbUrl: { type: 'string', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
