// Trigger conditions: the checks the contract adds to the schema, and evaluation against a memory.
//
// Validation refuses what the HTTP schema cannot (the condition schemas stay open because
// responses share them): unknown properties, nesting deeper than 5 levels (a top-level condition
// is level 1), more than 100 conditions in all, and TEXT_REGEX patterns RE2 does not compile.
// Shape problems are INVALID_CONDITIONS and are all checked before any pattern is compiled, so a
// request with both kinds of problem always gets INVALID_CONDITIONS. Every message names the
// offending field as a path (`conditions[1].conditions[0].value`) and says how to fix it.
//
// Evaluation never short-circuits: every node is evaluated, so that the test endpoint can list
// each condition depth-first (a group before its members) and so that `evaluated` and
// `matchedCount` count every node, nested ones included, as TriggerExecution's
// `conditions_evaluated` and `conditions_matched` say. The 100-condition cap bounds the cost. A
// group's outcome is still the AND / OR of its members, and the top level is an implicit AND.
//
// TEXT_REGEX runs on RE2 (linear-regex.ts), never on JavaScript's RegExp. Validation compiles
// each pattern here and refuses one whose program would be too large (pattern-size.ts); matching
// runs in the regex pool's threads under a time budget (regex-pool.ts), never on the request
// thread nor inside a database transaction. So evaluation has two steps: `matchPatterns` (async,
// off-thread) answers an outcome per pattern, then `evaluateConditions` (synchronous) combines
// them with the other conditions. A pattern stopped by its budget leaves its condition undecided.
import {
  clip,
  describe,
  invalidConditions,
  quote,
  regexCheckBusy,
  regexDoesNotCompile,
  regexTooLarge,
} from '../../errors/trigger-errors.js';
import { MAX_PATTERN_SIZE, patternSize, UNICODE_CLASS_WEIGHT } from '../../platform/regex/pattern-size.js';
import type { RegexMatch, RegexMatcher } from '../../platform/regex/regex-pool.js';
import type { Schemas } from '../schemas.js';
import { choiceList, isPlainObject } from './rule-input.js';

export type TriggerCondition = Schemas['TriggerCondition'];
export type ConditionType = TriggerCondition['type'];
export type ConditionResult = Schemas['TriggerConditionResult'];

