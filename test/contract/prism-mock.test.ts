// `npm run mock` serves the whole document with Prism on 127.0.0.1:4010. This test starts it the
// same way, calls every operation with the document's own examples, and validates each answer.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPortFree, startProcess, waitForPort, type Started } from '../support/child-process.js';
import {
  exampleRequest,
  listOperations,
  loadDocument,
  ResponseValidator,
  type Operation,
} from '../support/openapi-document.js';

const HOST = '127.0.0.1';
const PORT = 4010;
const root = fileURLToPath(new URL('../..', import.meta.url));
const doc = loadDocument();
const operations = listOperations(doc);
const validator = new ResponseValidator(doc);
const API_KEY = doc.components.schemas.ApiKey.example as string;

let prism: Started;

beforeAll(async () => {
  await assertPortFree(HOST, PORT);
  prism = startProcess('npm', ['run', '--silent', 'mock'], { cwd: root });
  await waitForPort(prism, HOST, PORT, 60_000);
}, 90_000);

afterAll(async () => {
  await prism?.stop();
});

interface Answer {
  status: number;
  contentType: string | null;
  body: unknown;
}

async function call(op: Operation): Promise<Answer> {
  const req = exampleRequest(doc, op);
  const qs = req.query.toString();
  const res = await fetch(`http://${HOST}:${PORT}${req.path}${qs ? `?${qs}` : ''}`, {
    method: op.method.toUpperCase(),
    headers: {
      authorization: `Bearer ${API_KEY}`,
      ...(req.hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: req.hasBody ? JSON.stringify(req.body) : undefined,
  });
  const contentType = res.headers.get('content-type');
  const text = await res.text();
  const body = contentType?.includes('json') && text ? JSON.parse(text) : text;
  return { status: res.status, contentType, body };
}

describe('Prism mock of the contract', () => {
  const tags = [...new Set(operations.map((op) => op.tag))];

  it('covers both surfaces', () => {
    expect(operations.some((op) => op.path.startsWith('/v1/'))).toBe(true);
    expect(operations.some((op) => op.path.startsWith('/generic/v1/'))).toBe(true);
  });

  for (const tag of tags) {
    it(`answers every ${tag} operation with a success response that validates against the document`, async () => {
      const problems: string[] = [];
      let validated = 0;
      for (const op of operations.filter((o) => o.tag === tag)) {
        const answer = await call(op);
        if (answer.status < 200 || answer.status > 299) {
          problems.push(`${op.operationId}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`);
          continue;
        }
        const found = validator.validate(op, answer.status, answer.contentType, answer.body);
        problems.push(...found.map((p) => `${op.operationId} ${answer.status}: ${p}`));
        if (found.length === 0) validated += 1;
      }
      expect(problems).toEqual([]);
      expect(validated).toBeGreaterThan(0);
    });
  }

  it('refuses a call without credentials on an authenticated operation', async () => {
    const res = await fetch(`http://${HOST}:${PORT}/v1/keys/usage`);
    expect(res.status).toBe(401);
  });
});
