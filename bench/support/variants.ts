// The model variant a benchmark runs with (`--variant fp32|int8`), and the bars int8 must clear
// against fp32 in the same run to become the default (docs/decisions.md).
//
// `--variant int8` runs the benchmark with fp32 first, as the baseline, then with int8, and
// prints both and the difference; without it, or with `--variant fp32`, only fp32 runs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_INT8_MODEL_DIR,
  DEFAULT_MODEL_DIR,
  EMBEDDING_VARIANTS,
  type EmbeddingVariant,
} from '../../src/config.js';

/** Largest loss of recall@10 (retrieval) against fp32. */
export const INT8_MAX_RECALL_LOSS = 0.01;
/** Largest loss of accuracy, in points (classify). */
export const INT8_MAX_ACCURACY_LOSS_POINTS = 0.5;
/** Smallest batch-32 throughput over fp32's (embed). */
export const INT8_MIN_SPEEDUP = 1.8;

function modelDirOf(variant: EmbeddingVariant): string {
  return variant === 'int8' ? DEFAULT_INT8_MODEL_DIR : DEFAULT_MODEL_DIR;
}

/** Fails unless the variant's model is installed. */
export function requireModel(variant: EmbeddingVariant): string {
  const dir = modelDirOf(variant);
  if (!existsSync(join(dir, 'model.onnx')))
    throw new Error(
      `the ${variant} embedding model is not installed in ${dir}: run \`bash scripts/embedding-model/install.sh\``,
    );
  return dir;
}

/**
 * Takes `--variant V` out of the arguments: the variants to run, fp32 always first (the
 * baseline), and the other arguments.
 */
export function takeVariant(args: readonly string[]): { variants: EmbeddingVariant[]; rest: string[] } {
  const rest: string[] = [];
  let chosen: EmbeddingVariant = 'fp32';
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== '--variant') {
      rest.push(args[i]!);
      continue;
    }
    const value = args[++i];
    if (!(EMBEDDING_VARIANTS as readonly (string | undefined)[]).includes(value))
      throw new Error(`--variant takes one of ${EMBEDDING_VARIANTS.join(', ')} (got '${value ?? ''}')`);
    chosen = value as EmbeddingVariant;
  }
  return { variants: chosen === 'fp32' ? ['fp32'] : ['fp32', chosen], rest };
}

/** Mean and minimum cosine between paired unit vectors. */
export function pairedCosines(a: readonly Float32Array[], b: readonly Float32Array[]): { mean: number; min: number } {
  let sum = 0;
  let min = Infinity;
  a.forEach((x, i) => {
    const y = b[i]!;
    let dot = 0;
    let nx = 0;
    let ny = 0;
    for (let d = 0; d < x.length; d++) {
      dot += x[d]! * y[d]!;
      nx += x[d]! * x[d]!;
      ny += y[d]! * y[d]!;
    }
    const cosine = dot / Math.sqrt(nx * ny);
    sum += cosine;
    min = Math.min(min, cosine);
  });
  return { mean: sum / a.length, min };
}
