import { Migration } from '@mikro-orm/migrations';

/**
 * Duplicate-check fingerprints of stored memories: the hash of the normalised text (exact
 * duplicates, one index probe) and a 64-bit SimHash cut into four 16-bit bands, each indexed
 * (near-duplicates, four index probes). No vectors are involved.
 */
export class Migration0005MemoryFingerprints extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists memory_fingerprints (
        memory_id text primary key,
        account_id text not null references accounts(id) on delete cascade,
        collection text not null,
        content_hash text not null,
        simhash bigint not null,
        band0 integer not null,
        band1 integer not null,
        band2 integer not null,
        band3 integer not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index if not exists memory_fingerprints_hash on memory_fingerprints (account_id, content_hash);',
    );
    for (let band = 0; band < 4; band++) {
      this.addSql(
        `create index if not exists memory_fingerprints_band${band} on memory_fingerprints (account_id, band${band});`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists memory_fingerprints;');
  }
}
