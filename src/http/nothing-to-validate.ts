// Requests the validator can only pass: an operation without a body, path, header or cookie
// parameter, whose query parameters are all optional, asked without a query string and without a
// body. The validator's work on such a request (four middlewares, each a promise hop, a parameter
// mutator built per request, the Content-Type parse and the schema check) cost GET /v1/keys/usage
// 10 to 14% of its CPU under the load of `npm run bench -- http` (docs/decisions.md, "Requests
// with nothing to validate go past the validator"). They go past it with the query the validator
// would have given them: the defaults of their query parameters. Only when responses are not
// validated (production): where they are, every request takes the validator, which checks its
// answer too.
import type { RequestHandler } from 'express';
import { Router } from 'express';
import { admitted } from './admission.js';
import { announcesBody } from './canonical-content-type.js';
import { OPERATION_METHODS, type ContractDocument } from './contract.js';

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  schema?: { $ref?: string; default?: unknown };
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: unknown;
}

function resolved<T>(document: ContractDocument, node: T & { $ref?: string }): T | undefined {
  if (node.$ref === undefined) return node;
  const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(node.$ref) ?? [];
  return section && name ? (document.components[section] as Record<string, T> | undefined)?.[name] : undefined;
}

/**
 * The query a request of the operation without a query string gets from the validator (its
 * parameters' defaults), or undefined when the validator has something to check on every request
 * of it. An operation whose parameter takes its default from a referenced schema is left to the
 * validator: whether AJV applies such a default is the validator's business, not ours.
 */
function defaultQueryOf(document: ContractDocument, pathItem: Record<string, unknown>, operation: Operation) {
  if (operation.requestBody !== undefined) return undefined;
  const query: Record<string, unknown> = {};
  const common = (pathItem.parameters as Parameter[] | undefined) ?? [];
  for (const given of [...common, ...(operation.parameters ?? [])]) {
    const parameter = resolved(document, given);
    if (!parameter || parameter.in !== 'query' || parameter.required === true || !parameter.name) return undefined;
    const schema = parameter.schema ?? {};
    if (schema.$ref !== undefined && resolved<{ default?: unknown }>(document, schema)?.default !== undefined)
      return undefined;
    if (schema.default !== undefined) query[parameter.name] = schema.default;
  }
  return query;
}

/** Per operation id, the query of its requests that have nothing to validate. */
export function defaultQueries(document: ContractDocument): Map<string, Readonly<Record<string, unknown>>> {
  const queries = new Map<string, Readonly<Record<string, unknown>>>();
  for (const pathItem of Object.values(document.paths)) {
    for (const method of OPERATION_METHODS) {
      const operation = pathItem[method] as Operation | undefined;
      if (!operation?.operationId) continue;
      const query = defaultQueryOf(document, pathItem, operation);
      if (query) queries.set(operation.operationId, Object.freeze(query));
    }
  }
  return queries;
}

/** The validator's middlewares, which a request with nothing to validate goes past. */
export function validatorUnlessNothingToValidate(
  validator: RequestHandler[],
  document: ContractDocument,
): RequestHandler {
  const queries = defaultQueries(document);
  const validate = Router().use(validator);
  return (req, res, next) => {
    const operationId = admitted(res)?.operationId;
    const query = operationId === undefined ? undefined : queries.get(operationId);
    if (query === undefined || req.url.includes('?') || announcesBody(req.headers)) return validate(req, res, next);
    // as the validator leaves it: Express 5's query is a getter, replaced by the request's own value
    Object.defineProperty(req, 'query', { value: { ...query }, writable: true, enumerable: true, configurable: true });
    next();
  };
}
