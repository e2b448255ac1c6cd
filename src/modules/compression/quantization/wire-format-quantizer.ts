// What every quantizer shares: its wire header, and reading and writing its encoded vectors in
// the wire format, each checked against the quantizer's own shape and side-information rules.
import type { EncodedVector } from './types.js';
import { readBody, readHeader, writeEncoded, type WireHeader } from './wire-format.js';
import { checkHeaderMatches } from './wire-header-match.js';

export abstract class WireFormatQuantizer {
  protected abstract readonly header: WireHeader;

  /** Throws when an encoded vector does not fit this quantizer. */
  protected abstract check(encoded: EncodedVector): void;

  /** Throws when side information is out of this quantizer's range. */
  protected abstract checkSide(side: Float32Array, reason: 'invalid_encoded' | 'malformed_bytes'): void;

  toBytes(encoded: EncodedVector): Uint8Array {
    this.check(encoded);
    return writeEncoded(this.header, encoded);
  }

  fromBytes(bytes: Uint8Array): EncodedVector {
    const header = readHeader(bytes);
    checkHeaderMatches(header, this.header);
    const encoded = readBody(bytes, header);
    this.checkSide(encoded.side, 'malformed_bytes');
    return encoded;
  }
}
