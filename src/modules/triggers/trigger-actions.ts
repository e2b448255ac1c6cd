// Trigger actions and caps: the checks the contract adds to the schema, and the message templates.
//
// The action schemas stay open (responses share them), so unknown properties are refused here,
// with INVALID_ACTIONS and a path to the offending field. Checks that would otherwise only fail
// when the action runs, possibly hours later, are made at creation: an https URL without
// credentials, header names and values a client can send, a plausible e-mail address.
//
// Templates are rendered in one pass: a memory whose text contains `{{trigger.id}}` is not
// expanded again, so stored content can never inject variables. An unknown variable stays as
// written and a variable without a value renders empty (contract decisions); spaces inside the
// braces are allowed.
import { clip, describe, invalidActions, invalidRateLimit, quote } from '../../errors/trigger-errors.js';
import type { Schemas } from '../schemas.js';
import { choiceList, isPlainObject } from './rule-input.js';
import { headerNameProblem, headerValueProblem } from '../../platform/outbound/header-rules.js';

export type TriggerAction = Schemas['TriggerAction'];
export type ActionType = TriggerAction['type'];
/** The four levels an audit-log entry is stored with (requests may name them by an alias). */
export type LogLevel = Schemas['AuditLogEntry']['level'];

const MAX_ACTIONS = 10;
const MAX_URL_LENGTH = 2048;
const MAX_SUBJECT_LENGTH = 300;
const MAX_CHANNEL_LENGTH = 200;
const MAX_TEMPLATE_LENGTH = 4000;
const MAX_HEADERS = 20;
const MAX_HEADER_VALUE_LENGTH = 4096;
const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];
const DEFAULT_LOG_LEVEL: LogLevel = 'info';
/** Each name a LOG_EVENT action may give its level (lower case), with the level it is stored as. */
const LOG_LEVEL_NAMES: ReadonlyMap<string, LogLevel> = new Map<string, LogLevel>([
  ...LOG_LEVELS.map((level) => [level, level] as const),
  ['warning', 'warn'],
  ['critical', 'error'],
  ['fatal', 'error'],
  ['trace', 'debug'],
]);
const LOG_LEVEL_LIST = `${LOG_LEVELS.join(', ')} (or warning, critical, fatal, trace, in any letter case)`;

/** The stored level of a level name, in any letter case; undefined for any other value. */
function canonicalLogLevel(name: unknown): LogLevel | undefined {
  return typeof name === 'string' ? LOG_LEVEL_NAMES.get(name.toLowerCase()) : undefined;
}

/** The contract's texts for actions that do not give their own. */
export const DEFAULT_TEMPLATES = {
  emailSubject: 'Trigger {{trigger.name}} matched memory {{memory.id}}',
  chatMessage: '{{trigger.name}}: {{memory.content}}',
  logMessage: 'Trigger {{trigger.name}} matched memory {{memory.id}}',
} as const;

/** The properties each action type takes beside `type`. */
const PROPERTIES: Readonly<Record<ActionType, readonly string[]>> = {
  WEBHOOK: ['url', 'headers'],
  EMAIL_ALERT: ['to', 'subject'],
  CHAT_NOTIFICATION: ['channel', 'message_template'],
  LOG_EVENT: ['level', 'message_template'],
};
const TYPES = Object.keys(PROPERTIES) as ActionType[];
const TYPE_LIST = choiceList(TYPES);

/** Headers the HTTP client sets itself: overriding them would corrupt the request. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
]);
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

// ------------------------------------------------------------------ validation

/** The actions of a create or update request, checked and copied without extra properties. */
export function validateActions(input: unknown): TriggerAction[] {
  if (!Array.isArray(input))
    throw invalidActions(`actions must be an array of actions; got ${describe(input)}.`, 'actions', input);
  if (input.length === 0) throw invalidActions('actions is empty. Give at least one action.', 'actions');
  if (input.length > MAX_ACTIONS) {
    throw invalidActions(
      `A trigger runs at most ${MAX_ACTIONS} actions; ${input.length} were given. Split them over several triggers.`,
      'actions',
      undefined,
      { maximum: MAX_ACTIONS },
    );
  }
  return input.map((entry, i) => readAction(entry, `actions[${i}]`));
}