/** The memory a trigger is evaluated against. */
export interface EvaluatedMemory {
  id: string;
  content: string;
  category: string;
  importance: number;
  userId: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

export interface ConditionsResult {
  /** Whether every top-level condition matched. */
  matched: boolean;
  /** Whether they could have matched had every undecided TEXT_REGEX pattern matched (true when `matched`). */
  couldMatch: boolean;
  /**
   * When the conditions did not match but could have, why a pattern stayed undecided (it ran out
   * of its time budget, or was not run); null otherwise. A missing outcome is undecided without a reason.
   */
  undecided: string | null;
  /** Condition nodes evaluated, nested ones and groups included (always all of them). */
  evaluated: number;
  /** Condition nodes that matched, nested ones and groups included. */
  matchedCount: number;
  /** Every node depth-first, a group before its members. */
  detail: ConditionResult[];
}

const MAX_CONDITION_DEPTH = 5;
const MAX_CONDITIONS = 100;
const MAX_PATTERN_LENGTH = 500;
const MAX_CONTAINS_LENGTH = 1000;
const MAX_METADATA_KEY_LENGTH = 200;
const CATEGORIES: readonly string[] = [
  'preference',
  'decision',
  'fact',
  'entity',
  'other',
] satisfies readonly Schemas['MemoryCategory'][];

/** The one parameter each condition type takes beside `type`. */
const PARAMETER: Readonly<Record<ConditionType, 'value' | 'pattern' | 'key' | 'conditions'>> = {
  CATEGORY_EQUALS: 'value',
  TEXT_CONTAINS: 'value',
  TEXT_REGEX: 'pattern',
  IMPORTANCE_GTE: 'value',
  IMPORTANCE_LTE: 'value',
  METADATA_KEY_EXISTS: 'key',
  AND_GROUP: 'conditions',
  OR_GROUP: 'conditions',
};
const TYPES = Object.keys(PARAMETER) as ConditionType[];
const TYPE_LIST = choiceList(TYPES);

// ------------------------------------------------------------------ validation

interface ValidationState {
  count: number;
  patterns: { field: string; pattern: string }[];
}

/**
 * The conditions of a create or update request, checked and copied without extra properties.
 * Their TEXT_REGEX patterns are held to their size here; whether they compile is checked
 * apart, off the request thread (checkPatternsCompile).
 */
export function validateConditions(input: unknown): TriggerCondition[] {
  const state: ValidationState = { count: 0, patterns: [] };
  const conditions = readList(input, 'conditions', 1, state);
  for (const { field, pattern } of state.patterns) checkPatternSize(field, pattern);
  return conditions;
}

/**
 * Refuses the first TEXT_REGEX pattern of validated conditions that RE2 does not compile
 * (400 INVALID_REGEX), compiled in the regex pool: a large program takes long to build (\p{L}{10}
 * about 0.4 s), and a trigger of 100 such patterns held the request thread for tens of seconds.
 * A pattern that does not compile within the matching budget is refused too. `key`: the account.
 */
export async function checkPatternsCompile(
  conditions: readonly TriggerCondition[],
  matcher: RegexMatcher,
  key: string,
): Promise<void> {
  const checked = new Set<string>();
  for (const { field, pattern } of patternsOf(conditions, 'conditions')) {
    if (checked.has(pattern)) continue;
    checked.add(pattern);
    const outcome = await matcher.check(pattern, key);
    if (outcome.outcome === 'compiles') continue;
    if (outcome.outcome === 'does-not-compile') throw regexDoesNotCompile(field, pattern, outcome.reason);
    if (outcome.outcome === 'queue-full') throw regexCheckBusy(outcome.message);
    throw regexDoesNotCompile(field, pattern, `it could not be compiled: ${outcome.message}`);
  }
}

/** The TEXT_REGEX patterns of conditions with their field paths, depth-first. */
function patternsOf(conditions: readonly TriggerCondition[], field: string): { field: string; pattern: string }[] {
  return conditions.flatMap((condition, i) => {
    const path = `${field}[${i}]`;
    if (condition.type === 'TEXT_REGEX') return [{ field: `${path}.pattern`, pattern: condition.pattern }];
    if (condition.type === 'AND_GROUP' || condition.type === 'OR_GROUP')
      return patternsOf(condition.conditions, `${path}.conditions`);
    return [];
  });
}

/**
 * Whether a request's conditions hold more conditions, or groups nested deeper, than a trigger
 * may: a cheap walk that stops at the first node past either limit, for checks that must run
 * before the schema's (see condition-limits-guard.ts). Anything else is left to validation.
 */
export function conditionsPastLimits(input: unknown): boolean {
  let count = 0;
  const pending: { list: unknown; level: number }[] = [{ list: input, level: 1 }];
  while (pending.length > 0) {
    const { list, level } = pending.pop()!;
    if (!Array.isArray(list)) continue;
    if (level > MAX_CONDITION_DEPTH) return true;
    count += list.length;
    if (count > MAX_CONDITIONS) return true;
    for (const entry of list)
      if (isPlainObject(entry) && Array.isArray(entry.conditions))
        pending.push({ list: entry.conditions, level: level + 1 });
  }
  return false;
}

function readList(input: unknown, field: string, level: number, state: ValidationState): TriggerCondition[] {
  if (!Array.isArray(input)) {
    throw invalidConditions(`${field} must be an array of conditions; got ${describe(input)}.`, field, input);
  }
  if (input.length === 0) {
    throw invalidConditions(`${field} is empty. Give at least one condition.`, field);
  }
  return input.map((entry, i) => readCondition(entry, `${field}[${i}]`, level, state));
}

function readCondition(entry: unknown, path: string, level: number, state: ValidationState): TriggerCondition {
  state.count += 1;
  if (state.count > MAX_CONDITIONS) {
    throw invalidConditions(
      `A trigger holds at most ${MAX_CONDITIONS} conditions in all, nested ones included; ${path} is one too many. Split the rule into several triggers.`,
      path,
      undefined,
      { maximum: MAX_CONDITIONS },
    );
  }
  if (!isPlainObject(entry)) {
    throw invalidConditions(`${path} must be an object with a type; got ${describe(entry)}.`, path, entry);
  }
  const type = entry.type;
  if (type === undefined) throw invalidConditions(`${path}.type is missing. Use ${TYPE_LIST}.`, `${path}.type`);
  if (typeof type !== 'string') {
    throw invalidConditions(
      `${path}.type must be a string; got ${describe(type)}. Use ${TYPE_LIST}.`,
      `${path}.type`,
      type,
    );
  }
  if (!Object.hasOwn(PARAMETER, type)) {
    throw invalidConditions(
      `${path}.type ${quote(type)} is not a condition type. Use ${TYPE_LIST}.`,
      `${path}.type`,
      type,
    );
  }
  const conditionType = type as ConditionType;
  const parameter = PARAMETER[conditionType];
  for (const key of Object.keys(entry)) {
    if (key !== 'type' && key !== parameter) {
      throw invalidConditions(
        `${path}.${clip(key, 100)} is not a property of a ${conditionType} condition, which takes only type and ${parameter}. Remove it.`,
        `${path}.${clip(key, 100)}`,
      );
    }
  }
  const field = `${path}.${parameter}`;
  const value = entry[parameter];
  switch (conditionType) {
    case 'CATEGORY_EQUALS':
      if (typeof value !== 'string' || !CATEGORIES.includes(value)) {
        throw invalidConditions(
          `${field} must be one of the categories ${CATEGORIES.join(', ')}; got ${describe(value)}.`,
          field,
          value,
        );
      }
      return { type: conditionType, value: value as Schemas['MemoryCategory'] };
    case 'TEXT_CONTAINS':
      requireText(value, field, MAX_CONTAINS_LENGTH, 'the text to look for (case-insensitive)');
      return { type: conditionType, value };
    case 'TEXT_REGEX':
      requireText(value, field, MAX_PATTERN_LENGTH, 'an RE2 regular expression');
      state.patterns.push({ field, pattern: value });
      return { type: conditionType, pattern: value };
    case 'IMPORTANCE_GTE':
    case 'IMPORTANCE_LTE':
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
        throw invalidConditions(`${field} must be a number from 0 to 1; got ${describe(value)}.`, field, value, {
          minimum: 0,
          maximum: 1,
        });
      }
      return { type: conditionType, value };
    case 'METADATA_KEY_EXISTS':
      requireText(value, field, MAX_METADATA_KEY_LENGTH, 'the name of a top-level metadata key');
      return { type: conditionType, key: value };
    case 'AND_GROUP':
    case 'OR_GROUP': {
      const membersField = field;
      if (value === undefined) {
        throw invalidConditions(
          `${membersField} is missing. A ${conditionType} needs a non-empty array of conditions.`,
          membersField,
        );
      }
      if (!Array.isArray(value)) {
        throw invalidConditions(
          `${membersField} must be an array of conditions; got ${describe(value)}.`,
          membersField,
          value,
        );
      }
      if (value.length === 0) {
        throw invalidConditions(
          `${membersField} is empty. A ${conditionType} needs at least one condition.`,
          membersField,
        );
      }
      if (level >= MAX_CONDITION_DEPTH) {
        throw invalidConditions(
          `${membersField} puts conditions at nesting level ${level + 1}; conditions nest at most ${MAX_CONDITION_DEPTH} levels deep ` +
            `(a top-level condition is level 1). Flatten the groups.`,
          membersField,
          undefined,
          { maximum_depth: MAX_CONDITION_DEPTH },
        );
      }
      return { type: conditionType, conditions: readList(value, membersField, level + 1, state) };
    }
  }
}

