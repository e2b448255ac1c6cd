import { Migration } from '@mikro-orm/migrations';

/**
 * An index of a collection's overflow memories in id order, from which the search index of the
 * collection is built in slices (`OverflowMemoriesRepository.readCodes`): each slice starts
 * where the last ended instead of sorting the whole collection again. It replaces the index on
 * (account_id, collection), of which it is an extension.
 */
export class Migration0022OverflowCodesById extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create index if not exists overflow_memories_by_collection_id on overflow_memories (account_id, collection, id);',
    );
    this.addSql('drop index if exists overflow_memories_by_collection;');
  }

  override async down(): Promise<void> {
    this.addSql(
      'create index if not exists overflow_memories_by_collection on overflow_memories (account_id, collection);',
    );
    this.addSql('drop index if exists overflow_memories_by_collection_id;');
  }
}
