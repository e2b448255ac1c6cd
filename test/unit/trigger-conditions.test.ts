import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.js';
import {
  compileConditions,
  evaluateConditions,
  matchPatterns,
  checkPatternsCompile,
  validateConditions,
  type CompiledConditions,
  type EvaluatedMemory,
  type PatternOutcome,
  type TriggerCondition,
} from '../../src/modules/triggers/trigger-conditions.js';
import { LinearRegexEngine } from '../../src/platform/regex/linear-regex.js';
import { MAX_PATTERN_SIZE, patternSize } from '../../src/platform/regex/pattern-size.js';
import type { RegexMatch, RegexMatcher } from '../../src/platform/regex/regex-pool.js';
import { inlineRegexCheck } from '../support/inline-regex-check.js';

// The service matches patterns in the regex pool's threads (regex-pool.test.ts); here the
// outcomes come from an engine in this thread, so that evaluation is tested on its own.
const engine = new LinearRegexEngine();
function outcomesFor(compiled: CompiledConditions, content: string): Map<string, PatternOutcome> {
  return new Map(
    compiled.patterns.map((p): [string, PatternOutcome] => {
      try {
        return [p, { outcome: engine.test(p, content) ? 'match' : 'no-match', elapsedMs: 0 }];
      } catch (err) {
        return [p, { outcome: 'error', elapsedMs: 0, message: String(err) }];
      }
    }),
  );
}
const evaluate = (compiled: CompiledConditions, m: EvaluatedMemory) =>
  evaluateConditions(compiled, m, outcomesFor(compiled, m.content));

function memory(overrides: Partial<EvaluatedMemory> = {}): EvaluatedMemory {
  return {
    id: 'mem_1',
    content: 'The team decided to move Billing to the new provider in January.',
    category: 'decision',
    importance: 0.8,
    userId: 'user-1',
    metadata: { ticket: 'BILL-142', nested: { owner: 'ana' } },
    createdAt: new Date('2026-11-02T14:30:00Z'),
    ...overrides,
  };
}

