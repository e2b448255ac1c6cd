// The resources an operation's path names, looked up after admission and before the contract
// validator (see "Order of checks" in the contract's description): for an authenticated caller,
// a path that names nothing in the caller's account answers its area's 404 whatever the query and
// the body hold. Each operation with path parameters has its check in a compile-time complete map
// (PathResourceChecks, built beside the handlers), so an operation added to the contract with a
// path parameter fails the build until it says what its path names.
//
// A path parameter is first held to its own schema (every id is 1 to 128 letters, digits, `_` and
// `-`): a value that breaks it is not looked up, and the validator answers 422 naming it.
import type { RequestHandler } from 'express';
import { operations } from '../../generated/operations.js';
import { admitted } from './admission.js';
import { servedPath } from './operation-finder.js';
import type { AuthContext } from './auth.js';
import type { ContractDocument, ServedContract } from './contract.js';
import type { OperationId, OperationWithPath, PathResourceCheck, PathResourceChecks } from './handler-types.js';
import { requireCaller } from './require-caller.js';
import { requestFieldsInvalid } from '../errors/request-errors.js';

/**
 * The check of operations whose path names one resource of the caller's account by `param`:
 * `existing` is the owning service's lookup, which throws the area's not-found error.
 */
export function lookUpBy<P extends string>(param: P, existing: (caller: AuthContext, id: string) => Promise<unknown>) {
  return async ({ auth, params }: { auth: AuthContext | null; params: Record<P, string> }): Promise<void> => {
    await existing(requireCaller(auth), params[param]);
  };
}

/** For a path whose resource admission has proven already: a device-token operation's token belongs to the device of its path. */
export const provenByAdmission = async (): Promise<void> => {};

/** For a path parameter that names no stored resource (a caller's own label, such as a generic user id). */
export const namesNoResource = async (): Promise<void> => {};

type Schema = Record<string, unknown>;

/** The keywords a path parameter's schema may use; shapeCheck knows each of them. */
const SHAPE_KEYWORDS = new Set(['type', 'minLength', 'maxLength', 'pattern', 'description']);

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

function resolve(document: ContractDocument, node: Schema): Schema {
  let current: unknown = node;
  while (isSchema(current) && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (isSchema(at) ? at[key] : undefined), document);
  }
  return (current ?? {}) as Schema;
}

/** A test of one path parameter's value against its schema (a string with length and pattern limits). */
function shapeCheck(operationId: string, name: string, schema: Schema): (value: string) => boolean {
  const unknown = Object.keys(schema).filter((k) => !SHAPE_KEYWORDS.has(k));
  if (schema.type !== 'string' || unknown.length > 0) {
    throw new Error(
      `${operationId}: the path parameter ${name} needs a string schema with only ${[...SHAPE_KEYWORDS].join(', ')} (has ${JSON.stringify(schema)})`,
    );
  }
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  return (value) => {
    const length = [...value].length; // JSON Schema counts code points
    return length >= min && length <= max && (pattern === null || pattern.test(value));
  };
}

/** The shape checks of an operation's path parameters, by name, from the served contract. */
function pathShapes(
  contract: ServedContract,
  operationId: OperationId,
  path: string,
  method: string,
): Map<string, (value: string) => boolean> {
  const document = contract.validationDocument;
  const item = (document.paths[path] ?? {}) as { parameters?: Schema[] } & Record<
    string,
    { parameters?: Schema[] } | undefined
  >;
  const parameters = [...(item.parameters ?? []), ...(item[method]?.parameters ?? [])].map((p) => resolve(document, p));
  const shapes = new Map<string, (value: string) => boolean>();
  for (const p of parameters) {
    if (p.in === 'path')
      shapes.set(
        String(p.name),
        shapeCheck(operationId, String(p.name), resolve(document, (p.schema ?? {}) as Schema)),
      );
  }
  return shapes;
}

export interface PathResourceDeps {
  contract: ServedContract;
  pathResources: PathResourceChecks;
  genericBasePath: string;
}

/** Mounted after the body parsers and before the validator: the path's resources of every operation that has path parameters. */
export function createPathResourceCheck(deps: PathResourceDeps): RequestHandler {
  const checks = new Map<OperationId, PathResourceCheck<OperationWithPath>>();
  for (const [operationId, meta] of Object.entries(operations) as [OperationId, (typeof operations)[OperationId]][]) {
    if (!Object.hasOwn(deps.pathResources, operationId)) continue; // no path parameters
    const check = deps.pathResources[operationId as OperationWithPath] as PathResourceCheck<OperationWithPath>;
    const shapes = pathShapes(deps.contract, operationId, servedPath(meta.path, deps.genericBasePath), meta.method);
    checks.set(operationId, async (input) => {
      const params = input.params as Record<string, string>;
      for (const [name, fits] of shapes) if (!fits(params[name] ?? '')) return; // the validator names it (422)
      await check(input);
    });
  }
  return async (req, res, next) => {
    const admission = admitted(res);
    if (admission && admission.undecodable.length > 0) {
      const problems = Object.fromEntries(admission.undecodable.map((name) => [name, 'is not valid percent-encoding']));
      throw requestFieldsInvalid(problems);
    }
    const check = admission && checks.get(admission.operationId);
    if (check) await check({ auth: admission.auth, params: admission.params as never, rawQuery: req.query });
    next();
  };
}
