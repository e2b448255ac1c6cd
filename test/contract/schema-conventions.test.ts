// The conventions every schema follows: the specification's enumerations as named enums with
// exactly its values, identifiers with their prefix as a pattern, timestamps as date-time.
import { describe, expect, it } from 'vitest';
import { deref, HTTP_METHODS, loadDocument } from '../support/openapi-document.js';
import { readText, serviceSpecPath } from '../support/spec-endpoints.js';

const doc = loadDocument();
const schemas: Record<string, any> = doc.components.schemas;

/** The specification's enumeration names and the named schema that carries each. */
const ENUM_SCHEMAS: Record<string, string> = {
  'Memory category': 'MemoryCategory',
  Tier: 'Tier',
  'Compression method': 'CompressionMethod',
  'Quality preset': 'QualityPreset',
  'Device type': 'DeviceType',
  'Sync strategy': 'SyncStrategy',
  'Device status': 'DeviceStatus',
  'Network type': 'NetworkType',
  'Alert type': 'AlertType',
  'Alert status': 'AlertStatus',
  'Sync direction': 'SyncDirection',
  'Export format (memory export)': 'MemoryExportFormat',
  'Export format (usage export)': 'UsageExportFormat',
  'Export job status': 'ExportJobStatus',
  'Compression job status': 'CompressionJobStatus',
  'Trigger execution status': 'TriggerExecutionStatus',
  'Webhook delivery status': 'WebhookDeliveryStatus',
  'Webhook event type': 'WebhookEventType',
  'Health status': 'HealthStatus',
  Environment: 'Environment',
};

function specEnumerations(): Map<string, string[]> {
  const md = readText(serviceSpecPath());
  const section = md.slice(md.indexOf('### Enumerations'), md.indexOf('### Account, key and usage'));
  const out = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.length !== 2 || cells[0] === 'Name' || cells[0]!.startsWith('---')) continue;
    const values = cells[1]!
      .split(';')[0]! // "...; test deliveries use event type TEST" is a note, not a value
      .replace(/\([^)]*\)/g, '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    out.set(cells[0]!, values);
  }
  return out;
}

/** Every (schema path, property name, property schema) in the components. */
function* properties(node: any, where: string, seen = new Set<any>()): Generator<[string, string, any]> {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  for (const [name, prop] of Object.entries<any>(node.properties ?? {})) {
    yield [where, name, prop];
    yield* properties(prop, `${where}.${name}`, seen);
  }
  if (node.items) yield* properties(node.items, `${where}[]`, seen);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const)
    for (const sub of node[key] ?? []) yield* properties(sub, where, seen);
  if (typeof node.additionalProperties === 'object') yield* properties(node.additionalProperties, `${where}{}`, seen);
}

const ID_PREFIX: Record<string, string> = {
  memory_id: 'mem_',
  trigger_id: 'trg_',
  execution_id: 'exec_',
  webhook_id: 'wh_',
  delivery_id: 'del_',
  event_id: 'evt_',
  fleet_id: 'fleet_',
  device_id: 'dev_',
  alert_id: 'alert_',
  collection_id: 'col_',
};
/** Identifiers that are not the service's own: the caller chooses them. */
const CALLER_IDS = new Set(['user_id', 'request_id', 'local_id']);

/** What an id a request sends must look like: opaque, only a length and a character set. */
const OPAQUE_ID = { pattern: '^[A-Za-z0-9_-]+$', maxLength: 128 };

/** The component schemas a node uses, directly or through other components. */
function reachable(node: any, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) reachable(n, into);
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/components/schemas/')) {
      const name = node.$ref.split('/').pop()!;
      if (!into.has(name)) {
        into.add(name);
        reachable(schemas[name], into);
      }
    } else if (typeof node.$ref === 'string') reachable(deref(doc, node), into);
    for (const [k, v] of Object.entries(node)) if (k !== 'examples' && k !== 'example') reachable(v, into);
  }
  return into;
}

const REQUEST_REACHABLE = new Set<string>();
const RESPONSE_REACHABLE = new Set<string>();
for (const item of Object.values<any>(doc.paths)) {
  for (const method of HTTP_METHODS) {
    const op = item[method];
    if (!op) continue;
    reachable([item.parameters ?? [], op.parameters ?? [], op.requestBody ?? {}], REQUEST_REACHABLE);
    reachable(op.responses ?? {}, RESPONSE_REACHABLE);
  }
}
/** Schemas only requests use (their ids are input); the rest describe what the service sends. */
const REQUEST_ONLY = new Set(
  [...REQUEST_REACHABLE].filter((n) => !RESPONSE_REACHABLE.has(n) && !n.endsWith('IdInput')),
);

