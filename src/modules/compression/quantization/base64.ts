// Base64 (RFC 4648, standard alphabet, with padding) for the wire form of encoded vectors.
// Decoding is strict: Node's decoder skips characters it does not know and ignores stray bits,
// so two different texts would read as the same bytes; here only canonical base64 is accepted.
import { QuantizationError } from './quantization-error.js';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/** The bytes of canonical base64 text; throws QuantizationError('invalid_base64') on anything else. */
export function fromBase64(text: string): Uint8Array {
  if (typeof text !== 'string' || !BASE64.test(text)) {
    throw new QuantizationError(
      'invalid_base64',
      'not base64: expected the characters A-Z a-z 0-9 + / in groups of four, padded with =',
    );
  }
  const decoded = Buffer.from(text, 'base64');
  // The regex leaves one way to be non-canonical: nonzero unused bits before the padding.
  if (decoded.toString('base64') !== text)
    throw new QuantizationError(
      'invalid_base64',
      'not canonical base64: the unused bits before the padding must be zero',
    );
  return new Uint8Array(decoded);
}
