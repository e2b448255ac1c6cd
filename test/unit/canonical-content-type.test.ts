// canonicalContentType in front of the real request validator: whatever Content-Type callers
// name, the validator builds one checker per operation. Without it, every new header (a new
// parameter on a JSON body, any type at all on a GET) builds and keeps one more.
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonBodyParsers } from '../../src/http/body-parsers.js';
import { canonicalContentType } from '../../src/http/canonical-content-type.js';
import { countCheckersBuilt, type CheckerCount } from '../support/validator-checkers.js';

const spec = {
  openapi: '3.0.3',
  info: { title: 'content types', version: '1' },
  paths: {
    '/items': {
      get: { responses: { '200': { description: 'ok' } } },
      post: {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
            },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
};

async function serve(guards: RequestHandler[]): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  app.use(jsonBodyParsers(1024 * 1024));
  for (const guard of guards) app.use(guard);
  app.use(OpenApiValidator.middleware({ apiSpec: structuredClone(spec) as never, validateResponses: false }));
  app.all('/items', (req, res) => {
    res.json({ contentType: req.headers['content-type'] ?? null, body: req.body ?? null });
  });
  app.use((err: { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(err.status ?? 500).json({ status: err.status });
  });
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

describe('canonical content type', () => {
  let checkers: CheckerCount;
  beforeEach(() => {
    checkers = countCheckersBuilt();
  });
  afterEach(() => {
    checkers.restore();
  });

  /** Ten GETs naming a new type each, and ten JSON bodies with a new parameter each. */
  async function callWithTenHeadersEach(url: string): Promise<{ statuses: number[]; answers: unknown[] }> {
    const statuses: number[] = [];
    const answers: unknown[] = [];
    for (let i = 0; i < 10; i++) {
      const get = await fetch(`${url}/items`, { headers: { 'content-type': `a/b${i}` } });
      statuses.push(get.status);
      const post = await fetch(`${url}/items`, {
        method: 'POST',
        headers: { 'content-type': `application/json; charset=UTF-8; v=${i}` },
        body: JSON.stringify({ name: `n${i}` }),
      });
      statuses.push(post.status);
      answers.push(await post.json());
      await get.text();
    }
    return { statuses, answers };
  }

  it('without it, each new header builds another checker (the attack)', async () => {
    const { url, close } = await serve([]);
    try {
      const { statuses } = await callWithTenHeadersEach(url);
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(checkers.built).toBe(20);
    } finally {
      await close();
    }
  });

  it('with it, one checker per operation, and the requests are judged as before', async () => {
    const { url, close } = await serve([canonicalContentType]);
    try {
      const { statuses, answers } = await callWithTenHeadersEach(url);
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(checkers.built).toBe(2);
      expect(answers[3]).toEqual({ contentType: 'application/json', body: { name: 'n3' } });
      // a body of another type keeps its header and is refused, without a checker built for it
      const text = await fetch(`${url}/items`, { method: 'POST', headers: { 'content-type': 'text/x1' }, body: 'x' });
      expect(text.status).toBe(415);
      const missing = await fetch(`${url}/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; v=99' },
        body: '{}',
      });
      expect(missing.status).toBe(400);
      expect(checkers.built).toBe(2);
    } finally {
      await close();
    }
  });
});
