// Shared helpers of the trigger-rule checks (trigger-conditions.ts, trigger-actions.ts). How an
// offending value is described in a message and echoed in the error details is the errors'
// business: see src/errors/trigger-errors.ts.

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "A, B, C or D". */
export function choiceList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
