// Vectors are float32. Printed as doubles they take 17 significant digits; the shortest decimal
// that reads back as the same float32 takes at most 9, so files are about half as large and
// every value still round-trips exactly.
function float32Text(value: number): string {
  const exact = Math.fround(value);
  for (let digits = 6; digits < 9; digits++) {
    const text = Number(exact.toPrecision(digits)).toString();
    if (Math.fround(Number(text)) === exact) return text;
  }
  return Number(exact.toPrecision(9)).toString();
}

/** A JSON array of the vector's values. */
export function vectorJson(vector: ArrayLike<number>): string {
  let out = '[';
  for (let i = 0; i < vector.length; i++) out += (i ? ',' : '') + float32Text(vector[i]!);
  return `${out}]`;
}
