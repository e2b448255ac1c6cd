// Every operation's request validator is compiled soon after start (WARM_UP_VALIDATORS, on by
// default), so no operation's first request compiles one on the request thread.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validatorsWarm } from '../../src/http/app.js';
import { loadServedContract } from '../../src/http/contract.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';

const require = createRequire(import.meta.url);
const { RequestValidator } = require(
  join(dirname(require.resolve('express-openapi-validator')), 'middlewares', 'openapi.request.validator.js'),
) as { RequestValidator: { prototype: { buildMiddleware: (...args: unknown[]) => unknown } } };

/** The validators compiled while `run` runs, by the validator's own cache key. */
async function compiledDuring(run: () => Promise<void>): Promise<string[]> {
  const compiled: string[] = [];
  const build = RequestValidator.prototype.buildMiddleware;
  RequestValidator.prototype.buildMiddleware = function (this: unknown, ...args: unknown[]) {
    compiled.push(String(args[3]));
    return build.apply(this, args);
  };
  try {
    await run();
  } finally {
    RequestValidator.prototype.buildMiddleware = build;
  }
  return compiled;
}

/**
 * First requests of operations of several shapes that reach the validator: no body, a JSON body,
 * a path parameter, the generic surface.
 */
async function firstRequests(server: TestServer): Promise<void> {
  const { apiKey } = await signUp(server);
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await server.call(method, path, { token: apiKey, body, direct: true });
    expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
    return res.body as Record<string, unknown>;
  };
  await send('GET', '/v1/keys/usage');
  const stored = await send('POST', '/v1/store', { text: 'The user prefers dark mode in every editor.' });
  await send('POST', '/v1/search', { query: 'Which theme does the user like?' });
  await send('GET', `/generic/v1/memories/${String(stored.id)}`);
  await send('POST', '/generic/v1/search', { query: 'theme' });
}

function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): number {
  const methods = new Set(['get', 'put', 'post', 'delete', 'patch']);
  return Object.values(document.paths).reduce(
    (n, item) => n + Object.keys(item).filter((k) => methods.has(k)).length,
    0,
  );
}

describe('request validators compiled ahead', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('compiles every operation once after start, and no first request compiles one', async () => {
    server = await startTestServer({ WARM_UP_VALIDATORS: 'true' });
    const compiledAhead = await validatorsWarm(server.service.app);
    expect(compiledAhead).toBe(operationsOf(loadServedContract(server.service.config.genericBasePath).document));
    expect(await compiledDuring(() => firstRequests(server!))).toEqual([]);
  });

  it('without the warm-up, first requests compile their operations', async () => {
    server = await startTestServer({ WARM_UP_VALIDATORS: 'false' });
    expect(await validatorsWarm(server.service.app)).toBe(0);
    const compiled = await compiledDuring(() => firstRequests(server!));
    expect(compiled).toEqual(
      expect.arrayContaining([
        'GET-/v1/keys/usage-not_provided',
        'POST-/v1/search-application/json',
        'GET-/generic/v1/memories/:memory_id-not_provided',
      ]),
    );
  });
});
