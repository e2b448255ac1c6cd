// RegexMatcher.check for unit tests' matchers: RE2 compiles the pattern on the calling thread.
import { linearRegexEngine } from '../../src/platform/regex/linear-regex.js';
import type { RegexCheck } from '../../src/platform/regex/regex-pool.js';

export async function inlineRegexCheck(pattern: string): Promise<RegexCheck> {
  const reason = linearRegexEngine().check(pattern);
  return reason === null ? { outcome: 'compiles' } : { outcome: 'does-not-compile', reason };
}
