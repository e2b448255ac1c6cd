// SCALAR_QUANTIZATION: per-vector uniform quantization, the baseline TURBOQUANT is compared with.
//
// Each vector keeps its minimum and its step (float32 side information); its 2^b levels are
// min + k * step, k = 0 .. 2^b - 1, step = (max - min) / (2^b - 1), so the levels span exactly
// the vector's range; every coordinate goes to the nearest level. A constant vector has step 0
// and decodes exactly. Inner products need no decoding: <q, x^> = min sum(q) + step sum(q_i k_i).
import { checkEncodedShape } from './encoded-vector-checks.js';
import { QuantizationError } from './quantization-error.js';
import type { EncodedVector, ExtendedQuantizer, PreparedQuery } from './types.js';
import { readVector } from './vector-values.js';
import { encodedLength, SIDE_VALUES, WIRE_FORMAT_VERSION, type WireHeader } from './wire-format.js';
import { WireFormatQuantizer } from './wire-format-quantizer.js';

/** A query kept as is, with the sums the estimates need. */
export class PlainQuery implements PreparedQuery {
  constructor(
    readonly dimension: number,
    readonly values: Float64Array,
    readonly sum: number,
    readonly squaredNorm: number,
  ) {}
}

export class ScalarQuantizer extends WireFormatQuantizer implements ExtendedQuantizer {
  readonly method = 'SCALAR_QUANTIZATION' as const;
  readonly seed = 0;
  readonly storedCoordinates: number;
  readonly encodedByteLength: number;
  readonly packedByteLength: number;
  private readonly levels: number;
  protected readonly header: WireHeader;
  private readonly work: Float64Array;

  constructor(
    readonly bits: number,
    readonly dimension: number,
  ) {
    super();
    this.levels = 2 ** bits;
    this.storedCoordinates = dimension;
    this.work = new Float64Array(dimension);
    this.header = {
      version: WIRE_FORMAT_VERSION,
      method: 'SCALAR_QUANTIZATION',
      bits,
      dimension,
      storedCoordinates: dimension,
      seed: 0,
    };
    this.encodedByteLength = encodedLength(this.header);
    this.packedByteLength = 4 * SIDE_VALUES.SCALAR_QUANTIZATION + Math.ceil((dimension * bits) / 8);
  }

  encode(vector: ArrayLike<number>): EncodedVector {
    const work = this.work;
    readVector(vector, work, 'the vector');
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < work.length; i++) {
      const v = work[i]!;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    const top = this.levels - 1;
    const min32 = Math.fround(min);
    const step32 = Math.fround((max - min) / top);
    if (!Number.isFinite(min32) || !Number.isFinite(step32))
      throw new QuantizationError('invalid_vector', 'the vector values exceed the float32 range');
    const codes = new Uint16Array(this.dimension);
    if (step32 > 0) {
      const inverse = 1 / step32;
      for (let i = 0; i < work.length; i++) {
        const k = Math.round((work[i]! - min32) * inverse);
        codes[i] = k < 0 ? 0 : k > top ? top : k;
      }
    }
    const side = new Float32Array(2);
    side[0] = min32;
    side[1] = step32;
    return { codes, side };
  }

  decode(encoded: EncodedVector): Float32Array {
    this.check(encoded);
    const [min, step] = [encoded.side[0]!, encoded.side[1]!];
    const codes = encoded.codes;
    const out = new Float32Array(this.dimension);
    for (let i = 0; i < out.length; i++) out[i] = min + codes[i]! * step;
    return out;
  }

  prepareQuery(query: ArrayLike<number>): PlainQuery {
    const values = new Float64Array(this.dimension);
    const norm = readVector(query, values, 'the query');
    let sum = 0;
    for (let i = 0; i < values.length; i++) sum += values[i]!;
    return new PlainQuery(this.dimension, values, sum, norm * norm);
  }

  estimateInnerProduct(query: PreparedQuery, encoded: EncodedVector): number {
    const q = this.queryOf(query);
    this.check(encoded);
    const codes = encoded.codes;
    const values = q.values;
    let weighted = 0;
    for (let i = 0; i < values.length; i++) weighted += values[i]! * codes[i]!;
    return encoded.side[0]! * q.sum + encoded.side[1]! * weighted;
  }

  estimateSquaredDistance(query: PreparedQuery, encoded: EncodedVector): number {
    const q = this.queryOf(query);
    this.check(encoded);
    const [min, step] = [encoded.side[0]!, encoded.side[1]!];
    const codes = encoded.codes;
    const values = q.values;
    let sum = 0;
    for (let i = 0; i < values.length; i++) {
      const diff = values[i]! - (min + codes[i]! * step);
      sum += diff * diff;
    }
    return sum;
  }

  private queryOf(query: PreparedQuery): PlainQuery {
    if (!(query instanceof PlainQuery) || query.dimension !== this.dimension) {
      throw new QuantizationError(
        'invalid_vector',
        `the query was not prepared by a SCALAR_QUANTIZATION quantizer of dimension ${this.dimension}`,
      );
    }
    return query;
  }

  protected check(encoded: EncodedVector): void {
    checkEncodedShape(encoded, { storedCoordinates: this.storedCoordinates, sideValues: 2, bits: this.bits });
    this.checkSide(encoded.side, 'invalid_encoded');
  }

  protected checkSide(side: Float32Array, reason: 'invalid_encoded' | 'malformed_bytes'): void {
    const [min, step] = [side[0]!, side[1]!];
    if (!Number.isFinite(min)) throw new QuantizationError(reason, `the minimum ${min} is not a finite number`);
    if (!(step >= 0 && step < Infinity))
      throw new QuantizationError(reason, `the step ${step} is not a finite number >= 0`);
  }
}