function refusal(input: unknown): AppError {
  try {
    validateConditions(input);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('validateConditions accepted the input');
}

/** A chain of AND groups whose single leaf sits at nesting level `levels`. */
function nested(levels: number): unknown {
  let condition: unknown = { type: 'TEXT_CONTAINS', value: 'billing' };
  for (let level = levels - 1; level >= 1; level--) condition = { type: 'AND_GROUP', conditions: [condition] };
  return [condition];
}

const leaf = { type: 'CATEGORY_EQUALS', value: 'decision' };

describe('validateConditions: INVALID_CONDITIONS with the path of the problem', () => {
  it.each<[string, unknown, string]>([
    ['not an array', { type: 'CATEGORY_EQUALS', value: 'decision' }, 'conditions'],
    ['an empty array', [], 'conditions'],
    ['an entry that is a string', ['decision'], 'conditions[0]'],
    ['an entry that is null', [leaf, null], 'conditions[1]'],
    ['an entry that is an array', [[leaf]], 'conditions[0]'],
    ['a missing type', [{ value: 'decision' }], 'conditions[0].type'],
    ['a type that is not a string', [{ type: 3, value: 'decision' }], 'conditions[0].type'],
    ['a category that does not exist', [{ type: 'CATEGORY_EQUALS', value: 'decisions' }], 'conditions[0].value'],
    ['a category that is missing', [{ type: 'CATEGORY_EQUALS' }], 'conditions[0].value'],
    ['an empty TEXT_CONTAINS value', [{ type: 'TEXT_CONTAINS', value: '' }], 'conditions[0].value'],
    ['a TEXT_CONTAINS value that is a number', [{ type: 'TEXT_CONTAINS', value: 5 }], 'conditions[0].value'],
    [
      'a TEXT_CONTAINS value over 1000 characters',
      [{ type: 'TEXT_CONTAINS', value: 'x'.repeat(1001) }],
      'conditions[0].value',
    ],
    ['an importance given as a string', [{ type: 'IMPORTANCE_GTE', value: '0.8' }], 'conditions[0].value'],
    ['an importance above 1', [{ type: 'IMPORTANCE_GTE', value: 1.5 }], 'conditions[0].value'],
    ['an importance below 0', [{ type: 'IMPORTANCE_LTE', value: -0.1 }], 'conditions[0].value'],
    ['an importance that is a boolean', [{ type: 'IMPORTANCE_LTE', value: true }], 'conditions[0].value'],
    ['a missing importance', [{ type: 'IMPORTANCE_LTE' }], 'conditions[0].value'],
    ['an empty metadata key', [{ type: 'METADATA_KEY_EXISTS', key: '' }], 'conditions[0].key'],
    ['a missing metadata key', [{ type: 'METADATA_KEY_EXISTS' }], 'conditions[0].key'],
    [
      'a metadata key over 200 characters',
      [{ type: 'METADATA_KEY_EXISTS', key: 'k'.repeat(201) }],
      'conditions[0].key',
    ],
    ['a metadata key given as value', [{ type: 'METADATA_KEY_EXISTS', value: 'ticket' }], 'conditions[0].value'],
    ['a missing TEXT_REGEX pattern', [{ type: 'TEXT_REGEX' }], 'conditions[0].pattern'],
    ['a TEXT_REGEX pattern that is not a string', [{ type: 'TEXT_REGEX', pattern: 42 }], 'conditions[0].pattern'],
    ['an empty TEXT_REGEX pattern', [{ type: 'TEXT_REGEX', pattern: '' }], 'conditions[0].pattern'],
    [
      'a TEXT_REGEX pattern over 500 characters',
      [{ type: 'TEXT_REGEX', pattern: 'a'.repeat(501) }],
      'conditions[0].pattern',
    ],
    [
      'an unknown property',
      [{ type: 'TEXT_CONTAINS', value: 'x', case_sensitive: true }],
      'conditions[0].case_sensitive',
    ],
    ['a group without conditions', [{ type: 'AND_GROUP' }], 'conditions[0].conditions'],
    ['a group whose conditions are not an array', [{ type: 'OR_GROUP', conditions: leaf }], 'conditions[0].conditions'],
    [
      'an empty nested group',
      [leaf, { type: 'OR_GROUP', conditions: [{ type: 'AND_GROUP', conditions: [] }] }],
      'conditions[1].conditions[0].conditions',
    ],
    [
      'a wrong value inside a group',
      [leaf, { type: 'OR_GROUP', conditions: [{ type: 'TEXT_CONTAINS', value: 5 }] }],
      'conditions[1].conditions[0].value',
    ],
    ['an unknown property on a group', [{ type: 'OR_GROUP', conditions: [leaf], mode: 'any' }], 'conditions[0].mode'],
  ])('refuses %s', (_case, input, field) => {
    const err = refusal(input);
    expect(err.code).toBe('INVALID_CONDITIONS');
    expect(err.status).toBe(400);
    expect(err.details.field).toBe(field);
    expect(err.message).toContain(field);
  });

  it('names the valid types when the type is unknown, as the contract example does', () => {
    const err = refusal([leaf, { type: 'CATEGORY_IN', value: ['decision'] }]);
    expect(err.message).toBe(
      'conditions[1].type "CATEGORY_IN" is not a condition type. Use CATEGORY_EQUALS, TEXT_CONTAINS, TEXT_REGEX, ' +
        'IMPORTANCE_GTE, IMPORTANCE_LTE, METADATA_KEY_EXISTS, AND_GROUP or OR_GROUP.',
    );
    expect(err.details).toEqual({ field: 'conditions[1].type', value: 'CATEGORY_IN' });
  });

  it('says which properties a condition takes when it has an unknown one', () => {
    const err = refusal([{ type: 'METADATA_KEY_EXISTS', key: 'ticket', value: 'x' }]);
    expect(err.message).toContain('takes only type and key');
  });

  it('accepts 5 levels of nesting and refuses 6', () => {
    expect(validateConditions(nested(5))).toEqual(nested(5));
    const err = refusal(nested(6));
    expect(err.code).toBe('INVALID_CONDITIONS');
    // The group at level 5 may not hold members: they would be at level 6.
    expect(err.details.field).toBe('conditions[0].conditions[0].conditions[0].conditions[0].conditions[0].conditions');
    expect(err.message).toContain('nesting level 6');
    expect(err.message).toContain('at most 5 levels');
  });

  it('accepts 100 conditions in all and refuses 101, nested ones counted', () => {
    expect(validateConditions(Array.from({ length: 100 }, () => leaf))).toHaveLength(100);
    const err = refusal([{ type: 'OR_GROUP', conditions: Array.from({ length: 100 }, () => leaf) }]);
    expect(err.details.field).toBe('conditions[0].conditions[99]');
    expect(err.message).toContain('at most 100 conditions');
  });

  it('reports a shape problem before compiling any pattern', () => {
    const err = refusal([
      { type: 'TEXT_REGEX', pattern: '(' },
      { type: 'TEXT_CONTAINS', value: '' },
    ]);
    expect(err.code).toBe('INVALID_CONDITIONS');
    expect(err.details.field).toBe('conditions[1].value');
  });

  it('returns copies of every condition type, nested groups included', () => {
    const input = [
      { type: 'CATEGORY_EQUALS', value: 'decision' },
      { type: 'TEXT_CONTAINS', value: 'Billing' },
      { type: 'TEXT_REGEX', pattern: '[Ii]ncident #\\d+' },
      { type: 'IMPORTANCE_GTE', value: 0 },
      { type: 'IMPORTANCE_LTE', value: 1 },
      { type: 'METADATA_KEY_EXISTS', key: 'ticket' },
      { type: 'OR_GROUP', conditions: [{ type: 'AND_GROUP', conditions: [{ type: 'TEXT_CONTAINS', value: 'x' }] }] },
    ];
    const output = validateConditions(input);
    expect(output).toEqual(input);
    expect(output[0]).not.toBe(input[0]);
  });
});

/** The refusal of conditions whose shape passes but whose patterns RE2 (here, inline) may not compile. */
async function regexRefusal(input: unknown): Promise<AppError> {
  const inline: RegexMatcher = {
    budgetMs: 250,
    pausedForMs: () => 0,
    check: inlineRegexCheck,
    match: () => Promise.reject(new Error('not used')),
  };
  try {
    await checkPatternsCompile(validateConditions(input), inline, 'acc');
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('the patterns were accepted');
}

describe('checkPatternsCompile: INVALID_REGEX for patterns RE2 does not compile', () => {
  it.each<[string, string, string, string]>([
    ['a backreference', '(cat|dog)\\1', 'invalid escape sequence: \\1', 'no backreferences'],
    ['a lookahead', 'abc(?=def)', 'invalid perl operator: (?=', 'no lookahead'],
    ['a negative lookahead', 'abc(?!def)', 'invalid perl operator: (?!', 'no lookahead'],
    ['a lookbehind', '(?<=a)b', 'invalid perl operator: (?<', 'no lookbehind'],
    ['an unclosed group', 'incident #(\\d+', 'missing ): incident #(\\d+', 'Fix the pattern'],
    ['an unclosed class', '[a-z', 'missing ]: [a-z', 'Fix the pattern'],
    ['a repetition over 1000', 'a{1001}', 'invalid repetition size: {1001}', 'Fix the pattern'],
  ])('refuses %s with RE2 reason', async (_case, pattern, reason, hint) => {
    const err = await regexRefusal([leaf, { type: 'OR_GROUP', conditions: [{ type: 'TEXT_REGEX', pattern }] }]);
    expect(err.code).toBe('INVALID_REGEX');
    expect(err.status).toBe(400);
    expect(err.details).toEqual({ field: 'conditions[1].conditions[0].pattern', value: pattern, pattern, reason });
    expect(err.message).toContain(JSON.stringify(pattern));
    expect(err.message).toContain(hint);
  });

  it('accepts RE2 syntax JavaScript lacks, and refuses JavaScript syntax RE2 lacks', async () => {
    await expect(regexRefusal([{ type: 'TEXT_REGEX', pattern: '(?i)\\Qa.b\\E(?P<n>x)' }])).rejects.toThrow(
      'the patterns were accepted',
    );
    expect((await regexRefusal([{ type: 'TEXT_REGEX', pattern: '\\u00e9' }])).code).toBe('INVALID_REGEX');
  });
});

describe('evaluateConditions', () => {
  const run = (conditions: unknown, m: EvaluatedMemory = memory()) =>
    evaluate(compileConditions(validateConditions(conditions)), m);
  const single = (condition: object, m?: EvaluatedMemory) => run([condition], m).matched;

  it('CATEGORY_EQUALS compares exactly', () => {
    expect(single({ type: 'CATEGORY_EQUALS', value: 'decision' })).toBe(true);
    expect(single({ type: 'CATEGORY_EQUALS', value: 'fact' })).toBe(false);
    expect(single({ type: 'CATEGORY_EQUALS', value: 'decision' }, memory({ category: 'Decision' }))).toBe(false);
  });

  it('TEXT_CONTAINS ignores case', () => {
    expect(single({ type: 'TEXT_CONTAINS', value: 'billing' })).toBe(true);
    expect(single({ type: 'TEXT_CONTAINS', value: 'NEW PROVIDER' })).toBe(true);
    expect(single({ type: 'TEXT_CONTAINS', value: 'invoice' })).toBe(false);
  });

  it('TEXT_REGEX matches anywhere, case-sensitive unless the pattern says (?i)', () => {
    expect(single({ type: 'TEXT_REGEX', pattern: 'Billing' })).toBe(true);
    expect(single({ type: 'TEXT_REGEX', pattern: 'billing' })).toBe(false);
    expect(single({ type: 'TEXT_REGEX', pattern: '(?i)billing' })).toBe(true);
    expect(single({ type: 'TEXT_REGEX', pattern: '[Jj]anuary\\.$' })).toBe(true);
    expect(single({ type: 'TEXT_REGEX', pattern: '^January' })).toBe(false);
    expect(single({ type: 'TEXT_REGEX', pattern: 'caf.$' }, memory({ content: 'un café' }))).toBe(true);
  });

  it('IMPORTANCE_GTE and IMPORTANCE_LTE include the bound', () => {
    expect(single({ type: 'IMPORTANCE_GTE', value: 0.8 })).toBe(true);
    expect(single({ type: 'IMPORTANCE_GTE', value: 0.81 })).toBe(false);
    expect(single({ type: 'IMPORTANCE_LTE', value: 0.8 })).toBe(true);
    expect(single({ type: 'IMPORTANCE_LTE', value: 0.79 })).toBe(false);
  });

  it('METADATA_KEY_EXISTS looks at top-level keys only', () => {
    expect(single({ type: 'METADATA_KEY_EXISTS', key: 'ticket' })).toBe(true);
    expect(single({ type: 'METADATA_KEY_EXISTS', key: 'owner' })).toBe(false);
    expect(single({ type: 'METADATA_KEY_EXISTS', key: 'toString' })).toBe(false);
  });

  it('AND_GROUP needs every member, OR_GROUP one', () => {
    const yes = { type: 'TEXT_CONTAINS', value: 'billing' };
    const no = { type: 'TEXT_CONTAINS', value: 'invoice' };
    expect(single({ type: 'AND_GROUP', conditions: [yes, yes] })).toBe(true);
    expect(single({ type: 'AND_GROUP', conditions: [yes, no] })).toBe(false);
    expect(single({ type: 'OR_GROUP', conditions: [no, yes] })).toBe(true);
    expect(single({ type: 'OR_GROUP', conditions: [no, no] })).toBe(false);
  });

  it('combines top-level conditions with an implicit AND, evaluating all of them', () => {
    const result = run([
      { type: 'TEXT_CONTAINS', value: 'invoice' },
      { type: 'CATEGORY_EQUALS', value: 'decision' },
    ]);
    expect(result).toEqual({
      matched: false,
      couldMatch: false,
      undecided: null,
      evaluated: 2,
      matchedCount: 1,
      detail: [
        { type: 'TEXT_CONTAINS', value: 'invoice', matched: false },
        { type: 'CATEGORY_EQUALS', value: 'decision', matched: true },
      ],
    });
  });

  it('lists every node depth-first, a group before its members (the contract example)', () => {
    const conditions = [
      { type: 'CATEGORY_EQUALS', value: 'decision' },
      {
        type: 'OR_GROUP',
        conditions: [
          { type: 'TEXT_CONTAINS', value: 'billing' },
          {
            type: 'AND_GROUP',
            conditions: [
              { type: 'IMPORTANCE_GTE', value: 0.8 },
              { type: 'METADATA_KEY_EXISTS', key: 'ticket' },
            ],
          },
        ],
      },
    ];
    const result = run(
      conditions,
      memory({ content: 'We decided to bill enterprise customers annually from January.', importance: 0.85 }),
    );
    expect(result).toEqual({
      matched: true,
      couldMatch: true,
      undecided: null,
      evaluated: 6,
      matchedCount: 5,
      detail: [
        { type: 'CATEGORY_EQUALS', value: 'decision', matched: true },
        { type: 'OR_GROUP', value: null, matched: true },
        { type: 'TEXT_CONTAINS', value: 'billing', matched: false },
        { type: 'AND_GROUP', value: null, matched: true },
        { type: 'IMPORTANCE_GTE', value: '0.8', matched: true },
        { type: 'METADATA_KEY_EXISTS', value: 'ticket', matched: true },
      ],
    });
  });

  it('does not short-circuit inside groups: members after the deciding one are still listed', () => {
    const result = run([
      {
        type: 'AND_GROUP',
        conditions: [
          { type: 'TEXT_CONTAINS', value: 'invoice' },
          { type: 'TEXT_REGEX', pattern: 'Billing' },
        ],
      },
      {
        type: 'OR_GROUP',
        conditions: [
          { type: 'TEXT_CONTAINS', value: 'billing' },
          { type: 'IMPORTANCE_LTE', value: 0.1 },
        ],
      },
    ]);
    expect(result.detail.map((d) => [d.type, d.matched])).toEqual([
      ['AND_GROUP', false],
      ['TEXT_CONTAINS', false],
      ['TEXT_REGEX', true],
      ['OR_GROUP', true],
      ['TEXT_CONTAINS', true],
      ['IMPORTANCE_LTE', false],
    ]);
    expect(result).toMatchObject({ matched: false, evaluated: 6, matchedCount: 3 });
  });

  it('evaluates 5 levels of nested groups', () => {
    const result = run(nested(5));
    expect(result.matched).toBe(true);
    expect(result.detail.map((d) => d.type)).toEqual([
      'AND_GROUP',
      'AND_GROUP',
      'AND_GROUP',
      'AND_GROUP',
      'TEXT_CONTAINS',
    ]);
    expect(result.matchedCount).toBe(5);
    expect(run(nested(5), memory({ content: 'nothing here' }))).toMatchObject({
      matched: false,
      evaluated: 5,
      matchedCount: 0,
    });
  });

  it('reuses one compiled set of conditions for many memories', () => {
    const compiled = compileConditions(validateConditions([{ type: 'TEXT_REGEX', pattern: 'BILL-\\d+' }]));
    expect(compiled.size).toBe(1);
    const outcomes = ['see BILL-142', 'see BILL-', 'BILL-7 and BILL-8'].map(
      (content) => evaluate(compiled, memory({ content })).matched,
    );
    expect(outcomes).toEqual([true, false, true]);
  });
});

describe('TEXT_REGEX runs in linear time', () => {
  it('evaluates (a+)+$ over 100 KB of a followed by ! at once', () => {
    // JavaScript's RegExp backtracks through every way of splitting the run of a's before it
    // gives up: /(a+)+$/.test('a'.repeat(n) + '!') takes about 0.2 s at n = 24 and 0.9 s at
    // n = 26 on this machine, doubling with each extra a, so at n = 100 000 it would never end.
    // RE2 follows all the splits at once, in one pass over the text.
    const compiled = compileConditions(validateConditions([{ type: 'TEXT_REGEX', pattern: '(a+)+$' }]));
    const text = `${'a'.repeat(100_000)}!`;
    const started = performance.now();
    const result = evaluate(compiled, memory({ content: text }));
    const elapsedMs = performance.now() - started;
    console.log(`TEXT_REGEX (a+)+$ over ${text.length} characters: ${elapsedMs.toFixed(1)} ms`);
    expect(result.matched).toBe(false);
    expect(elapsedMs).toBeLessThan(1000);
    expect(evaluate(compiled, memory({ content: 'a'.repeat(100_000) })).matched).toBe(true);
  });
});

describe('compileConditions on stored data', () => {
  it('lets a condition the engine cannot compile never match, without failing the others', () => {
    const stored = [{ type: 'TEXT_REGEX', pattern: '(' }] as TriggerCondition[];
    const result = evaluate(compileConditions([...stored, { type: 'TEXT_CONTAINS', value: 'billing' }]), memory());
    expect(result.detail).toEqual([
      { type: 'TEXT_REGEX', value: '(', matched: false },
      { type: 'TEXT_CONTAINS', value: 'billing', matched: true },
    ]);
  });
});

describe('pattern size', () => {
  it('counts repetitions expanded, Unicode classes heavier', () => {
    expect(patternSize('[ab]*a[ab]{200}c')).toBe(204);
    expect(patternSize('BILL-\\d+')).toBe(7);
    expect(patternSize('(?i)x{2,5}')).toBe(5);
    expect(patternSize('(a{10}){10}')).toBe(110); // the group counts too
    expect(patternSize('\\p{L}{10}')).toBe(1000);
    expect(patternSize('a|b')).toBe(3);
    expect(patternSize('\\Qa.b\\E')).toBe(3);
  });

  it('refuses a pattern whose program would be too large with INVALID_REGEX, and accepts the limit', () => {
    expect(() => validateConditions([{ type: 'TEXT_REGEX', pattern: '[a-z]{999}x' }])).not.toThrow();
    const err = refusal([{ type: 'TEXT_REGEX', pattern: '[a-z]{1000}x' }]);
    expect(err.code).toBe('INVALID_REGEX');
    expect(err.message).toMatch(/too large.*1001 elements.*1000 allowed/);
    expect(err.details).toMatchObject({ field: 'conditions[0].pattern', size: 1001, max_size: MAX_PATTERN_SIZE });
    expect(refusal([{ type: 'TEXT_REGEX', pattern: '[\\p{L}\\p{N}]{11}' }]).code).toBe('INVALID_REGEX');
  });
});

describe('undecided patterns', () => {
  const overrun: PatternOutcome = {
    outcome: 'over-budget',
    elapsedMs: 250,
    message: 'matching ran out of its time budget of 250 ms',
  };

  it('a pattern stopped by its budget does not match, says why, and leaves the conditions undecided', () => {
    const compiled = compileConditions(
      validateConditions([
        { type: 'CATEGORY_EQUALS', value: 'decision' },
        { type: 'TEXT_REGEX', pattern: '[ab]*a[ab]{200}c' },
      ]),
    );
    const result = evaluateConditions(compiled, memory(), new Map([['[ab]*a[ab]{200}c', overrun]]));
    expect(result).toMatchObject({ matched: false, couldMatch: true, evaluated: 2, matchedCount: 1 });
    expect(result.undecided).toMatch(
      /"\[ab\]\*a\[ab\]\{200\}c" was stopped: matching ran out of its time budget of 250 ms/,
    );
    expect(result.detail[1]).toEqual({
      type: 'TEXT_REGEX',
      value: '[ab]*a[ab]{200}c',
      matched: false,
      error: result.undecided,
    });
  });

  it('is decided when the other conditions rule the memory out, or an OR member matched', () => {
    const ruledOut = compileConditions(
      validateConditions([
        { type: 'CATEGORY_EQUALS', value: 'fact' },
        { type: 'TEXT_REGEX', pattern: 'x+y' },
      ]),
    );
    expect(evaluateConditions(ruledOut, memory(), new Map([['x+y', overrun]]))).toMatchObject({
      matched: false,
      couldMatch: false,
      undecided: null,
    });
    const either = compileConditions(
      validateConditions([
        {
          type: 'OR_GROUP',
          conditions: [
            { type: 'TEXT_CONTAINS', value: 'billing' },
            { type: 'TEXT_REGEX', pattern: 'x+y' },
          ],
        },
      ]),
    );
    expect(evaluateConditions(either, memory(), new Map([['x+y', overrun]]))).toMatchObject({
      matched: true,
      undecided: null,
    });
    // without outcomes (before matching) a trigger is only known to be ruled out or not
    expect(evaluateConditions(ruledOut, memory()).couldMatch).toBe(false);
    expect(evaluateConditions(either, memory({ content: 'nothing' })).couldMatch).toBe(true);
  });

  it("matchPatterns stops running a memory's patterns after one runs out of its budget", async () => {
    const asked: string[] = [];
    const matcher: RegexMatcher = {
      budgetMs: 250,
      pausedForMs: () => 0,
      check: inlineRegexCheck,
      match: async (pattern: string): Promise<RegexMatch> => {
        asked.push(pattern);
        return pattern === 'slow' ? overrun : { outcome: 'match', elapsedMs: 1 };
      },
    };
    const outcomes = await matchPatterns(matcher, ['fast', 'slow', 'later', 'fast'], 'text', 'acc');
    expect(asked).toEqual(['fast', 'slow']);
    expect(outcomes.get('fast')?.outcome).toBe('match');
    expect(outcomes.get('slow')?.outcome).toBe('over-budget');
    expect(outcomes.get('later')).toMatchObject({
      outcome: 'skipped',
      message: expect.stringMatching(/"later" was not run: the pattern "slow" ran out of the time budget of 250 ms/),
    });
  });
});
