// What billing reads besides usage_daily: when the account began, and what it stores now.
import type { MikroORM } from '@mikro-orm/postgresql';

export interface BillingAccount {
  createdAt: Date;
  storageBytes: number;
}

export class BillingRepository {
  constructor(private readonly orm: MikroORM) {}

  async account(accountId: string): Promise<BillingAccount | null> {
    const rows = await this.orm.em.getConnection().execute<{ created_at: Date | string; bytes: string }[]>(
      `select a.created_at,
              (select coalesce(sum(storage_bytes), 0) from memories where account_id = a.id and vector_state = 'written')
              + (select coalesce(sum(storage_bytes), 0) from overflow_memories where account_id = a.id) as bytes
         from accounts a where a.id = ?`,
      [accountId],
    );
    const row = rows[0];
    return row ? { createdAt: new Date(row.created_at), storageBytes: Number(row.bytes) } : null;
  }
}
