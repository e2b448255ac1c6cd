// Computes the Lloyd-Max codebooks of N(0, 1) for 1 to 16 bits and writes them to
// src/modules/compression/quantization/lloyd-max-codebooks.bin (the file TURBOQUANT loads).
//
//   npx tsx scripts/compute-codebooks.ts            write the file
//   npx tsx scripts/compute-codebooks.ts --check    compute and compare with the committed file; exit 1 on a difference
//
// The method (Lloyd's conditions with exact Gaussian cell integrals, solved by Newton's method on
// Lloyd's fixed point, convergence checked by one further Lloyd iteration) is in lloyd-max.ts,
// the file format in codebook-file.ts. The output is deterministic: the same bytes every run.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODEBOOK_FILE_NAME, encodeCodebookFile } from '../src/modules/compression/quantization/codebook-file.js';
import {
  MAX_CODEBOOK_BITS,
  MIN_CODEBOOK_BITS,
  solveLloydMax,
} from '../src/modules/compression/quantization/lloyd-max.js';

const target = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'modules',
  'compression',
  'quantization',
  CODEBOOK_FILE_NAME,
);

function main(args: string[]): number {
  const check = args.includes('--check');
  const unknown = args.filter((a) => a !== '--check');
  if (unknown.length) {
    process.stderr.write(`unknown argument(s): ${unknown.join(' ')} (accepted: --check)\n`);
    return 2;
  }
  const halves = new Map<number, Float64Array>();
  process.stdout.write(' bits  levels  Newton steps  last Lloyd move  distortion E[(Z-Q(Z))^2]  x 4^b\n');
  for (let bits = MIN_CODEBOOK_BITS; bits <= MAX_CODEBOOK_BITS; bits++) {
    const s = solveLloydMax(bits);
    halves.set(bits, s.half);
    process.stdout.write(
      `${String(bits).padStart(5)}  ${String(2 ** bits).padStart(6)}  ${String(s.newtonSteps).padStart(12)}  ${s.finalLloydMove.toExponential(2).padStart(15)}  ${s.distortion.toExponential(6).padStart(25)}  ${(s.distortion * 4 ** bits).toFixed(4)}\n`,
    );
  }
  const bytes = encodeCodebookFile(halves);
  if (check) {
    const committed = new Uint8Array(readFileSync(target));
    const same = committed.length === bytes.length && committed.every((b, i) => b === bytes[i]);
    process.stdout.write(
      same
        ? `${CODEBOOK_FILE_NAME} is up to date (${bytes.length} bytes)\n`
        : `${CODEBOOK_FILE_NAME} differs from the computed codebooks\n`,
    );
    return same ? 0 : 1;
  }
  writeFileSync(target, bytes);
  process.stdout.write(`wrote ${target} (${bytes.length} bytes)\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
