// Seeded random rotation of R^d for TURBOQUANT: after it, every coordinate of a unit vector is
// distributed (close to) N(0, 1/d), whatever the vector, so one fixed codebook fits all of them.
//
// Why this construction, and why no padding:
// - A dense random orthogonal d x d matrix costs d^2 per vector (590k multiply-adds at d = 768);
//   a randomized Walsh-Hadamard transform costs O(d log d).
// - The textbook way to use it for d that is not a power of two pads to n = 2^ceil(log2 d) and
//   keeps all n rotated coordinates. At d = 768 that stores 1,024 codes per vector: a third more
//   bits than "b bits per coordinate" says (its measured error is then lower than the paper's for
//   that reason alone), and the service's contract fixes one code per dimension (768 codes, 388
//   bytes at 4 bits). So this rotation is an orthogonal map of R^d onto itself.
// - d is cut into blocks by its binary digits, largest first (768 = 512 + 256; 769 = 512 + 256
//   + 1). A round is a random signed permutation of all d coordinates followed by the
//   orthonormal Hadamard transform of each block. The permutation moves coordinates across the
//   blocks, so rounds mix everything. Every step is orthogonal, hence the whole map is; its
//   inverse is the steps reversed (a Hadamard block is its own inverse).
// - Three rounds. After one, a sparse input (a basis vector) is spread over one block with equal
//   magnitudes, which is not Gaussian; the next round's signed sums make it so. Measured with
//   the 4-bit codebook on basis vectors and 3-sparse vectors at d = 100, 768, 769, 1000, 1024,
//   the error is within 1% of that of random vectors at three rounds; at two rounds it is up
//   to 5% above (d = 1000, whose smallest blocks are 8 and 32 wide). Dense inputs, such as
//   embeddings, need fewer, but the rotation cannot know what it gets.
//   (Overlapping blocks, [0, p) then [d - p, d) with p the largest power of two <= d, were tried
//   and dropped: at d = 768 they need four rounds for the same result.)
// The rounds' signs and permutations come from SeededRandom(seed): the same (seed, d) gives the
// same rotation everywhere, which the stored codes depend on (the wire format's version fixes
// this construction).
import { SeededRandom } from './seeded-random.js';
import { walshHadamardInPlace, type FloatArray } from './walsh-hadamard.js';

export const ROTATION_ROUNDS = 3;

/** Largest power of two <= n (n >= 1). */
function largestPowerOfTwoAtMost(n: number): number {
  let p = 1;
  while (p * 2 <= n) p *= 2;
  return p;
}

/** The Hadamard blocks of dimension d: its binary digits, largest first, as [offset, size] pairs. */
export function hadamardBlocksOf(dimension: number): Array<[number, number]> {
  const blocks: Array<[number, number]> = [];
  let offset = 0;
  while (offset < dimension) {
    const size = largestPowerOfTwoAtMost(dimension - offset);
    blocks.push([offset, size]);
    offset += size;
  }
  return blocks;
}

export class RandomizedHadamardRotation {
  readonly dimension: number;
  readonly seed: number;
  readonly rounds: number;
  readonly blocks: ReadonlyArray<readonly [number, number]>;
  private readonly permutations: Int32Array[] = [];
  private readonly signs: Float64Array[] = [];
  private readonly scratch: Float64Array;

  /** `rounds` is fixed by the stored format (ROTATION_ROUNDS); other values are for experiments. */
  constructor(dimension: number, seed: number, rounds: number = ROTATION_ROUNDS) {
    if (!Number.isInteger(dimension) || dimension < 1)
      throw new RangeError(`dimension must be a positive integer, got ${dimension}`);
    if (!Number.isInteger(rounds) || rounds < 1)
      throw new RangeError(`rounds must be a positive integer, got ${rounds}`);
    this.dimension = dimension;
    this.seed = seed >>> 0;
    this.rounds = rounds;
    this.blocks = hadamardBlocksOf(dimension);
    const random = new SeededRandom(this.seed);
    for (let r = 0; r < rounds; r++) {
      const signs = new Float64Array(dimension);
      for (let i = 0; i < dimension; i++) signs[i] = random.nextSign();
      this.signs.push(signs);
      this.permutations.push(random.permutation(dimension));
    }
    this.scratch = new Float64Array(dimension);
  }

  /** x <- R x, in place (x has `dimension` entries). */
  rotate(x: FloatArray): void {
    this.checkLength(x);
    const d = this.dimension;
    let source: FloatArray = x;
    let target: FloatArray = this.scratch;
    for (let r = 0; r < this.rounds; r++) {
      const perm = this.permutations[r]!;
      const signs = this.signs[r]!;
      for (let i = 0; i < d; i++) target[i] = signs[i]! * source[perm[i]!]!;
      this.transformBlocks(target);
      [source, target] = [target, source];
    }
    if (source !== x) x.set(source);
  }

  /** x <- R^T x = R^-1 x, in place. */
  unrotate(x: FloatArray): void {
    this.checkLength(x);
    const d = this.dimension;
    let source: FloatArray = x;
    let target: FloatArray = this.scratch;
    for (let r = this.rounds - 1; r >= 0; r--) {
      const perm = this.permutations[r]!;
      const signs = this.signs[r]!;
      this.transformBlocks(source);
      for (let i = 0; i < d; i++) target[perm[i]!] = signs[i]! * source[i]!;
      [source, target] = [target, source];
    }
    if (source !== x) x.set(source);
  }

  /** The blocks are disjoint, so their transforms commute and the set is its own inverse. */
  private transformBlocks(v: FloatArray): void {
    for (const [offset, size] of this.blocks) walshHadamardInPlace(v, offset, size);
  }

  private checkLength(x: FloatArray): void {
    if (x.length !== this.dimension) throw new RangeError(`expected ${this.dimension} values, got ${x.length}`);
  }
}
