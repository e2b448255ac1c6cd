import type { AuthContext } from './auth.js';
import { AppError } from './errors.js';

/** The authenticated caller of an operation that requires one (the router has already checked). */
export function requireCaller(auth: AuthContext | null): AuthContext {
  if (!auth) throw new AppError('UNAUTHORIZED', "Missing or invalid API key. Send 'Authorization: Bearer <API_KEY>'.");
  return auth;
}
