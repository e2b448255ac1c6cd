// Reads the contract (generated/openapi.yaml, bundled from spec/) for tests: its operations, their
// documented examples, and a validator that checks a real HTTP answer against the schema the
// document gives for it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import YAML from 'yaml';

export const SPEC_PATH = fileURLToPath(new URL('../../generated/openapi.yaml', import.meta.url));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type Json = Record<string, any>;

export interface Operation {
  operationId: string;
  method: HttpMethod;
  path: string;
  tag: string;
  definition: Json;
}

export function loadDocument(path = SPEC_PATH): Json {
  return YAML.parse(readFileSync(path, 'utf8'));
}

export function listOperations(doc: Json): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const definition = item[method];
      if (!definition) continue;
      ops.push({ operationId: definition.operationId, method, path, tag: definition.tags?.[0], definition });
    }
  }
  return ops;
}

/** Follows a local `$ref` (one level at a time) until a non-reference object is reached. */
export function deref<T = Json>(doc: Json, node: Json): T {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local references are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((acc, key) => acc?.[key], doc);
    if (current === undefined) throw new Error(`unresolvable reference ${ref}`);
  }
  return current as T;
}

function firstExample(doc: Json, media: Json | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values<Json>(media.examples ?? {})[0];
  return first ? deref(doc, first).value : undefined;
}

export interface ExampleRequest {
  path: string;
  query: URLSearchParams;
  body: unknown;
  hasBody: boolean;
}

/** Builds a request from the examples the document gives for an operation's parameters and body. */
export function exampleRequest(doc: Json, op: Operation): ExampleRequest {
  const pathItem = doc.paths[op.path];
  const params = [...(pathItem.parameters ?? []), ...(op.definition.parameters ?? [])].map((p: Json) => deref(doc, p));
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of params) {
    const value = p.example ?? deref(doc, p.schema ?? {}).example ?? deref(doc, p.schema ?? {}).default;
    if (p.in === 'path') {
      if (value === undefined) throw new Error(`${op.operationId}: path parameter ${p.name} has no example`);
      path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    } else if (p.in === 'query' && p.required && value !== undefined) {
      query.set(p.name, String(value));
    }
  }
  const requestBody = op.definition.requestBody ? deref(doc, op.definition.requestBody) : undefined;
  const body = firstExample(doc, requestBody?.content?.['application/json']);
  return { path, query, body, hasBody: requestBody !== undefined && body !== undefined };
}

/** The parameters of an operation: its path item's, then its own, references followed. */
export function parametersOf(doc: Json, op: Operation): Json[] {
  return [...(doc.paths[op.path].parameters ?? []), ...(op.definition.parameters ?? [])].map((p: Json) =>
    deref(doc, p),
  );
}

export interface PathIdParameter {
  name: string;
  /** The name of the parameter's input id schema (`TriggerIdInput`, ...). */
  schema: string;
}

/** The path parameters of an operation that are service ids (an `...IdInput` schema), in path order. */
export function pathIdParameters(doc: Json, op: Operation): PathIdParameter[] {
  return parametersOf(doc, op)
    .filter((p) => p.in === 'path' && typeof p.schema?.$ref === 'string')
    .map((p) => ({ name: p.name as string, schema: (p.schema.$ref as string).split('/').pop()! }))
    .filter((p) => p.schema.endsWith('IdInput'));
}

/** Rewrites local references so that Ajv resolves them inside the registered document. */
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (node && typeof node === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'discriminator' || k === 'example' || k === 'xml' || k === 'externalDocs') continue;
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi.json${v}` : rebase(v);
    }
    return out;
  }
  return node;
}

export class ResponseValidator {
  private readonly ajv: Ajv;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly doc: Json) {
    // OpenAPI 3.0 schemas: `nullable` is understood by Ajv; the discriminator is dropped because
    // every oneOf member already pins its discriminating property with a one-value enum.
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(this.ajv);
    for (const f of ['int32', 'int64', 'float', 'double'])
      this.ajv.addFormat(f, { type: 'number', validate: () => true });
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ $id: 'openapi.json', components: rebase(doc.components) });
  }

  /** The documented response for a status: the exact code, then `NXX`, then `default`. */
  documentedResponse(op: Operation, status: number): Json | undefined {
    const responses = op.definition.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    return key ? deref(this.doc, responses[key]) : undefined;
  }

  /** Problems of `value` against the component schema `name`; empty when it matches. */
  validateSchema(name: string, value: unknown): string[] {
    const key = `schema:${name}`;
    let check = this.cache.get(key);
    if (!check) {
      check = this.ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` });
      this.cache.set(key, check);
    }
    if (check(value)) return [];
    return (check.errors ?? []).map((e) => `${e.instancePath || '(value)'} ${e.message}`);
  }

  /** Returns a list of problems; empty when the answer matches the document. */
  validate(op: Operation, status: number, contentType: string | null, body: unknown): string[] {
    const response = this.documentedResponse(op, status);
    if (!response) return [`status ${status} is not documented for ${op.operationId}`];
    const content = response.content as Json | undefined;
    if (!content)
      return body === undefined || body === '' ? [] : [`status ${status} of ${op.operationId} has no documented body`];
    const mediaType = (contentType ?? '').split(';')[0]!.trim();
    const media = content[mediaType];
    if (!media) return [`content type '${mediaType}' is not documented for ${op.operationId} ${status}`];
    if (!mediaType.endsWith('json')) return typeof body === 'string' ? [] : ['expected a text body'];
    const key = `${op.operationId}:${status}:${mediaType}`;
    let check = this.cache.get(key);
    if (!check) {
      check = this.ajv.compile(rebase(media.schema) as Json);
      this.cache.set(key, check);
    }
    if (check(body)) return [];
    return (check.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`);
  }
}
