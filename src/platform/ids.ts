// Opaque identifiers: a type prefix and 24 base62 characters (about 143 bits of randomness).
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 24;

export type IdPrefix =
  | 'acct' | 'key' | 'mem' | 'trg' | 'exec' | 'cjob' | 'cbatch' | 'col' | 'fleet' | 'dev'
  | 'alert' | 'sync' | 'exp' | 'wh' | 'del' | 'evt' | 'req';

export function newId(prefix: IdPrefix): string {
  let body = '';
  while (body.length < BODY_LENGTH) {
    // rejection sampling keeps every character equally likely (248 = 4 x 62)
    for (const byte of randomBytes(BODY_LENGTH * 2)) {
      if (byte < 248 && body.length < BODY_LENGTH) body += ALPHABET[byte % 62];
    }
  }
  return `${prefix}_${body}`;
}
