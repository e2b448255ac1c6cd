// Okapi BM25 (k1 = 1.2, b = 0.75) over a fixed list of texts: the lexical baseline the retrieval
// benchmark measures the service against. Tokens are lower-cased runs of letters and digits,
// without a short list of English stop words, with a light suffix stemmer (plural -s/-es,
// -ing, -ed), so that the baseline is not weakened by trivial word forms.
const STOP_WORDS = new Set(
  'a an and are as at be been but by did do does for from had has have he her his i in is it its me my of on or our she so that the their them they this to was we were what when where which who will with you your'.split(
    ' ',
  ),
);

function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((t) => !STOP_WORDS.has(t)).map(stem);
}

function stem(token: string): string {
  if (token.length > 5 && token.endsWith('ing')) return token.slice(0, -3);
  if (token.length > 4 && token.endsWith('ed')) return token.slice(0, -2);
  if (token.length > 4 && token.endsWith('es')) return token.slice(0, -2);
  if (token.length > 3 && token.endsWith('s') && !token.endsWith('ss')) return token.slice(0, -1);
  return token;
}

export class Bm25Index {
  private readonly docs: Map<string, number>[];
  private readonly lengths: number[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(
    texts: readonly string[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    this.docs = texts.map((text) => {
      const counts = new Map<string, number>();
      for (const t of tokens(text)) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const t of counts.keys()) this.documentFrequency.set(t, (this.documentFrequency.get(t) ?? 0) + 1);
      return counts;
    });
    this.lengths = this.docs.map((d) => [...d.values()].reduce((a, n) => a + n, 0));
    this.averageLength = this.lengths.reduce((a, n) => a + n, 0) / Math.max(1, this.lengths.length);
  }

  /** Indexes of the best `limit` texts for the query, best first (ties by index). */
  search(query: string, limit: number): number[] {
    const terms = [...new Set(tokens(query))];
    const n = this.docs.length;
    const scored = this.docs.map((doc, i) => {
      let score = 0;
      for (const term of terms) {
        const tf = doc.get(term);
        if (!tf) continue;
        const df = this.documentFrequency.get(term)!;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score +=
          (idf * tf * (this.k1 + 1)) / (tf + this.k1 * (1 - this.b + (this.b * this.lengths[i]!) / this.averageLength));
      }
      return { i, score };
    });
    return scored
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, limit)
      .map((s) => s.i);
  }
}
