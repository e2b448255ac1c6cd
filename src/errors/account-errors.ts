// The named errors of accounts: sign-up, login, and the billing analytics of an account's tier.
// See registry.ts for how the named errors are kept.
import { AppError } from './app-error.js';

export function emailExists(email: string): AppError {
  return new AppError('EMAIL_EXISTS', `An account already exists for ${email}. Log in with its API key instead.`, {
    email,
  });
}

/** Login with a key that is malformed, unknown, revoked or of an account that is gone. */
export function loginKeyInvalid(): AppError {
  return new AppError('INVALID_API_KEY', 'The API key is invalid or revoked. Check the key, or sign up for a new one.');
}

export function invalidMonthsBack(monthsBack: number, minimum: number, maximum: number): AppError {
  return new AppError('INVALID_MONTHS_BACK', 'months_back must be an integer from 1 to 12.', {
    months_back: monthsBack,
    minimum,
    maximum,
  });
}

/** Billing analytics for an account whose tier is not billed (`requiredTiers`: those that are). */
export function billingNotAvailable(tier: string, requiredTiers: readonly string[]): AppError {
  return new AppError(
    'BILLING_NOT_AVAILABLE',
    `Billing analytics need the builder, scale or enterprise tier; this account is on the ${tier} tier, which is not billed. Upgrade the tier to use them.`,
    {
      tier,
      required_tiers: [...requiredTiers],
    },
  );
}
