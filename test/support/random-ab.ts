// Text for the catastrophic-regex attack: RE2's DFA gives up on `[ab]*a[ab]{200}c` over random
// a's and b's, and every byte then costs hundreds of steps.

/** `length` a's and b's drawn by a generator seeded with `seed` (the same text for the same seed). */
export function randomAB(length: number, seed: number): string {
  const out: string[] = [];
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    out.push(state & 1024 ? 'a' : 'b');
  }
  return out.join('');
}
