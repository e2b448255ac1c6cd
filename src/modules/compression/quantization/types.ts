// The contract of the quantization module: no HTTP, no database. Everything that compresses
// vectors (POST /v1/compress, compression jobs, the intelligence pipeline, overflow storage)
// goes through these types.

export type QuantizationMethod = 'SCALAR_QUANTIZATION' | 'TURBOQUANT';

export interface QuantizerOptions {
  method: QuantizationMethod;
  /** Bits per coordinate, 1 to 16. */
  bits: number;
  /** Vector dimension (any positive integer). */
  dimension: number;
  /** Seed of TURBOQUANT's random rotation; the same seed gives the same codes. Default fixed. */
  seed?: number;
}

/** One vector in compressed form. */
export interface EncodedVector {
  /** One code per stored coordinate, each in [0, 2^bits - 1]. */
  codes: Uint16Array;
  /** Per-vector side information: TURBOQUANT its L2 norm; SCALAR_QUANTIZATION its minimum and step. */
  side: Float32Array;
}

/** A query prepared once (for TURBOQUANT: rotated) to estimate its similarity with many encoded vectors. */
export interface PreparedQuery {
  readonly dimension: number;
}

export interface Quantizer {
  readonly method: QuantizationMethod;
  readonly bits: number;
  readonly dimension: number;

  encode(vector: ArrayLike<number>): EncodedVector;
  decode(encoded: EncodedVector): Float32Array;

  /** Self-describing bytes of one encoded vector (method, bits, dimension, seed, side info, bit-packed codes). */
  toBytes(encoded: EncodedVector): Uint8Array;
  /** Reads bytes written by toBytes of a quantizer with the same options; throws on anything else. */
  fromBytes(bytes: Uint8Array): EncodedVector;

  prepareQuery(query: ArrayLike<number>): PreparedQuery;
  /** Estimated inner product <query, decoded vector>, computed from the codes without decoding. */
  estimateInnerProduct(query: PreparedQuery, encoded: EncodedVector): number;
}

/**
 * What createQuantizer returns: a Quantizer with its layout and a distance estimate. Added beside
 * Quantizer (not into it) so that code written against Quantizer, fakes included, is unaffected.
 */
export interface ExtendedQuantizer extends Quantizer {
  /** Seed of the TURBOQUANT rotation; 0 for SCALAR_QUANTIZATION, which has none. */
  readonly seed: number;
  /** Codes per vector: one per dimension. */
  readonly storedCoordinates: number;
  /** Length of every toBytes result of this quantizer (header, side information, packed codes). */
  readonly encodedByteLength: number;
  /** Side information plus packed codes, without the header (3,072 / 388 = 7.92 at 768 dimensions, 4 bits, TURBOQUANT). */
  readonly packedByteLength: number;

  /** Estimated squared distance ||query - decoded vector||^2, computed from the codes without decoding. */
  estimateSquaredDistance(query: PreparedQuery, encoded: EncodedVector): number;
}