function requireText(value: unknown, field: string, maxLength: number, what: string): asserts value is string {
  if (value === undefined) throw invalidConditions(`${field} is missing; give ${what}.`, field);
  if (typeof value !== 'string')
    throw invalidConditions(`${field} must be a string, ${what}; got ${describe(value)}.`, field, value);
  if (value.length === 0) throw invalidConditions(`${field} is empty; give ${what}.`, field, value);
  if (value.length > maxLength) {
    throw invalidConditions(
      `${field} is ${value.length} characters long; at most ${maxLength} are allowed.`,
      field,
      undefined,
      {
        max_length: maxLength,
      },
    );
  }
}

function checkPatternSize(field: string, pattern: string): void {
  // a count over RE2's own 1000 is left to RE2, which names it
  const size = patternSize(pattern);
  const overRe2Count = [...pattern.matchAll(/\{(\d+)(?:,(\d*))?\}/g)].some(
    (m) => Number(m[1]) > 1000 || Number(m[2] || 0) > 1000,
  );
  if (size > MAX_PATTERN_SIZE && !overRe2Count) {
    throw regexTooLarge(field, pattern, size, MAX_PATTERN_SIZE, UNICODE_CLASS_WEIGHT);
  }
}

// ------------------------------------------------------------------ evaluation

