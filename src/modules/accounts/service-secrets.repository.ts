// Service-wide secrets generated once and shared by every instance through the database.
import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';

export class ServiceSecretsRepository {
  constructor(private readonly orm: MikroORM) {}

  /** The named secret, created on first use; concurrent first uses agree on one value. */
  async getOrCreate(name: string): Promise<string> {
    const connection = this.orm.em.getConnection();
    await connection.execute('insert into service_secrets (name, value) values (?, ?) on conflict (name) do nothing', [
      name,
      randomBytes(48).toString('base64url'),
    ]);
    const rows = await connection.execute<{ value: string }[]>('select value from service_secrets where name = ?', [
      name,
    ]);
    return rows[0]!.value;
  }
}
