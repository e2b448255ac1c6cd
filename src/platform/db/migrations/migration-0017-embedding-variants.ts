import { Migration } from '@mikro-orm/migrations';

/**
 * Which build of the model wrote each memory's vector (`fp32`, `int8`, `hosted`, or `imported`
 * for an import file's own vector), so that memories written under another EMBEDDING_VARIANT can
 * be found and embedded again. Every vector before this column came from the fp32 model (or the
 * hosted endpoint configured instead of it), hence the default. Overflow memories need none:
 * their vectors are computed by the caller, never by the service's model.
 */
export class Migration0017EmbeddingVariants extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table memories add column if not exists embedding_variant text not null default 'fp32'
        check (embedding_variant in ('fp32', 'int8', 'hosted', 'imported'));`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table memories drop column if exists embedding_variant;');
  }
}
