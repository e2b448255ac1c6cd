// The named errors of webhooks: the limit of a tier, URLs the service will not or cannot call,
// and custom headers it sets itself. See registry.ts for how the named errors are kept.
import { AppError } from './app-error.js';

export function webhookLimitReached(tier: string, limit: number | null, count: number): AppError {
  return new AppError(
    'WEBHOOK_LIMIT_EXCEEDED',
    `The ${tier} tier allows ${limit} webhook(s), and the account has ${count}. Delete one you no longer need, or upgrade the tier.`,
    {
      limit,
      current: count,
    },
  );
}

/** A URL the outbound guard refuses (`reason`: the guard's own message). */
export function webhookUrlRefused(url: string, reason: string): AppError {
  return new AppError('INVALID_URL', reason, { url });
}

/** No TLS handshake with the URL's host within the webhook's timeout. */
export function webhookUrlUnreachable(url: string, timeoutSeconds: number, reason: string): AppError {
  return new AppError(
    'WEBHOOK_URL_UNREACHABLE',
    `Could not open a TLS connection to ${new URL(url).host} within ${timeoutSeconds} seconds (${reason}). Check that the endpoint is online and reachable, then try again.`,
    { url, reason },
  );
}

/** Custom headers naming headers the service sets itself (`names`: those, as given). */
/** `problems`: per `headers.<name>`, why the HTTP client could not send it. */
export function webhookHeadersInvalid(problems: Record<string, string>): AppError {
  const fields = Object.keys(problems);
  return new AppError(
    'VALIDATION_ERROR',
    `Custom headers that no delivery could send: ${fields.map((f) => `${f} ${problems[f]}`).join('; ')}. Fix or remove them.`,
    problems,
  );
}

export function webhookHeaderReserved(names: readonly string[]): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    `Custom headers cannot set ${names.join(', ')}: the service sets these itself.`,
    {
      headers: `must not contain ${names.join(', ')}`,
    },
  );
}