/** A memory as conditions read it; the lower-cased text is made once, when first needed. */
class MemoryView {
  private lower: string | undefined;

  constructor(readonly memory: EvaluatedMemory) {}

  get lowerContent(): string {
    this.lower ??= this.memory.content.toLowerCase();
    return this.lower;
  }
}

type CompiledNode =
  | { readonly kind: 'group'; readonly type: 'AND_GROUP' | 'OR_GROUP'; readonly members: readonly CompiledNode[] }
  | { readonly kind: 'regex'; readonly type: 'TEXT_REGEX'; readonly value: string }
  | {
      readonly kind: 'test';
      readonly type: Exclude<ConditionType, 'AND_GROUP' | 'OR_GROUP'>;
      readonly value: string;
      readonly matches: (memory: MemoryView) => boolean;
    };

/** A trigger's conditions ready to evaluate; keep it while the trigger is unchanged. */
export interface CompiledConditions {
  readonly nodes: readonly CompiledNode[];
  /** Condition nodes in all, groups and nested ones included. */
  readonly size: number;
  /** The distinct TEXT_REGEX patterns, in order of appearance. */
  readonly patterns: readonly string[];
}

/** Compiles stored (already validated) conditions; a condition of a type this code does not know never matches. */
export function compileConditions(conditions: readonly TriggerCondition[]): CompiledConditions {
  let size = 0;
  const patterns = new Set<string>();
  const compile = (condition: TriggerCondition): CompiledNode => {
    size += 1;
    switch (condition.type) {
      case 'AND_GROUP':
      case 'OR_GROUP':
        return { kind: 'group', type: condition.type, members: condition.conditions.map(compile) };
      case 'CATEGORY_EQUALS': {
        const category = condition.value;
        return { kind: 'test', type: condition.type, value: category, matches: (m) => m.memory.category === category };
      }
      case 'TEXT_CONTAINS': {
        const needle = condition.value.toLowerCase();
        return {
          kind: 'test',
          type: condition.type,
          value: condition.value,
          matches: (m) => m.lowerContent.includes(needle),
        };
      }
      case 'TEXT_REGEX':
        patterns.add(condition.pattern);
        return { kind: 'regex', type: condition.type, value: condition.pattern };
      case 'IMPORTANCE_GTE': {
        const threshold = condition.value;
        return {
          kind: 'test',
          type: condition.type,
          value: String(threshold),
          matches: (m) => m.memory.importance >= threshold,
        };
      }
      case 'IMPORTANCE_LTE': {
        const threshold = condition.value;
        return {
          kind: 'test',
          type: condition.type,
          value: String(threshold),
          matches: (m) => m.memory.importance <= threshold,
        };
      }
      case 'METADATA_KEY_EXISTS': {
        const key = condition.key;
        return {
          kind: 'test',
          type: condition.type,
          value: key,
          matches: (m) => Object.hasOwn(m.memory.metadata, key),
        };
      }
      default: {
        // A stored type this code does not know (validateConditions never writes one): it is
        // listed under its own type and never matches, rather than failing every evaluation.
        const unknown = condition as { type: Exclude<ConditionType, 'AND_GROUP' | 'OR_GROUP'> };
        return { kind: 'test', type: unknown.type, value: '', matches: () => false };
      }
    }
  };
  const nodes = conditions.map(compile);
  return { nodes, size, patterns: [...patterns] };
}

/**
 * What matching said about each pattern against one memory text. A pattern that could not run
 * (its compiled form fails, `error`) does not match; one that was stopped or never ran
 * (`over-budget`, `queue-full`, `skipped`) is undecided; one missing from the map too.
 */
export type PatternOutcome = RegexMatch | { outcome: 'skipped'; elapsedMs: number; message: string };
export type PatternOutcomes = ReadonlyMap<string, PatternOutcome>;

/**
 * Matches the patterns against the memory text through `matcher` (off this thread), one after
 * another. Once one runs out of its time budget the others are not run (`skipped`): a memory
 * costs at most one budget of overrun per trigger evaluation.
 */
