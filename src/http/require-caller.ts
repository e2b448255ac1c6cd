import type { AuthContext } from './auth.js';
import { missingApiKey } from '../errors/registry.js';

/** The authenticated caller of an operation that requires one (the router has already checked). */
export function requireCaller(auth: AuthContext | null): AuthContext {
  if (!auth) throw missingApiKey();
  return auth;
}
