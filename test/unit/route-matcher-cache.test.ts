import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { memoiseOperationLookups, memoiseRouteMatchers } from '../../src/http/route-matcher-cache.js';

const require = createRequire(import.meta.url);
const pathToRegexpModule = () =>
  require(require.resolve('path-to-regexp', { paths: [require.resolve('express-openapi-validator')] }));

describe('memoised route matchers', () => {
  it('give the validator the same matchers, compiled once per path and options', () => {
    const module = pathToRegexpModule();
    const original = module.pathToRegexp;
    memoiseRouteMatchers();
    memoiseRouteMatchers(); // idempotent
    const memoised = module.pathToRegexp;
    expect(memoised).not.toBe(original);
    const a = memoised('/v1/overflow/memory/:memory_id', { sensitive: false, strict: false });
    const b = memoised('/v1/overflow/memory/:memory_id', { sensitive: false, strict: false });
    expect(a).toBe(b);
    expect(memoised('/v1/overflow/memory/:memory_id', { sensitive: true, strict: false })).not.toBe(a);
    const fresh = original('/v1/overflow/memory/:memory_id', { sensitive: false, strict: false });
    expect(a.regexp.source).toBe(fresh.regexp.source);
    expect(a.keys).toEqual(fresh.keys);
    expect(a.regexp.exec('/v1/overflow/memory/mem_1')?.[1]).toBe('mem_1');
    expect(a.regexp.exec('/v1/overflow/memories')).toBeNull();
  });
});

describe('memoised operation lookups', () => {
  const spec = {
    openapi: '3.0.3',
    info: { title: 'lookups', version: '1' },
    paths: {
      '/items/{item_id}': {
        get: {
          parameters: [
            { name: 'item_id', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'q', in: 'query', schema: { type: 'string' } },
          ],
          responses: { '200': { description: 'ok' } },
        },
      },
      '/items': { get: { responses: { '200': { description: 'ok' } } } },
    },
  };

  async function serve(): Promise<{ url: string; close: () => Promise<void> }> {
    const express = (await import('express')).default;
    const OpenApiValidator = await import('express-openapi-validator');
    memoiseRouteMatchers();
    memoiseOperationLookups();
    memoiseOperationLookups(); // idempotent
    const app = express();
    app.use(OpenApiValidator.middleware({ apiSpec: spec as never, validateRequests: true, validateResponses: false }));
    app.get('/items/:item_id', (req, res) => {
      const openapi = (req as typeof req & { openapi: { pathParams: object; openApiRoute: string } }).openapi;
      res.json({ params: req.params, pathParams: openapi.pathParams, route: openapi.openApiRoute });
    });
    app.use(
      (
        err: { status?: number },
        _req: unknown,
        res: { status: (n: number) => { json: (b: unknown) => void } },
        _next: unknown,
      ) => {
        res.status(err.status ?? 500).json({ status: err.status });
      },
    );
    const server = await new Promise<import('node:http').Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const address = server.address() as { port: number };
    return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((r) => server.close(() => r())) };
  }

  it('set the same operation and parameters on a repeated path without walking the routes again', async () => {
    const { url, close } = await serve();
    const module = pathToRegexpModule();
    const memoised = module.pathToRegexp;
    let walked = 0;
    module.pathToRegexp = (...args: unknown[]) => {
      walked++;
      return memoised(...args);
    };
    try {
      const get = async (path: string) => {
        const res = await fetch(`${url}${path}`);
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      const first = await get('/items/a%20b?q=1');
      expect(first).toEqual({
        status: 200,
        body: { params: { item_id: 'a b' }, pathParams: { item_id: 'a b' }, route: '/items/{item_id}' },
      });
      const walkedOnce = walked;
      expect(walkedOnce).toBeGreaterThan(0);
      expect(await get('/items/a%20b?q=2')).toEqual(first);
      expect(walked).toBe(walkedOnce);
      // another path is looked up, and keeps its own parameters
      expect((await get('/items/c')).body).toMatchObject({ params: { item_id: 'c' }, pathParams: { item_id: 'c' } });
      expect(walked).toBeGreaterThan(walkedOnce);
      // refusals are looked up every time
      expect((await get('/nothing')).status).toBe(404);
      expect((await get('/nothing')).status).toBe(404);
      const beforeMethod = walked;
      const post = await fetch(`${url}/items/c`, { method: 'POST' });
      expect(post.status).toBe(405);
      expect(walked).toBeGreaterThan(beforeMethod);
    } finally {
      module.pathToRegexp = memoised;
      await close();
    }
  });
});
