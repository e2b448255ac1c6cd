// Handler types derived from the generated contract: each operation's handler receives its
// typed body, query and path parameters, and must answer one of its documented successes.
import type { Request, Response } from 'express';
import type { operations } from '../../generated/openapi.js';
import type { DeviceCaller } from '../modules/devices/device-caller.js';
import type { OperationId } from '../modules/schemas.js';
import type { AuthContext } from './auth.js';

export type { OperationId };
type Op<K extends OperationId> = operations[K];

type Content<R> = R extends { content: infer C } ? C : never;
type Json<R> = Content<R> extends { 'application/json': infer B } ? B : never;

export type RequestBody<K extends OperationId> =
  Op<K> extends { requestBody: infer RB }
    ? Json<RB>
    : Op<K> extends { requestBody?: infer RB }
      ? Json<NonNullable<RB>> | undefined
      : undefined;

type Params<K extends OperationId, Where extends 'query' | 'path'> = Op<K>['parameters'] extends {
  [P in Where]?: infer Q;
}
  ? [NonNullable<Q>] extends [never]
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;
export type QueryOf<K extends OperationId> = Params<K, 'query'>;
export type PathOf<K extends OperationId> = Params<K, 'path'>;

type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<K extends OperationId> = Op<K>['responses'];

/** One documented success: its status, its body, and (for non-JSON bodies) its content type. */
export type Reply<K extends OperationId> = {
  [S in keyof Responses<K> & SuccessStatus]: Content<Responses<K>[S]> extends never
    ? { status: S; body?: undefined; headers?: Record<string, string> }
    : {
        [M in keyof Content<Responses<K>[S]> & string]: {
          status: S;
          body: Content<Responses<K>[S]>[M];
          headers?: Record<string, string>;
        } & (M extends 'application/json' ? { contentType?: M } : { contentType: M });
      }[keyof Content<Responses<K>[S]> & string];
}[keyof Responses<K> & SuccessStatus];

export interface HandlerInput<K extends OperationId> {
  body: RequestBody<K>;
  query: QueryOf<K>;
  params: PathOf<K>;
  /** The authenticated caller; null on operations without authentication. */
  auth: AuthContext | null;
  /** The device whose token admission checked; null except on a device's own operations. */
  device: DeviceCaller | null;
  request: Request;
  response: Response;
}

export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<Reply<K>>;

export type Handlers = { [K in OperationId]: Handler<K> };
export type PartialHandlers<K extends OperationId> = { [P in K]: Handler<P> };

/** The operations whose path has parameters: each names something a check may look up. */
export type OperationWithPath = {
  [K in OperationId]: PathOf<K> extends Record<string, never> ? never : K;
}[OperationId];

export interface PathResourceInput<K extends OperationId> {
  /** The caller admission proved; null on operations without authentication. */
  auth: AuthContext | null;
  /** The path parameters, each already held to its schema. */
  params: PathOf<K>;
  /** The query as it came: not validated yet (only the export download reads it, to tell a signed link). */
  rawQuery: Readonly<Record<string, unknown>>;
}

/** Answers when every resource the path names exists for the caller; throws the area's not-found error otherwise. */
export type PathResourceCheck<K extends OperationId> = (input: PathResourceInput<K>) => Promise<void>;

export type PathResourceChecks = { [K in OperationWithPath]: PathResourceCheck<K> };
export type PartialPathResourceChecks<K extends OperationWithPath> = { [P in K]: PathResourceCheck<P> };

/**
 * An operation's own refusal made at admission, from the caller alone, before the body is read;
 * throws the refusal's error, answers nothing otherwise.
 */
export type BeforeBodyCheck = (auth: AuthContext | null) => void;
export type BeforeBodyChecks = Partial<Record<OperationId, BeforeBodyCheck>>;
