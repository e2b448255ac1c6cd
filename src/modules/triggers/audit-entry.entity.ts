import { BigIntType, EntitySchema, type Opt } from '@mikro-orm/core';

/** One line of an account's audit log, written by a LOG_EVENT action; never changed once written. */
export class AuditEntry {
  /** The order entries were written in (bigserial). */
  id!: Opt<number>;
  accountId!: string;
  level!: string;
  message!: string;
  triggerId!: string | null;
  executionId!: string | null;
  memoryId!: string | null;
  /** With the execution, what makes an entry unique: a re-run action writes nothing new. */
  actionIndex!: number | null;
  createdAt!: Date;
}

export const AuditEntrySchema = new EntitySchema<AuditEntry>({
  class: AuditEntry,
  tableName: 'audit_log',
  properties: {
    id: { type: new BigIntType('number'), primary: true, autoincrement: true },
    accountId: { type: 'string' },
    level: { type: 'string' },
    message: { type: 'string' },
    triggerId: { type: 'string', nullable: true },
    executionId: { type: 'string', nullable: true },
    memoryId: { type: 'string', nullable: true },
    actionIndex: { type: 'integer', nullable: true },
    createdAt: { type: 'Date' },
  },
});
