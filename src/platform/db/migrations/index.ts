// Every migration, in order. Listed explicitly so they run the same from sources and from builds.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration0001Accounts } from './migration-0001-accounts.js';

export const migrationsList: MigrationObject[] = [{ name: 'Migration0001Accounts', class: Migration0001Accounts }];
