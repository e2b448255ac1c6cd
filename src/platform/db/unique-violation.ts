// A unique-constraint violation, whether MikroORM translated it (entity operations) or the driver
// raised it (raw statements through the connection): SQLSTATE 23505.
import { UniqueConstraintViolationException } from '@mikro-orm/core';

export function isUniqueViolation(err: unknown, constraintPart?: string): boolean {
  const driverError = err as { code?: string; constraint?: string; message?: string } | null;
  const unique = err instanceof UniqueConstraintViolationException || driverError?.code === '23505';
  if (!unique || !constraintPart) return unique;
  return Boolean(driverError?.constraint?.includes(constraintPart) || driverError?.message?.includes(constraintPart));
}