export async function matchPatterns(
  matcher: RegexMatcher,
  patterns: Iterable<string>,
  text: string,
  key: string,
): Promise<Map<string, PatternOutcome>> {
  const outcomes = new Map<string, PatternOutcome>();
  let overrun: string | null = null;
  for (const pattern of patterns) {
    if (outcomes.has(pattern)) continue;
    if (overrun !== null) {
      outcomes.set(pattern, {
        outcome: 'skipped',
        elapsedMs: 0,
        message: `The TEXT_REGEX pattern ${quote(clip(pattern, 100))} was not run: the pattern ${quote(clip(overrun, 100))} ran out of the time budget of ${matcher.budgetMs} ms on this memory first.`,
      });
      continue;
    }
    const match = await matcher.match(pattern, text, key);
    outcomes.set(pattern, match);
    if (match.outcome === 'over-budget') overrun = pattern;
  }
  return outcomes;
}

/** Why a pattern's outcome leaves its condition undecided, or null when it is decided. */
function undecidedReason(pattern: string, outcome: PatternOutcome | undefined): string | null {
  if (outcome === undefined) return `The TEXT_REGEX pattern ${quote(clip(pattern, 100))} was not matched.`;
  switch (outcome.outcome) {
    case 'match':
    case 'no-match':
    case 'error':
      return null;
    case 'over-budget':
      return `The TEXT_REGEX pattern ${quote(clip(pattern, 100))} was stopped: ${outcome.message}.`;
    case 'queue-full':
      return `The TEXT_REGEX pattern ${quote(clip(pattern, 100))} was not run: ${outcome.message}.`;
    case 'skipped':
      return outcome.message;
  }
}

/**
 * Evaluates the conditions against the memory, TEXT_REGEX conditions by the outcomes given. A
 * condition whose pattern is undecided counts as not matched in `matched` and in the detail (with
 * its `error`), and as matched in `couldMatch`: the conditions only combine with AND and OR, so
 * `couldMatch` false means no outcome of the undecided patterns would have made them match.
 */
export function evaluateConditions(
  compiled: CompiledConditions,
  memory: EvaluatedMemory,
  patterns: PatternOutcomes = new Map(),
): ConditionsResult {
  const view = new MemoryView(memory);
  const detail: ConditionResult[] = [];
  let matchedCount = 0;
  let undecided: string | null = null;
  /** [matched, could match] */
  const evaluate = (node: CompiledNode): [boolean, boolean] => {
    const index = detail.length;
    if (node.kind === 'group') {
      detail.push({ type: node.type, value: null, matched: false });
      const outcomes = node.members.map(evaluate); // every member, no short-circuit
      const all = node.type === 'AND_GROUP';
      const matched = all ? outcomes.every(([m]) => m) : outcomes.some(([m]) => m);
      const could = all ? outcomes.every(([, c]) => c) : outcomes.some(([, c]) => c);
      detail[index]!.matched = matched;
      if (matched) matchedCount += 1;
      return [matched, could];
    }
    if (node.kind === 'regex') {
      const outcome = patterns.get(node.value);
      const reason = undecidedReason(node.value, outcome);
      const matched = outcome?.outcome === 'match';
      detail.push(
        reason === null
          ? { type: node.type, value: node.value, matched }
          : { type: node.type, value: node.value, matched, error: reason },
      );
      if (matched) matchedCount += 1;
      if (reason !== null && outcome !== undefined) undecided ??= reason;
      return [matched, matched || reason !== null];
    }
    const matched = node.matches(view);
    detail.push({ type: node.type, value: node.value, matched });
    if (matched) matchedCount += 1;
    return [matched, matched];
  };
  const outcomes = compiled.nodes.map(evaluate);
  const matched = outcomes.length > 0 && outcomes.every(([m]) => m);
  const couldMatch = outcomes.length > 0 && outcomes.every(([, c]) => c);
  return {
    matched,
    couldMatch,
    undecided: matched || !couldMatch ? null : undecided,
    evaluated: detail.length,
    matchedCount,
    detail,
  };
}

/** Matches every pattern of the conditions off this thread, then evaluates them (the test endpoint). */
export async function evaluateWithMatcher(
  compiled: CompiledConditions,
  memory: EvaluatedMemory,
  matcher: RegexMatcher,
  key: string,
): Promise<ConditionsResult & { matchingMs: number }> {
  const outcomes = await matchPatterns(matcher, compiled.patterns, memory.content, key);
  let matchingMs = 0;
  for (const o of outcomes.values()) matchingMs += o.elapsedMs;
  return { ...evaluateConditions(compiled, memory, outcomes), matchingMs };
}
