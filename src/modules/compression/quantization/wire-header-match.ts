// The check that bytes were written by a quantizer with the same options as the reader.
import { QuantizationError } from './quantization-error.js';
import type { WireHeader } from './wire-format.js';

function describe(h: WireHeader): string {
  return `${h.method}, ${h.bits} bits, dimension ${h.dimension}${h.method === 'TURBOQUANT' ? `, seed ${h.seed}` : ''}`;
}

export function checkHeaderMatches(found: WireHeader, expected: WireHeader): void {
  if (
    found.method !== expected.method ||
    found.bits !== expected.bits ||
    found.dimension !== expected.dimension ||
    found.storedCoordinates !== expected.storedCoordinates ||
    found.seed !== expected.seed
  ) {
    throw new QuantizationError(
      'mismatched_bytes',
      `the bytes were encoded with ${describe(found)}; this quantizer reads ${describe(expected)}`,
    );
  }
}
