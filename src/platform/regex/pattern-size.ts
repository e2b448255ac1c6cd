// The size of the program a TEXT_REGEX pattern compiles to, estimated from the pattern's text.
//
// Why an estimate: RE2 matches in time proportional to the text times the size of the compiled
// program (when its DFA gives up, every instruction may be live at every byte), and counted
// repetition multiplies that size: `[ab]{200}` is 200 copies of `[ab]`. The WebAssembly build of
// RE2 does not expose the program's size, so this walks the pattern the way RE2's compiler
// expands it and counts elements: each literal character, `.`, escape or ASCII class counts 1, a
// class over Unicode categories (`\p{L}`, `[\pN_]`, which compile to hundreds of byte ranges:
// compiling `\p{L}{20}` took as long as `[a-z]{999}` four times over) counts
// UNICODE_CLASS_WEIGHT, `x{n,m}` counts x m times (`x{n,}` n + 1 times), and `*`, `+`, `?`,
// a group and each `|` add 1. A pattern over MAX_PATTERN_SIZE is refused when a trigger is
// created or changed. Syntax errors are left to RE2, which reports them precisely; the walk only
// has to be generous where the syntax is wrong.

/** The most elements a pattern may have once counted repetitions are expanded. */
export const MAX_PATTERN_SIZE = 1000;
/** What a class over Unicode categories counts. */
export const UNICODE_CLASS_WEIGHT = 100;

/** The pattern's estimated program size (see above); patterns over MAX_PATTERN_SIZE are refused. */
export function patternSize(pattern: string): number {
  let at = 0;
  const end = pattern.length;

  const alternation = (): number => {
    let total = sequence();
    while (pattern[at] === '|') {
      at += 1;
      total += 1 + sequence();
    }
    return total;
  };

  const sequence = (): number => {
    let total = 0;
    while (at < end && pattern[at] !== '|' && pattern[at] !== ')') total += repeated(atom());
    return total;
  };

  const atom = (): number => {
    const c = pattern[at]!;
    if (c === '(') return group();
    if (c === '[') return bracketClass();
    if (c === '\\') return escape(false);
    at += 1;
    return 1;
  };

  const group = (): number => {
    at += 1; // (
    if (pattern[at] === '?') {
      at += 1;
      if (pattern[at] === 'P' || pattern[at] === '<') {
        const close = pattern.indexOf('>', at);
        at = close < 0 ? end : close + 1;
      } else {
        while (at < end && /[A-Za-z-]/.test(pattern[at]!)) at += 1;
        if (pattern[at] === ')') {
          at += 1; // a flag setting such as (?i) compiles to nothing
          return 0;
        }
        if (pattern[at] === ':') at += 1;
      }
    }
    const inner = alternation();
    if (pattern[at] === ')') at += 1;
    return inner + 1;
  };

  /** An escape, `at` on its backslash; inside a class only whether it is a Unicode class matters. */
  const escape = (inClass: boolean): number => {
    const next = pattern[at + 1];
    if (next === undefined) {
      at += 1;
      return 1;
    }
    if (next === 'p' || next === 'P') {
      at += 2;
      if (pattern[at] === '{') {
        const close = pattern.indexOf('}', at);
        at = close < 0 ? end : close + 1;
      } else {
        at += 1;
      }
      return UNICODE_CLASS_WEIGHT;
    }
    if (next === 'Q' && !inClass) {
      const close = pattern.indexOf('\\E', at + 2);
      const literal = close < 0 ? end - (at + 2) : close - (at + 2);
      at = close < 0 ? end : close + 2;
      return Math.max(literal, 0);
    }
    if (next === 'x' && pattern[at + 2] === '{') {
      const close = pattern.indexOf('}', at);
      at = close < 0 ? end : close + 1;
      return 1;
    }
    at += next === 'x' ? 4 : 2;
    return 1;
  };

  const bracketClass = (): number => {
    at += 1; // [
    if (pattern[at] === '^') at += 1;
    if (pattern[at] === ']') at += 1; // a leading ] is a literal
    let size = 1;
    while (at < end && pattern[at] !== ']') {
      if (pattern[at] === '\\') {
        size = Math.max(size, escape(true));
      } else if (pattern.startsWith('[:', at)) {
        const close = pattern.indexOf(':]', at + 2);
        at = close < 0 ? at + 2 : close + 2;
      } else {
        at += 1;
      }
    }
    if (pattern[at] === ']') at += 1;
    return size;
  };

  /** Applies the repetition operators after an atom of `size`. */
  const repeated = (size: number): number => {
    for (;;) {
      const c = pattern[at];
      if (c === '*' || c === '+' || c === '?') {
        at += 1;
        size += 1;
      } else if (c === '{') {
        const counted = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at, at + 24));
        if (!counted) return size; // a literal {, counted as the next atom
        at += counted[0].length;
        const min = Number(counted[1]);
        const max = counted[2] === undefined ? min : counted[3] === '' ? min + 1 : Number(counted[3]);
        size *= Math.max(min, max, 1);
      } else {
        return size;
      }
      if (pattern[at] === '?') at += 1; // non-greedy
    }
  };

  let total = 0;
  while (at < end) {
    total += alternation();
    if (pattern[at] === ')') {
      at += 1; // an unbalanced ), which RE2 refuses
      total += 1;
    }
  }
  return total;
}
