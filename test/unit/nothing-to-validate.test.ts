// The operations whose requests without a query string or body go past the validator, and the
// query they get: the one the real validator, built as the service builds it, gives them.
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServedContract, type ContractDocument } from '../../src/http/contract.js';
import { contractValidator } from '../../src/http/contract-validator.js';
import { defaultQueries } from '../../src/http/nothing-to-validate.js';

const document: ContractDocument = loadServedContract('/generic/v1').validationDocument;
const queries = defaultQueries(document);

function routeOf(operationId: string): { method: string; path: string } {
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item))
      if ((operation as { operationId?: string }).operationId === operationId) return { method, path };
  throw new Error(`no operation ${operationId}`);
}

describe('requests with nothing to validate', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const app = express();
    app.use(contractValidator(structuredClone(document), false));
    app.use((req: Request, res: Response) => res.json({ query: req.query }));
    app.use((err: { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
      res.status(err.status ?? 500).json({ status: err.status });
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('are the operations without a body and with optional query parameters only', () => {
    // a usage read, stats, list pages, health and the documents
    for (const id of ['getUsage', 'getMemoryStats', 'listTriggers', 'listWebhooks', 'getHealth', 'getOpenApiDocument'])
      expect(queries.has(id), id).toBe(true);
    // a body, path parameters (three of them), a default given by a referenced schema
    for (const id of ['storeMemory', 'getTrigger', 'downloadExport', 'genericGetMemory', 'listOverflowMemories'])
      expect(queries.has(id), id).toBe(false);
    expect(queries.get('getUsage')).toEqual({ detailed: false });
    expect(queries.get('listTriggers')).toEqual({ page: 1, page_size: 20 });
  });

  it('get the query the validator gives them', async () => {
    for (const [operationId, query] of queries) {
      const { method, path } = routeOf(operationId);
      const res = await fetch(`${url}${path}`, { method: method.toUpperCase() });
      expect(res.status, operationId).toBe(200);
      expect(((await res.json()) as { query: unknown }).query, operationId).toEqual(query);
    }
  });
});
