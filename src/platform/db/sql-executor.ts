// What repositories need to run a statement: the ORM's connection, or the entity manager of an
// open transaction (so that a repository's writes can join a caller's transaction).
export interface SqlExecutor {
  execute(sql: string, params?: unknown[]): Promise<unknown>;
}
