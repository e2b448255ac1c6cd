import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorRenderer } from '../../src/http/error-renderer.js';
import { AppError } from '../../src/errors/app-error.js';
import { requestId } from '../../src/http/request-id.js';
import type { Logger } from '../../src/platform/logger.js';

const logged: Array<Record<string, unknown>> = [];
const logger: Logger = { debug() {}, info() {}, warn() {}, error: (_m, fields) => void logged.push(fields ?? {}) };

function validatorError(status: number, errors: Array<{ path: string; message: string }>) {
  return Object.assign(new Error('validation'), { status, errors });
}

let base = '';
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(requestId);
  app.use(express.json());
  const withOperation =
    (operationId: string): express.RequestHandler =>
    (req, _res, next) => {
      (req as any).openapi = { schema: { operationId } };
      next();
    };
  app.get('/app-error', () => {
    throw new AppError(
      'RATE_LIMIT_EXCEEDED',
      'Too many requests.',
      { limit: 5 },
      { headers: { 'Retry-After': '7' }, extra: { status: 'x' } },
    );
  });
  app.get('/crash', () => {
    throw new Error('connection string postgres://admin:hunter2@db leaked');
  });
  app.post('/devices', withOperation('registerDevice'), () => {
    throw validatorError(400, [
      { path: '/body/type', message: 'must be equal to one of the allowed values: ROBOT, SENSOR' },
    ]);
  });
  app.post('/devices-missing', withOperation('registerDevice'), () => {
    throw validatorError(400, [{ path: '/body', message: "must have required property 'type'" }]);
  });
  app.post('/keys', withOperation('createKey'), () => {
    throw validatorError(400, [
      { path: '/body', message: "must have required property 'email'" },
      { path: '/body/name', message: 'must be string' },
    ]);
  });
  app.get('/route-404', () => {
    throw validatorError(404, [{ path: '/route-404', message: 'not found' }]);
  });
  app.get('/generic/v1/memories', () => {
    throw new AppError('UNAUTHORIZED', 'Missing or invalid API key.');
  });
  app.post('/parse', (_req, res) => void res.json({}));
  app.use(createErrorRenderer({ logger, genericBasePath: '/generic/v1' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

async function get(path: string, init?: RequestInit) {
  const res = await fetch(base + path, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

describe('the error renderer', () => {
  it('renders an AppError with its status, headers and extra fields', async () => {
    const res = await get('/app-error');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.body).toEqual({
      status: 'x',
      error: { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests.', details: { limit: 5 } },
    });
  });

  it('hides the internals of an unexpected failure and logs them with the request id', async () => {
    const res = await get('/crash', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL_ERROR');
    expect(res.body.error.details).toEqual({ request_id: 'trace-123' });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(logged.at(-1)).toMatchObject({ request_id: 'trace-123' });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });

  it('answers the area code for a present but invalid field named by the specification', async () => {
    const res = await get('/devices', { method: 'POST' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_DEVICE_TYPE');
    expect(res.body.error.details).toEqual({ type: 'must be equal to one of the allowed values: ROBOT, SENSOR' });
  });

  it('answers 422 VALIDATION_ERROR for a missing field, even one with an area code', async () => {
    const res = await get('/devices-missing', { method: 'POST' });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { type: 'is required' } });
  });

  it('maps each offending field to its problem', async () => {
    const res = await get('/keys', { method: 'POST' });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual({ email: 'is required', name: 'must be string' });
    expect(res.body.error.message).toMatch(/email is required; name must be string/);
  });

  it('renders an unknown route as 404 NOT_FOUND', async () => {
    const res = await get('/route-404');
    expect(res).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
  });

  it('names a missing key INVALID_API_KEY on the generic surface', async () => {
    const res = await get('/generic/v1/memories');
    expect(res).toMatchObject({ status: 401, body: { error: { code: 'INVALID_API_KEY' } } });
  });

  it('renders malformed JSON as 400 INVALID_JSON', async () => {
    const res = await get('/parse', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a": ',
    });
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'INVALID_JSON' } } });
  });
});