function readAction(entry: unknown, path: string): TriggerAction {
  if (!isPlainObject(entry))
    throw invalidActions(`${path} must be an object with a type; got ${describe(entry)}.`, path, entry);
  const type = entry.type;
  if (type === undefined) throw invalidActions(`${path}.type is missing. Use ${TYPE_LIST}.`, `${path}.type`);
  if (typeof type !== 'string')
    throw invalidActions(
      `${path}.type must be a string; got ${describe(type)}. Use ${TYPE_LIST}.`,
      `${path}.type`,
      type,
    );
  if (!Object.hasOwn(PROPERTIES, type))
    throw invalidActions(`${path}.type ${quote(type)} is not an action type. Use ${TYPE_LIST}.`, `${path}.type`, type);
  const actionType = type as ActionType;
  const allowed = PROPERTIES[actionType];
  for (const key of Object.keys(entry)) {
    if (key !== 'type' && !allowed.includes(key)) {
      throw invalidActions(
        `${path}.${clip(key, 100)} is not a property of a ${actionType} action, which takes type, ${allowed.join(' and ')}. Remove it.`,
        `${path}.${clip(key, 100)}`,
      );
    }
  }
  switch (actionType) {
    case 'WEBHOOK': {
      const url = readUrl(entry.url, `${path}.url`);
      const headers = entry.headers === undefined ? undefined : readHeaders(entry.headers, `${path}.headers`);
      return headers === undefined ? { type: actionType, url } : { type: actionType, url, headers };
    }
    case 'EMAIL_ALERT': {
      const to = entry.to;
      if (typeof to !== 'string' || !isEmailAddress(to)) {
        throw invalidActions(
          `${path} of type EMAIL_ALERT needs a valid e-mail address in "to"; got ${describe(to)}.`,
          `${path}.to`,
          to,
        );
      }
      const subject = optionalText(entry.subject, `${path}.subject`, MAX_SUBJECT_LENGTH);
      return subject === undefined ? { type: actionType, to } : { type: actionType, to, subject };
    }
    case 'CHAT_NOTIFICATION': {
      const channel = entry.channel;
      if (typeof channel !== 'string' || channel.length === 0 || channel.length > MAX_CHANNEL_LENGTH) {
        throw invalidActions(
          `${path} of type CHAT_NOTIFICATION needs a channel name of 1 to ${MAX_CHANNEL_LENGTH} characters in "channel"; got ${describe(channel)}.`,
          `${path}.channel`,
          channel,
        );
      }
      const template = optionalText(entry.message_template, `${path}.message_template`, MAX_TEMPLATE_LENGTH);
      return template === undefined
        ? { type: actionType, channel }
        : { type: actionType, channel, message_template: template };
    }
    case 'LOG_EVENT': {
      const given = entry.level ?? DEFAULT_LOG_LEVEL;
      const level = canonicalLogLevel(given);
      if (level === undefined) {
        throw invalidActions(
          `${path}.level must be one of ${LOG_LEVEL_LIST}; got ${describe(given)}.`,
          `${path}.level`,
          given,
        );
      }
      const template = optionalText(entry.message_template, `${path}.message_template`, MAX_TEMPLATE_LENGTH);
      // The default level and an alias are written out as the stored level, so the stored
      // action says what will happen.
      const action = { type: actionType, level };
      return template === undefined ? action : { ...action, message_template: template };
    }
  }
}

function readUrl(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw invalidActions(`${field} must be an https:// URL to POST to; got ${describe(value)}.`, field, value);
  }
  if (value.length > MAX_URL_LENGTH) {
    throw invalidActions(
      `${field} is ${value.length} characters long; at most ${MAX_URL_LENGTH} are allowed.`,
      field,
      undefined,
      { max_length: MAX_URL_LENGTH },
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidActions(`${field} ${quote(value)} is not an absolute URL. Give an https:// address.`, field, value);
  }
  if (url.protocol !== 'https:') {
    throw invalidActions(
      `${field} ${quote(value)} does not use https. Webhook actions only call https:// addresses.`,
      field,
      value,
    );
  }
  if (url.hostname === '') throw invalidActions(`${field} ${quote(value)} has no host.`, field, value);
  if (url.username !== '' || url.password !== '') {
    throw invalidActions(
      `${field} carries credentials in the URL, which HTTP clients refuse to send. Put them in headers (for example Authorization) instead.`,
      field,
    );
  }
  return value;
}

