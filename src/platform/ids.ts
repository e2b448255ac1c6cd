// Opaque identifiers: a type prefix and 24 base62 characters (about 143 bits of randomness).
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 24;

export type IdPrefix =
  | 'acct'
  | 'key'
  | 'crec'
  | 'mem'
  | 'trg'
  | 'exec'
  | 'cjob'
  | 'cbatch'
  | 'col'
  | 'fleet'
  | 'dev'
  | 'alert'
  | 'sync'
  | 'exp'
  | 'wh'
  | 'del'
  | 'evt'
  | 'req'
  | 'job';

// Random bytes are drawn from the system in blocks and used up one id at a time.
let pool: Buffer = Buffer.alloc(0);
let offset = 0;

function nextByte(): number {
  if (offset >= pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  return pool[offset++]!;
}

export function newId(prefix: IdPrefix): string {
  let body = '';
  while (body.length < BODY_LENGTH) {
    // rejection sampling keeps every character equally likely (248 = 4 x 62)
    const byte = nextByte();
    if (byte < 248) body += ALPHABET[byte % 62];
  }
  return `${prefix}_${body}`;
}
