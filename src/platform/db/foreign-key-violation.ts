// A foreign-key violation, whether MikroORM translated it or the driver raised it: SQLSTATE 23503
// (a row refers to one that a concurrent transaction deleted).
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';

export function isForeignKeyViolation(err: unknown): boolean {
  return err instanceof ForeignKeyConstraintViolationException || (err as { code?: string } | null)?.code === '23503';
}
