// One JSON line per log entry on stdout (errors on stderr), with a level threshold.
//
// Every entry goes through `redact` first, so no call can leak a credential by mistake: fields
// whose names say they hold one (api_key, token, authorization, password, secret, headers, ...)
// are replaced whole, the password of any URL (a DATABASE_URL, SMTP_URL or vector_db_url inside
// an error message) is masked, and strings shaped like the service's credentials (API keys,
// device tokens, webhook secrets, session tokens, bearer values) are masked wherever they appear.
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Where finished lines go; the default writes errors to stderr and the rest to stdout. */
export type LogSink = (level: Level, line: string) => void;

const toStreams: LogSink = (level, line) => (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);

export function createLogger(threshold: Level | 'silent', sink: LogSink = toStreams): Logger {
  const write =
    (level: Level) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[level] < ORDER[threshold]) return;
      const line = JSON.stringify({
        time: new Date().toISOString(),
        level,
        message: redactText(message),
        ...(redact(fields) as Record<string, unknown>),
      });
      sink(level, line);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

export const REDACTED = '[redacted]';

/** Field names whose values are credentials, or may hold some (custom webhook headers). */
const SECRET_FIELD =
  /(^|[_-])(api[_-]?key|apikey|token|access[_-]?token|secret|password|passwd|pass|authorization|cookie|headers|signature|smtp[_-]?url|database[_-]?url|credentials?)$|^(apiKey|accessToken|smtpUrl|databaseUrl|webhookSecret|deviceToken|sessionToken)$/i;

/** Credential-shaped strings (API keys, device tokens, webhook secrets, JWTs) and bearer values. */
const PREFIXED_SECRET = /\b(pr_live_|pr_test_|devtok_|whsec_)[A-Za-z0-9_-]{8,}/g;
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}/g;
const AUTH_VALUE = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;

/** `scheme://user:password@host` -> `scheme://user:***@host`; `scheme://token@host` -> `scheme://***@host`. */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/@:]*)(:[^\s/@]*)?@/gi;

export function redactText(text: string): string {
  return text
    .replace(URL_USERINFO, (_all, scheme: string, user: string, password: string | undefined) =>
      password !== undefined ? `${scheme}${user}:***@` : `${scheme}***@`,
    )
    .replace(PREFIXED_SECRET, (_all, prefix: string) => `${prefix}${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(AUTH_VALUE, (_all, scheme: string) => `${scheme} ${REDACTED}`);
}

/** A copy of a log value with credentials removed (see the top of this file). */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[nested]';
  if (value instanceof Error)
    return redact({ name: value.name, message: value.message, stack: value.stack }, depth + 1);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      SECRET_FIELD.test(key) &&
      item !== null &&
      item !== undefined &&
      typeof item !== 'number' &&
      typeof item !== 'boolean'
        ? REDACTED
        : redact(item, depth + 1);
  }
  return out;
}
