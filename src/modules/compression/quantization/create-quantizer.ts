// The entry point: options checked, the quantizer of the method built.
import { QuantizationError } from './quantization-error.js';
import { ScalarQuantizer } from './scalar-quantizer.js';
import { TurboQuantQuantizer } from './turboquant-quantizer.js';
import type { ExtendedQuantizer, QuantizationMethod, QuantizerOptions } from './types.js';
import { readHeader } from './wire-format.js';

const QUANTIZATION_METHODS: readonly QuantizationMethod[] = ['SCALAR_QUANTIZATION', 'TURBOQUANT'];
const MIN_BITS = 1;
const MAX_BITS = 16;
/** Upper bound on the dimension: keeps one quantizer's tables (about 40 bytes per dimension) bounded. */
const MAX_DIMENSION = 1 << 24;
/** Seed of the TURBOQUANT rotation when the options give none (below 128: one header byte). */
export const DEFAULT_SEED = 42;
const MAX_SEED = 0xffffffff;

/** The options with every default filled in; throws QuantizationError('invalid_options') on anything out of range. */
function normalizeQuantizerOptions(options: QuantizerOptions): Required<QuantizerOptions> {
  const fail = (why: string): never => {
    throw new QuantizationError('invalid_options', why);
  };
  if (options === null || typeof options !== 'object') fail('quantizer options must be an object');
  const { method, bits, dimension, seed } = options;
  if (!QUANTIZATION_METHODS.includes(method))
    fail(`method must be one of ${QUANTIZATION_METHODS.join(', ')}; got ${JSON.stringify(method)}`);
  if (typeof bits !== 'number' || !Number.isInteger(bits) || bits < MIN_BITS || bits > MAX_BITS) {
    fail(`bits must be an integer from ${MIN_BITS} to ${MAX_BITS}; got ${JSON.stringify(bits)}`);
  }
  if (typeof dimension !== 'number' || !Number.isInteger(dimension) || dimension < 1 || dimension > MAX_DIMENSION) {
    fail(`dimension must be an integer from 1 to ${MAX_DIMENSION}; got ${JSON.stringify(dimension)}`);
  }
  if (seed !== undefined && (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)) {
    fail(`seed must be an integer from 0 to ${MAX_SEED}; got ${JSON.stringify(seed)}`);
  }
  return { method, bits, dimension, seed: seed ?? DEFAULT_SEED };
}

/**
 * A quantizer for the options. Building one costs O(dimension) (the rotation's tables) plus, the
 * first time a bit width is used, its codebook; keep and reuse it for many vectors.
 */
export function createQuantizer(options: QuantizerOptions): ExtendedQuantizer {
  const o = normalizeQuantizerOptions(options);
  return o.method === 'TURBOQUANT'
    ? new TurboQuantQuantizer(o.bits, o.dimension, o.seed)
    : new ScalarQuantizer(o.bits, o.dimension);
}

/** The options that bytes written by toBytes were encoded with (from their header). */
export function quantizerOptionsOf(bytes: Uint8Array): Required<QuantizerOptions> {
  const h = readHeader(bytes);
  return {
    method: h.method,
    bits: h.bits,
    dimension: h.dimension,
    seed: h.method === 'TURBOQUANT' ? h.seed : DEFAULT_SEED,
  };
}
