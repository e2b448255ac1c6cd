// The logger's redaction: credential fields, URL passwords and credential-shaped strings never
// reach a log line, whatever a caller passes.
import { describe, expect, it } from 'vitest';
import { createLogger, redact, redactText, REDACTED } from '../../src/platform/logger.js';

const API_KEY = 'pr_live_pU3KGCUwux1tEyze1iN7LtkeP3IfyxlxF0SU1kk8nVw';
const TEST_KEY = 'pr_test_Zx1pU3KGCUwux1tEyze1iN7LtkeP3IfyxlxF0SU1kk8';
const DEVICE_TOKEN = 'devtok_q9Lr2mB8xYc4HfW1sZ7uK0aJ3nE6tV5pG8dR2iO4lMk';
const WEBHOOK_SECRET = 'whsec_Fh3kL9qW2xZ7cV1bN8mA5sD4gJ6tY0uR3eP2oI9wQ7z';
const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhY2N0XzEyMyJ9.c2lnbmF0dXJlLXBhcnQtb2YtYS10b2tlbg';

function captured(): { lines: string[]; logger: ReturnType<typeof createLogger> } {
  const lines: string[] = [];
  return { lines, logger: createLogger('debug', (_level, line) => lines.push(line)) };
}

describe('log redaction', () => {
  it('masks the password of any URL, keeping the rest', () => {
    expect(redactText('connect ECONNREFUSED postgres://memsvc:hunter2-db@db.internal:5432/memory')).toBe(
      'connect ECONNREFUSED postgres://memsvc:***@db.internal:5432/memory',
    );
    expect(redactText('smtp://alerts:s3cret%21@mail.example.com:587 timed out')).toBe(
      'smtp://alerts:***@mail.example.com:587 timed out',
    );
    expect(redactText('milvus://tokenonly@vectors.example.com')).toBe('milvus://***@vectors.example.com');
    expect(redactText('https://example.com/path?q=1')).toBe('https://example.com/path?q=1');
  });

  it('masks API keys, device tokens, webhook secrets, session tokens and bearer values inside text', () => {
    const text = `key ${API_KEY} test ${TEST_KEY} device ${DEVICE_TOKEN} secret ${WEBHOOK_SECRET} jwt ${JWT} header Bearer abcdefgh12345678 basic Basic dXNlcjpwYXNzd29yZA==`;
    const out = redactText(text);
    for (const secret of [
      API_KEY,
      TEST_KEY,
      DEVICE_TOKEN,
      WEBHOOK_SECRET,
      JWT,
      'abcdefgh12345678',
      'dXNlcjpwYXNzd29yZA==',
    ])
      expect(out).not.toContain(secret);
    expect(out).toContain(`pr_live_${REDACTED}`);
    expect(out).toContain(`Bearer ${REDACTED}`);
  });

  it('replaces the values of fields named like credentials, at any depth, keeping numbers and flags', () => {
    const out = redact({
      api_key: 'anything at all',
      apiKey: 'x',
      access_token: 'y',
      authorization: 'Token opaque',
      password: 'p',
      webhook_secret: 'plain words',
      headers: { 'X-Api-Secret': 'custom-credential-value' },
      smtp_url: 'smtp://a:b@c',
      DATABASE_URL: 'postgres://a:b@c/d',
      nested: [{ token: 'z', tokens_used: 12, count: 3 }],
      has_secret: true,
      token: 42,
      message: 'kept',
    });
    expect(out).toEqual({
      api_key: REDACTED,
      apiKey: REDACTED,
      access_token: REDACTED,
      authorization: REDACTED,
      password: REDACTED,
      webhook_secret: REDACTED,
      headers: REDACTED,
      smtp_url: REDACTED,
      DATABASE_URL: REDACTED,
      nested: [{ token: REDACTED, tokens_used: 12, count: 3 }],
      has_secret: true,
      token: 42,
      message: 'kept',
    });
  });

  it('redacts what the logger writes: the message, fields and errors', () => {
    const { lines, logger } = captured();
    const failure = new Error(`could not reach postgresql://svc:pa55word@10.0.0.5/memory with ${API_KEY}`);
    logger.error(`request with Bearer ${JWT} failed`, {
      error: failure,
      request: { headers: { authorization: `Bearer ${API_KEY}` } },
      detail: failure.message,
    });
    logger.debug('debug lines too', { device_token: DEVICE_TOKEN });
    expect(lines).toHaveLength(2);
    const text = lines.join('\n');
    for (const secret of ['pa55word', API_KEY, JWT, DEVICE_TOKEN]) expect(text).not.toContain(secret);
    const first = JSON.parse(lines[0]!);
    expect(first.error.message).toBe(`could not reach postgresql://svc:***@10.0.0.5/memory with pr_live_${REDACTED}`);
    expect(first.request.headers).toBe(REDACTED);
  });

  it('writes nothing under its threshold', () => {
    const lines: string[] = [];
    createLogger('warn', (_level, line) => lines.push(line)).info('quiet', {});
    expect(lines).toEqual([]);
  });
});
