// Recall@k and MRR@k of ranked answers against the relevant sets of an evaluation.

export interface RankedAnswer {
  relevant: readonly string[];
  /** Returned ids, best first. */
  ranked: readonly string[];
}

export function recallAt(k: number, answers: readonly RankedAnswer[]): number {
  const per = answers.map(
    ({ relevant, ranked }) => relevant.filter((id) => ranked.slice(0, k).includes(id)).length / relevant.length,
  );
  return per.reduce((a, b) => a + b, 0) / Math.max(1, per.length);
}

export function mrrAt(k: number, answers: readonly RankedAnswer[]): number {
  const per = answers.map(({ relevant, ranked }) => {
    const rank = ranked.slice(0, k).findIndex((id) => relevant.includes(id));
    return rank === -1 ? 0 : 1 / (rank + 1);
  });
  return per.reduce((a, b) => a + b, 0) / Math.max(1, per.length);
}