describe('schema conventions', () => {
  it('has a named enum with exactly the values of each enumeration of the specification', () => {
    const enums = specEnumerations();
    expect(enums.size).toBe(Object.keys(ENUM_SCHEMAS).length);
    for (const [name, values] of enums) {
      const schema = schemas[ENUM_SCHEMAS[name]!];
      expect(schema, name).toBeDefined();
      expect(schema.enum, name).toEqual(values);
    }
  });

  it('gives every identifier field of an answer its type prefix as a pattern', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [schemaName, root] of Object.entries(schemas)) {
      if (REQUEST_ONLY.has(schemaName) || schemaName.endsWith('IdInput')) continue;
      for (const [where, name, prop] of properties(root, schemaName)) {
        if (!(name === 'id' || name.endsWith('_id')) || CALLER_IDS.has(name)) continue;
        const resolved = deref<any>(doc, prop);
        checked += 1;
        if (typeof resolved.pattern !== 'string' || !/^\^[a-z]+_/.test(resolved.pattern)) {
          problems.push(`${where}.${name} has no prefix pattern`);
          continue;
        }
        const expected = ID_PREFIX[name];
        if (expected && !resolved.pattern.startsWith(`^${expected}`))
          problems.push(`${where}.${name} pattern ${resolved.pattern}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it('takes every identifier of a request (path, query, body) as opaque: a length and a character set only', () => {
    const problems: string[] = [];
    let checked = 0;
    const check = (where: string, schema: any) => {
      const resolved = deref<any>(doc, schema ?? {});
      checked += 1;
      if (
        resolved.pattern !== OPAQUE_ID.pattern ||
        resolved.maxLength !== OPAQUE_ID.maxLength ||
        resolved.minLength !== 1
      ) {
        problems.push(`${where}: ${JSON.stringify(resolved).slice(0, 120)}`);
      }
    };
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!op) continue;
        for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x: any) => deref<any>(doc, x))) {
          if (p.name.endsWith('_id') && !CALLER_IDS.has(p.name))
            check(`${method.toUpperCase()} ${path} ${p.in} ${p.name}`, p.schema);
        }
      }
    }
    for (const schemaName of REQUEST_ONLY) {
      for (const [where, name, prop] of properties(schemas[schemaName], schemaName)) {
        if (!(name === 'id' || name.endsWith('_id')) || CALLER_IDS.has(name)) continue;
        const resolved = deref<any>(doc, prop);
        check(`${where}.${name}`, resolved.type === 'array' ? resolved.items : prop);
      }
      // lists of ids (`collections` of an export), whatever the field is called
      for (const [where, name, prop] of properties(schemas[schemaName], schemaName)) {
        const items = deref<any>(doc, prop).items;
        if (/Id(Input)?$/.test(items?.$ref ?? '')) check(`${where}.${name}[]`, items);
      }
    }
    for (const name of Object.keys(schemas).filter((n) => n.endsWith('IdInput'))) {
      check(name, schemas[name]);
      expect(RESPONSE_REACHABLE.has(name), `${name} appears in an answer`).toBe(false);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('types every timestamp field as date-time', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [schemaName, root] of Object.entries(schemas)) {
      for (const [where, name, prop] of properties(root, schemaName)) {
        if (!(name.endsWith('_at') || name === 'timestamp' || name === 'server_time' || name === 'reset_date'))
          continue;
        checked += 1;
        const resolved = deref<any>(doc, prop);
        if (resolved.type !== 'string' || resolved.format !== 'date-time') problems.push(`${where}.${name}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('references the shared error envelope from every error response', () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
          if (!/^[45]|default/.test(status)) continue;
          const schema = deref<any>(doc, response).content?.['application/json']?.schema;
          const envelope = '#/components/schemas/ErrorEnvelope';
          const usesEnvelope =
            schema?.$ref === envelope || (schema && deref<any>(doc, schema).allOf?.[0]?.$ref === envelope);
          if (!usesEnvelope) problems.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('references the shared page envelope from every paginated list', () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const paginated = (op.parameters ?? []).some((p: any) => p.$ref === '#/components/parameters/PageSize');
        if (!paginated) continue;
        const ok = Object.entries<any>(op.responses).find(([s]) => s.startsWith('2'))?.[1];
        const schema = deref<any>(doc, deref<any>(doc, ok).content['application/json'].schema);
        if (schema.allOf?.[0]?.$ref !== '#/components/schemas/PageEnvelope')
          problems.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
