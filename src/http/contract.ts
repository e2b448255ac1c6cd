// The contract as this instance serves it: generated/openapi.yaml (the parts in spec/, bundled by
// `npm run generate`) with the generic surface moved to the configured base path. The validator,
// /openapi.yaml and the documentation pages all use it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { servedPath } from './operation-finder.js';

const CONTRACT_PATH = fileURLToPath(new URL('../../generated/openapi.yaml', import.meta.url));

/** An OpenAPI document as parsed: the parts this service reads are typed, the rest is kept as it is. */
export interface ContractDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> } & Record<string, unknown>;
  servers?: unknown[];
  [key: string]: unknown;
}

/** The keys of an OpenAPI path item that hold an operation, in the order the specification lists them. */
export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface ServedContract {
  document: ContractDocument;
  /** The document without examples and callbacks, integers held to int64: what the request/response validator compiles. */
  validationDocument: ContractDocument;
  text: string;
}

const DESCRIPTIVE_ONLY = new Set(['example', 'examples', 'callbacks']);

/**
 * What the validator compiles: examples dropped (they carry ids that a schema compiler would read
 * as schema identifiers, and validate nothing), and every integer without a format held to int64
 * (the document's rule for integers): a larger one, which JavaScript could not even hold exactly
 * and would echo back as 3.7e+25, is refused like any other schema violation.
 */
function forValidation(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forValidation);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node)
    .filter(([k]) => !DESCRIPTIVE_ONLY.has(k))
    .map(([k, v]) => [k, forValidation(v)]);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  if (schema.type === 'integer' && schema.format === undefined) schema.format = 'int64';
  return schema;
}

const LOCAL_SCHEMA = '#/components/schemas/';

/**
 * A `oneOf` with a discriminator, made readable by Ajv's `discriminator` keyword, so that a
 * condition `{"type": "IMPORTANCE_GTE", "value": 2}` is judged against its own member only ("value
 * must be <= 1") instead of against all eight ("must be string", "pattern is required", ...).
 * Ajv takes the tag's values from each member's own `const` or `enum` and refuses `mapping`: the
 * members' tag properties, references to one-value enumerations, are written out in place.
 */
function discriminatorsForAjv(document: ContractDocument): void {
  interface SchemaNode {
    $ref?: string;
    properties?: Record<string, SchemaNode>;
    oneOf?: SchemaNode[];
    discriminator?: { propertyName?: string; mapping?: unknown };
  }
  const schemas = document.components.schemas as Record<string, SchemaNode>;
  const resolve = (node: SchemaNode): SchemaNode | undefined =>
    node.$ref?.startsWith(LOCAL_SCHEMA) ? schemas[node.$ref.slice(LOCAL_SCHEMA.length)] : node;
  for (const schema of Object.values(schemas)) {
    const tag = schema.discriminator?.propertyName;
    if (tag === undefined || !schema.oneOf) continue;
    delete schema.discriminator!.mapping;
    for (const member of schema.oneOf) {
      const properties = resolve(member)?.properties;
      const property = properties?.[tag];
      if (properties && property) properties[tag] = { ...resolve(property) };
    }
  }
}

export function loadServedContract(genericBasePath: string): ServedContract {
  const source = readFileSync(CONTRACT_PATH, 'utf8');
  const document = YAML.parse(source) as ContractDocument;
  if (genericBasePath !== '/generic/v1') {
    document.paths = Object.fromEntries(
      Object.entries(document.paths).map(([p, item]) => [servedPath(p, genericBasePath), item]),
    );
  }
  // relative: the documentation pages call the instance that served them, whatever its address
  document.servers = [{ url: '/', description: 'This instance.' }];
  const validationDocument = forValidation(document) as ContractDocument;
  discriminatorsForAjv(validationDocument);
  return {
    document,
    validationDocument,
    text: YAML.stringify(document, { lineWidth: 0 }),
  };
}
