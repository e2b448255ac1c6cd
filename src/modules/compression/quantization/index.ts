// The quantization module's public surface. No HTTP, no database: callers turn QuantizationError
// reasons into their own errors.
export type { EncodedVector, ExtendedQuantizer, PreparedQuery, QuantizationMethod, Quantizer, QuantizerOptions } from './types.js';
export { createQuantizer, DEFAULT_SEED, MAX_BITS, MAX_DIMENSION, MIN_BITS, normalizeQuantizerOptions, QUANTIZATION_METHODS, quantizerOptionsOf } from './create-quantizer.js';
export { isQuantizationError, QuantizationError, type QuantizationErrorReason } from './quantization-error.js';
export { fromBase64, toBase64 } from './base64.js';
export { readHeader as readEncodedHeader, WIRE_FORMAT_VERSION, type ParsedHeader as EncodedHeader } from './wire-format.js';
export {
  cosineSimilarity,
  maxAbsoluteError,
  meanSquaredError,
  reconstructionQuality,
  signalToNoiseRatioDb,
  squaredError,
  type ReconstructionQuality,
} from './quality-metrics.js';