function readHeaders(value: unknown, field: string): Record<string, string> {
  if (!isPlainObject(value)) {
    throw invalidActions(
      `${field} must be an object of header names to string values; got ${describe(value)}.`,
      field,
      value,
    );
  }
  const names = Object.keys(value);
  if (names.length > MAX_HEADERS) {
    throw invalidActions(
      `${field} has ${names.length} headers; at most ${MAX_HEADERS} are allowed.`,
      field,
      undefined,
      {
        maximum: MAX_HEADERS,
      },
    );
  }
  const headers: Record<string, string> = {};
  for (const name of names) {
    const at = `${field}.${clip(name, 100)}`;
    const nameProblem = headerNameProblem(name);
    if (nameProblem) throw invalidActions(`${quote(name)} in ${field} ${nameProblem}.`, at);
    if (RESERVED_HEADERS.has(name.toLowerCase())) {
      throw invalidActions(`${field} may not set ${name}: the HTTP client sets it. Remove it.`, at);
    }
    const headerValue = value[name];
    if (typeof headerValue !== 'string')
      throw invalidActions(`${at} must be a string; got ${describe(headerValue)}.`, at, headerValue);
    if (headerValue.length > MAX_HEADER_VALUE_LENGTH) {
      throw invalidActions(
        `${at} is ${headerValue.length} characters long; at most ${MAX_HEADER_VALUE_LENGTH} are allowed.`,
        at,
        undefined,
        { max_length: MAX_HEADER_VALUE_LENGTH },
      );
    }
    const valueProblem = headerValueProblem(headerValue);
    if (valueProblem) throw invalidActions(`${at} ${valueProblem}.`, at);
    headers[name] = headerValue;
  }
  return headers;
}

function optionalText(value: unknown, field: string, maxLength: number): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw invalidActions(`${field} must be a string; got ${describe(value)}.`, field, value);
  if (value.length > maxLength) {
    throw invalidActions(
      `${field} is ${value.length} characters long; at most ${maxLength} are allowed.`,
      field,
      undefined,
      {
        max_length: maxLength,
      },
    );
  }
  return value;
}

/** A deliverable-looking addr-spec: dot-atom local part, a domain of at least two DNS labels. */
function isEmailAddress(address: string): boolean {
  if (address.length > 254) return false;
  const at = address.lastIndexOf('@');
  if (at <= 0 || at !== address.indexOf('@')) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (
    local.length > 64 ||
    !LOCAL_PART.test(local) ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..')
  )
    return false;
  const labels = domain.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    !/^[0-9]+$/.test(labels[labels.length - 1]!)
  );
}

// ------------------------------------------------------------------ caps

const RATE_LIMITS = {
  max_triggers_per_hour: { minimum: 1, maximum: 10_000 },
  max_triggers_per_day: { minimum: 1, maximum: 100_000 },
} as const;

/** The hourly and daily caps of a request; undefined means not given (the default or current value stays). */
export function validateRateLimits(perHour: number | undefined, perDay: number | undefined): void {
  checkRateLimit('max_triggers_per_hour', perHour);
  checkRateLimit('max_triggers_per_day', perDay);
}

function checkRateLimit(field: keyof typeof RATE_LIMITS, value: unknown): void {
  if (value === undefined) return;
  const { minimum, maximum } = RATE_LIMITS[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum || value > maximum) {
    throw invalidRateLimit(field, value, minimum, maximum);
  }
}

// ------------------------------------------------------------------ templates

export const TEMPLATE_VARIABLES = [
  'memory.id',
  'memory.content',
  'memory.category',
  'memory.importance',
  'memory.user_id',
  'memory.created_at',
  'trigger.name',
  'trigger.id',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
/** The value of each variable; null (or undefined) renders as an empty string. */
export type TemplateVariables = Readonly<Record<TemplateVariable, string | null | undefined>>;

/** The variables of a memory matched by a trigger. */
export function templateVariables(
  memory: {
    id: string;
    content: string;
    category: string;
    importance: number;
    user_id: string | null;
    created_at: string;
  },
  trigger: { id: string; name: string },
): TemplateVariables {
  return {
    'memory.id': memory.id,
    'memory.content': memory.content,
    'memory.category': memory.category,
    'memory.importance': Number.isFinite(memory.importance) ? String(memory.importance) : null,
    'memory.user_id': memory.user_id,
    'memory.created_at': isoTimestamp(memory.created_at),
    'trigger.name': trigger.name,
    'trigger.id': trigger.id,
  };
}

// A name between double braces, optional spaces around it. The name class excludes braces and
// spaces, so each attempt stops at the next brace: the scan is linear in the template.
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** Replaces `{{variable}}` placeholders in one pass (inserted values are never expanded again). */
export function renderTemplate(template: string, vars: TemplateVariables): string {
  return template.replace(PLACEHOLDER, (whole: string, name: string) => {
    if (!Object.hasOwn(vars, name)) return whole;
    return vars[name as TemplateVariable] ?? '';
  });
}

function isoTimestamp(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}
