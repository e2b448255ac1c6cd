// API key text: `pr_live_` or `pr_test_` + 32 random bytes in base64url. Only its SHA-256 is kept.
import { createHash, randomBytes } from 'node:crypto';
import type { KeyEnvironment } from './api-key.entity.js';

const KEY_PATTERN = /^pr_(live|test)_[A-Za-z0-9_-]{43}$/;

export function generateApiKey(environment: KeyEnvironment): string {
  return `pr_${environment}_${randomBytes(32).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function looksLikeApiKey(text: string): boolean {
  return KEY_PATTERN.test(text);
}
