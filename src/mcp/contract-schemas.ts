// JSON Schemas for the MCP tools, taken from the contract's own components: a tool that stores a
// memory accepts exactly what POST /v1/store accepts, and its arguments are checked by the same
// schema, so the two surfaces cannot drift apart. OpenAPI 3.0 schemas are turned into plain JSON
// Schema on the way (references inlined, `nullable` as a null type, examples and the OpenAPI-only
// number formats dropped), since MCP clients read them with ordinary JSON Schema validators.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

export type JsonSchema = Record<string, unknown>;

/** Formats JSON Schema knows; the others (int64, float, ...) are OpenAPI's and are dropped. */
const JSON_SCHEMA_FORMATS = new Set(['date-time', 'date', 'time', 'email', 'uri', 'uuid', 'hostname', 'ipv4', 'ipv6']);
const OPENAPI_ONLY = new Set(['example', 'examples', 'nullable', 'discriminator', 'xml', 'externalDocs', 'deprecated']);
const COMPONENT_REF = /^#\/components\/schemas\/([A-Za-z0-9_]+)$/;

export class ContractSchemas {
  private readonly ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  private readonly validators = new Map<JsonSchema, ValidateFunction>();

  constructor(private readonly components: Record<string, unknown>) {}

  /** The component as a self-contained JSON Schema. */
  component(name: string): JsonSchema {
    const schema = this.components[name];
    if (schema === undefined) throw new Error(`The contract has no schema ${name}.`);
    return this.convert(schema, [name]) as JsonSchema;
  }

  /** One property of a component (for example the collection rule of a request). */
  property(component: string, property: string): JsonSchema {
    const properties = this.component(component).properties as Record<string, JsonSchema> | undefined;
    const found = properties?.[property];
    if (!found) throw new Error(`The contract's ${component} has no property ${property}.`);
    return found;
  }

  /** The problems of a value against a schema, by field; empty when it is valid. */
  problems(schema: JsonSchema, value: unknown): Record<string, string> {
    const validate = this.validators.get(schema) ?? this.ajv.compile(schema);
    this.validators.set(schema, validate);
    if (validate(value)) return {};
    // field names can come from the caller: a prototype-free map
    const problems = Object.create(null) as Record<string, string>;
    for (const error of validate.errors ?? []) {
      const [field, problem] = describe(error);
      problems[field] ??= problem;
    }
    return problems;
  }

  private convert(node: unknown, seen: readonly string[]): unknown {
    if (Array.isArray(node)) return node.map((item) => this.convert(item, seen));
    if (node === null || typeof node !== 'object') return node;
    const source = node as Record<string, unknown>;
    const ref = typeof source.$ref === 'string' ? COMPONENT_REF.exec(source.$ref)?.[1] : undefined;
    if (ref !== undefined) {
      if (seen.includes(ref))
        throw new Error(`The contract's schema ${ref} refers to itself; a tool schema cannot inline it.`);
      return this.convert(this.components[ref], [...seen, ref]);
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(source)) {
      if (OPENAPI_ONLY.has(key)) continue;
      if (key === 'format' && !JSON_SCHEMA_FORMATS.has(String(value))) continue;
      // the names of properties are data, not keywords: convert their schemas, keep the names
      out[key] =
        key === 'properties'
          ? Object.fromEntries(Object.entries(value as object).map(([name, s]) => [name, this.convert(s, seen)]))
          : this.convert(value, seen);
    }
    if (source.nullable === true) {
      if (typeof out.type === 'string') out.type = [out.type, 'null'];
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
    }
    return out;
  }
}

/** "text" and "must NOT have fewer than 1 characters" from one Ajv error. */
function describe(error: ErrorObject): [string, string] {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty: string }).missingProperty);
    return [path ? `${path}.${missing}` : missing, 'is required'];
  }
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty: string }).additionalProperty);
    return [path ? `${path}.${extra}` : extra, 'is not a known field'];
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
    return [path || 'arguments', `must be one of ${allowed.map(String).join(', ')}`];
  }
  return [path || 'arguments', error.message ?? 'is invalid'];
}
