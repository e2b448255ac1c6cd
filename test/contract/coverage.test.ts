import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deref, listOperations, loadDocument } from '../support/openapi-document.js';
import {
  endpointKey,
  namedErrors,
  parseCoverage,
  parseSpecEndpoints,
  readText,
  serviceSpecPath,
} from '../support/spec-endpoints.js';

const doc = loadDocument();
const operations = listOperations(doc);
const specRows = parseSpecEndpoints(readText(serviceSpecPath()));
const coverage = parseCoverage(readText(fileURLToPath(new URL('../../spec/COVERAGE.md', import.meta.url))));
const byKey = new Map(operations.map((op) => [endpointKey(op.method, op.path), op]));

describe('the contract covers the interface specification', () => {
  it('finds the endpoint rows of the specification', () => {
    // A parser that silently finds nothing would make every check below pass.
    expect(specRows.length).toBeGreaterThanOrEqual(75);
    expect(specRows.some((r) => r.path === '/v1/intelligence')).toBe(true);
    expect(specRows.some((r) => r.path === '/generic/v1/users/{user_id}/stats')).toBe(true);
  });

  it('has an operation for every row of the specification', () => {
    const missing = specRows.filter((r) => !byKey.has(endpointKey(r.method, r.path)));
    expect(missing.map((r) => `${r.method} ${r.path} (${r.section})`)).toEqual([]);
  });

  it('has no operation that is neither a row of the specification nor a listed extension', () => {
    const specKeys = new Set(specRows.map((r) => endpointKey(r.method, r.path)));
    const extensionKeys = new Set(coverage.extensions.map((r) => endpointKey(r.method, r.path)));
    const stray = operations.filter((op) => {
      const key = endpointKey(op.method, op.path);
      return !specKeys.has(key) && !extensionKeys.has(key);
    });
    expect(stray.map((op) => `${op.method.toUpperCase()} ${op.path} (${op.operationId})`)).toEqual([]);
  });

  it('lists in COVERAGE.md every row of the specification with the operationId of the document', () => {
    expect(coverage.spec.length).toBe(specRows.length);
    for (const row of specRows) {
      const key = endpointKey(row.method, row.path);
      const listed = coverage.spec.find((c) => endpointKey(c.method, c.path) === key);
      expect(listed, `COVERAGE.md lacks ${key}`).toBeDefined();
      expect(listed!.operationId, key).toBe(byKey.get(key)?.operationId);
    }
  });

  it('lists only real operations as extensions, none of them a row of the specification', () => {
    const specKeys = new Set(specRows.map((r) => endpointKey(r.method, r.path)));
    for (const ext of coverage.extensions) {
      const key = endpointKey(ext.method, ext.path);
      expect(specKeys.has(key), `${key} is a row of the specification, not an extension`).toBe(false);
      expect(byKey.get(key)?.operationId, `extension ${key}`).toBe(ext.operationId);
    }
  });

  it('documents every error status and code the specification names for the row', () => {
    const knownCodes = new Set<string>(doc.components.schemas.ErrorCode.enum);
    const problems: string[] = [];
    let checked = 0;
    for (const row of specRows) {
      const op = byKey.get(endpointKey(row.method, row.path));
      if (!op) continue; // reported by the test above
      for (const [status, codes] of namedErrors(row.text, knownCodes)) {
        const response = op.definition.responses[status];
        if (!response) {
          problems.push(`${op.operationId}: status ${status} not documented`);
          continue;
        }
        const examples = Object.values<any>(deref<any>(doc, response).content?.['application/json']?.examples ?? {});
        const documented = new Set(examples.map((e) => deref<any>(doc, e).value?.error?.code));
        for (const code of codes) {
          checked += 1;
          if (!documented.has(code)) problems.push(`${op.operationId}: ${status} ${code} has no example`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(60);
  });

  it('gives every operation a unique camelCase operationId, one tag, a summary and a description', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      expect(op.operationId, `${op.method} ${op.path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op.definition.tags, op.operationId).toHaveLength(1);
      expect(op.definition.summary, op.operationId).toBeTruthy();
      expect(op.definition.description, op.operationId).toBeTruthy();
    }
  });
});
