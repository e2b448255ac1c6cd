// Checks of an EncodedVector handed back to a quantizer (decode, toBytes, distance estimates),
// so a wrong array never becomes NaN, a garbled vector, or a silently truncated code.
import { QuantizationError, type QuantizationErrorReason } from './quantization-error.js';
import type { EncodedVector } from './types.js';

export interface EncodedShape {
  storedCoordinates: number;
  sideValues: number;
  bits: number;
}

/** Throws QuantizationError(reason) unless `encoded` has the shape and code range of `shape`. */
export function checkEncodedShape(
  encoded: EncodedVector,
  shape: EncodedShape,
  reason: QuantizationErrorReason = 'invalid_encoded',
): void {
  const fail = (why: string): never => {
    throw new QuantizationError(reason, `not a vector encoded by this quantizer: ${why}`);
  };
  if (encoded === null || typeof encoded !== 'object') fail('expected an object with codes and side');
  const { codes, side } = encoded;
  if (!(codes instanceof Uint16Array)) fail('codes must be a Uint16Array');
  if (codes.length !== shape.storedCoordinates) fail(`${codes.length} codes, ${shape.storedCoordinates} expected`);
  if (!(side instanceof Float32Array)) fail('side must be a Float32Array');
  if (side.length !== shape.sideValues) fail(`${side.length} side values, ${shape.sideValues} expected`);
  if (shape.bits < 16) {
    const levels = 1 << shape.bits;
    for (let i = 0; i < codes.length; i++)
      if (codes[i]! >= levels) fail(`code ${codes[i]} at ${i} is out of range for ${shape.bits} bits`);
  }
}
