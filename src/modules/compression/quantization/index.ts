// The quantization module's public surface. No HTTP, no database: callers turn QuantizationError
// reasons into their own errors.
export type { EncodedVector, ExtendedQuantizer, PreparedQuery, QuantizationMethod, QuantizerOptions } from './types.js';
export { createQuantizer, DEFAULT_SEED, quantizerOptionsOf } from './create-quantizer.js';
export { isQuantizationError, QuantizationError, type QuantizationErrorReason } from './quantization-error.js';
export { fromBase64, toBase64 } from './base64.js';
export { readHeader as readEncodedHeader } from './wire-format.js';
