// Regular expressions written by users (TEXT_REGEX trigger conditions) run on RE2 compiled to
// WebAssembly (re2-wasm). RE2 has no backtracking, so matching time grows linearly with the text
// whatever the pattern; the price is no backreferences and no lookaround. JavaScript's RegExp is
// never used for these patterns: `(a+)+$` against a long run of a's backtracks for ever there.
//
// Why the engine's compiled-program object and not re2-wasm's RegExp-like `RE2` class: the engine
// has a fixed 16 MB heap and the class never frees a compiled program (nor the one of a pattern
// that fails to compile). A service that keeps compiling patterns would exhaust the heap after a
// few thousand of them, and one pattern such as `[\p{L}\p{N}]{1000}` exhausts it on its own. When
// the heap runs out the engine aborts and its state is unusable. So this module
//   - frees every program it drops, and a failed compilation at once;
//   - shares compiled programs by pattern in a bounded LRU: a trigger's pattern is compiled once
//     and stays compiled while it is in use, and eviction frees the oldest;
//   - replaces an aborted engine with a fresh instance (a new heap) and retries once; programs
//     are then recompiled on their next use. A pattern that aborts a fresh engine too is refused
//     (check) or does not match (test).
//
// Patterns are RE2 syntax exactly as written, as the contract says (re2-wasm's class would first
// translate JavaScript syntax); there are no flags: case-insensitivity is written inline, `(?i)`.
// `^` and `$` anchor at the start and end of the whole text.
import { createRequire } from 'node:module';

/** A compiled RE2 program as the engine exposes it (a C++ object behind embind). */
interface Re2Program {
  ok(): boolean;
  error(): string;
  match(input: string, start: number, captureGroups: boolean): { index: number };
  delete(): void;
}

interface Re2Engine {
  WrappedRE2: new (pattern: string, ignoreCase: boolean, multiline: boolean, dotAll: boolean) => Re2Program;
}

const requireHere = createRequire(import.meta.url);
const ENGINE_MODULE = requireHere.resolve('re2-wasm/build/wasm/re2.js');

/** A new engine instance with its own heap: the emscripten module is evaluated again. */
function loadEngine(): Re2Engine {
  delete requireHere.cache[ENGINE_MODULE];
  return requireHere(ENGINE_MODULE) as Re2Engine;
}

/** An emscripten abort (heap exhausted) or a WebAssembly trap (WebAssembly.RuntimeError): the engine's state is lost. */
function isEngineFailure(err: unknown): boolean {
  return err instanceof Error && err.name === 'RuntimeError';
}

export const TOO_LARGE_REASON = 'the pattern needs more memory than the regular-expression engine has (16 MB)';

/** The pattern is not valid RE2 syntax (or is too large to compile); `reason` is RE2's message. */
export class PatternError extends Error {
  constructor(
    readonly pattern: string,
    readonly reason: string,
  ) {
    super(`The pattern does not compile: ${reason}`);
    this.name = 'PatternError';
  }
}

/** The engine could not run the pattern (it ran out of memory even after a restart). */
export class RegexEngineError extends Error {
  constructor(
    readonly pattern: string,
    message: string,
  ) {
    super(message);
    this.name = 'RegexEngineError';
  }
}

export class LinearRegexEngine {
  private engine: Re2Engine;
  /** Compiled programs by pattern, least recently used first. */
  private readonly programs = new Map<string, Re2Program>();
  private restarts = 0;

  constructor(private readonly maxPrograms = 256) {
    this.engine = loadEngine();
  }

  /** Compiled programs held, and engine restarts so far (for diagnostics and tests). */
  get stats(): { programs: number; restarts: number } {
    return { programs: this.programs.size, restarts: this.restarts };
  }

  /** RE2's reason why `pattern` does not compile, or null when it compiles (it is then kept compiled). */
  check(pattern: string): string | null {
    try {
      this.withRetry(pattern, () => this.program(pattern));
      return null;
    } catch (err) {
      if (err instanceof PatternError) return err.reason;
      if (err instanceof RegexEngineError) return TOO_LARGE_REASON;
      throw err;
    }
  }

  /** Whether `pattern` matches anywhere in `text`. Throws PatternError or RegexEngineError. */
  test(pattern: string, text: string): boolean {
    return this.withRetry(pattern, () => this.program(pattern).match(text, 0, false).index >= 0);
  }

  private withRetry<T>(pattern: string, run: () => T): T {
    for (let attempt = 1; ; attempt++) {
      try {
        return run();
      } catch (err) {
        if (!isEngineFailure(err)) throw err;
        this.restart();
        if (attempt >= 2) {
          throw new RegexEngineError(
            pattern,
            `The regular-expression engine ran out of memory twice running the pattern; ${TOO_LARGE_REASON}.`,
          );
        }
      }
    }
  }

  private program(pattern: string): Re2Program {
    const cached = this.programs.get(pattern);
    if (cached) {
      this.programs.delete(pattern);
      this.programs.set(pattern, cached);
      return cached;
    }
    const program = new this.engine.WrappedRE2(pattern, false, false, false);
    if (!program.ok()) {
      const reason = program.error();
      program.delete();
      throw new PatternError(pattern, reason);
    }
    while (this.programs.size >= this.maxPrograms) {
      const [oldest, evicted] = this.programs.entries().next().value as [string, Re2Program];
      this.programs.delete(oldest);
      evicted.delete();
    }
    this.programs.set(pattern, program);
    return program;
  }

  /** Drops the aborted engine with its programs (its heap goes with it) and loads a fresh one. */
  private restart(): void {
    this.programs.clear();
    this.engine = loadEngine();
    this.restarts += 1;
  }
}

let shared: LinearRegexEngine | undefined;

/** The process-wide engine, loaded on first use. */
export function linearRegexEngine(): LinearRegexEngine {
  shared ??= new LinearRegexEngine();
  return shared;
}
