// The one error type of the quantization module. It knows nothing of HTTP: `reason` tells the
// caller what went wrong, and the HTTP layer picks the status and error code.

export type QuantizationErrorReason =
  /** createQuantizer options out of range (method, bits, dimension, seed). */
  | 'invalid_options'
  /** A vector to encode or a query: wrong length, a value that is not finite, a norm or range beyond float32. */
  | 'invalid_vector'
  /** An EncodedVector handed back in: wrong array types or lengths, a code out of range, bad side info. */
  | 'invalid_encoded'
  /** Bytes that are not a well-formed encoding (truncated, trailing data, bad header or side info). */
  | 'malformed_bytes'
  /** Well-formed bytes written with other options (method, bits, dimension, seed) than this quantizer's. */
  | 'mismatched_bytes'
  /** Text that is not canonical base64. */
  | 'invalid_base64';

export class QuantizationError extends Error {
  override readonly name = 'QuantizationError';

  constructor(
    readonly reason: QuantizationErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export function isQuantizationError(err: unknown): err is QuantizationError {
  return err instanceof QuantizationError;
}
