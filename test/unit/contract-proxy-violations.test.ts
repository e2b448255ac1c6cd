// The rule that turns the Prism validation proxy's `sl-violations` header into failures of the
// HTTP tests' calls (test/support/contract-proxy.ts). The header format is Prism 5.14.2's.
import { describe, expect, it } from 'vitest';
import { contractViolations, proxyRefuses, withoutProxyHeaders } from '../support/contract-proxy.js';

const header = (violations: unknown[]) =>
  new Headers({ 'sl-violations': JSON.stringify(violations), 'x-request-id': 'req_1' });
const responseViolation = {
  location: ['response', 'body'],
  severity: 'Error',
  code: 'required',
  message: "Response body must have required property 'id'",
};
const requestViolation = {
  location: ['request', 'body'],
  severity: 'Error',
  code: 'additionalProperties',
  message: "Request body must NOT have additional properties; found 'txt'",
};

describe('contract violations reported by the proxy', () => {
  it('passes an answer without the header', () => {
    expect(contractViolations(200, new Headers())).toEqual([]);
  });

  it('fails on a violation of the answer, whatever its status', () => {
    for (const status of [200, 201, 404, 422, 500]) {
      expect(contractViolations(status, header([responseViolation]))).toEqual([
        "response.body: Response body must have required property 'id' (required)",
      ]);
    }
  });

  it('fails on a violation of the request only when the service accepted it', () => {
    expect(contractViolations(201, header([requestViolation]))).toHaveLength(1);
    expect(contractViolations(302, header([requestViolation]))).toHaveLength(1);
    expect(contractViolations(422, header([requestViolation]))).toEqual([]);
    expect(contractViolations(400, header([requestViolation]))).toEqual([]);
  });

  it("ignores Prism's safe-integer reading of int64", () => {
    const int64 = {
      location: ['request', 'body', 'sync_pending_count'],
      severity: 'Error',
      code: 'maximum',
      message: 'Request body property sync_pending_count must be <= 9007199254740991',
    };
    expect(contractViolations(200, header([int64]))).toEqual([]);
    expect(
      contractViolations(200, header([{ ...int64, message: 'Request body property x must be <= 100' }])),
    ).toHaveLength(1);
  });

  it('ignores warnings and reports an unreadable header', () => {
    expect(contractViolations(200, header([{ ...responseViolation, severity: 'Warning' }]))).toEqual([]);
    expect(contractViolations(200, new Headers({ 'sl-violations': 'not json' }))[0]).toMatch(/unreadable/);
  });

  it('knows the requests Prism answers itself', () => {
    const json = { 'content-type': 'application/json' };
    expect(proxyRefuses('/v1/keys', json, '{"email": "a@b.c"}')).toBe(false);
    expect(proxyRefuses('/v1/keys', json, '{"email": ')).toBe(true);
    expect(proxyRefuses('/v1/keys', { 'content-type': 'text/plain' }, 'not json')).toBe(false);
    expect(proxyRefuses('/v1/compress', json, JSON.stringify({ v: 'x'.repeat(11 * 1024 * 1024) }))).toBe(true);
    expect(proxyRefuses(`/v1/fleets?page_size=${'9'.repeat(20_000)}`, {}, undefined)).toBe(true);
    expect(proxyRefuses('/v1/fleets?page_size=20', {}, undefined)).toBe(false);
  });

  it('hides the header from the test', () => {
    const headers = withoutProxyHeaders(header([responseViolation]));
    expect(headers.get('sl-violations')).toBeNull();
    expect(headers.get('x-request-id')).toBe('req_1');
  });
});
