// Admission: the first checks of every operation, made from the request line and headers alone,
// before a byte of the body is read (see "Order of checks" in the contract's description).
//
// For each operation of the generated table (its credentials come from the contract's
// `security`), in the order the operations router mounts them:
//   * API-key operations: the caller is authenticated from `Authorization`, the request is
//     counted against the caller's rate limit (the anonymous one when nothing was proven; the
//     generic surface's gate has already counted generic requests on their own limits), and a
//     request without a valid credential is refused 401 (an operation whose key is optional,
//     the signed export download, goes on without one); a session token whose key was revoked
//     or rotated is refused with a message that says to sign in again;
//   * device-token operations: the token is checked against the device of the path (401
//     INVALID_DEVICE_TOKEN otherwise), not counted per client address;
//   * operations without credentials (sign-up, login, system pages) are counted against the
//     anonymous rate limit;
//   * then the operation's own refusals that need only the caller (`beforeBody`), such as a
//     trigger test while the account's pattern matching is paused.
// A refusal is answered without reading the body: Node discards what the client still sends,
// and the connection is closed shortly after the answer (see closeAfterAnswer).
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { operations } from '../../generated/operations.js';
import type { Authenticator, AuthContext } from './auth.js';
import { gateCaller } from './generic-surface-gate.js';
import type { BeforeBodyChecks, OperationId } from './handler-types.js';
import { ACCOUNT_LOCAL, OPERATION_LOCAL } from './measure-requests.js';
import type { RateLimits } from './rate-limit.js';
import { missingApiKey } from '../errors/registry.js';
import type { DeviceCaller } from '../modules/devices/device-caller.js';
import { requireDevice, type DeviceAuthenticator } from './device-auth.js';

type Meta = (typeof operations)[OperationId];

/** Checks a device token against the device it must belong to. */

export interface AdmissionDeps {
  authenticator: Authenticator;
  rateLimits: RateLimits;
  genericBasePath: string;
  deviceTokens: DeviceAuthenticator;
  /** Operations' own refusals from the caller alone, made once the caller is admitted. */
  beforeBody?: BeforeBodyChecks;
}

const ADMITTED = 'admission';

interface Admitted {
  operationId: OperationId;
  auth: AuthContext | null;
  device: DeviceCaller | null;
}

/** Time a refused client gets to read the answer before its connection is closed. */
const CLOSE_GRACE_MS = 2000;

/** Contract path (with the default generic base) -> Express path on the configured base. */
export function servedPath(contractPath: string, genericBasePath: string): string {
  return contractPath.replace(/^\/generic\/v1(?=\/|$)/, genericBasePath);
}

export function expressPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** The operation admission matched and the caller it found; undefined when none matched. */
export function admitted(res: Response): Admitted | undefined {
  return res.locals[ADMITTED] as Admitted | undefined;
}

export function hasUnreadBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * For an answer given before the body was read (or while it was being read): whatever the
 * client still sends is discarded by Node, never kept. A body still arriving a little after the
 * answer has left (time for the client to read the answer) has its connection closed; one that
 * ended by then leaves the connection open for the client's next request.
 */
export function closeAfterAnswer(req: Request, res: Response): void {
  res.once('finish', () => {
    setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, CLOSE_GRACE_MS).unref();
  });
}

/** What admission proved of a request: the caller of an API key or session, or a device. */
export interface Admission {
  auth: AuthContext | null;
  device: DeviceCaller | null;
}

/** The admission checks of one operation; the caller or device it proved (null for none). */
export async function admit(meta: Meta, req: Request, res: Response, deps: AdmissionDeps): Promise<Admission> {
  const schemes = meta.auth as readonly string[];
  const clientAddress = req.ip ?? 'unknown';
  if (schemes.includes('DeviceTokenAuth')) {
    // a fleet behind one gateway shares its address: device requests are not counted per address
    const deviceId = req.params.device_id;
    const device = typeof deviceId === 'string' ? await deps.deviceTokens(deviceId, req.get('authorization')) : null;
    return { auth: null, device: requireDevice(device) };
  }
  if (!schemes.includes('ApiKeyAuth')) {
    await deps.rateLimits.take(null, clientAddress);
    return { auth: null, device: null };
  }
  const gated = gateCaller(res); // the generic surface's gate identified and counted the caller
  const found = gated ?? (await deps.authenticator.check(req.get('authorization')));
  const auth = found.caller;
  if (auth) res.locals[ACCOUNT_LOCAL] = auth.accountId;
  if (gated === undefined) await deps.rateLimits.take(auth, clientAddress);
  if (!auth && !meta.authOptional) throw missingApiKey(found.refusal ?? undefined);
  return { auth, device: null };
}

/** Authentication and rate limits of every operation, before any body parser. */
export function createAdmission(deps: AdmissionDeps): Router {
  const router = express.Router();
  for (const [operationId, meta] of Object.entries(operations) as [OperationId, Meta][]) {
    const check: RequestHandler = async (req, res, next) => {
      if (res.locals[OPERATION_LOCAL] !== undefined) return next(); // an earlier route of the contract matched this request
      res.locals[OPERATION_LOCAL] = operationId;
      try {
        const admission = await admit(meta, req, res, deps);
        deps.beforeBody?.[operationId]?.(admission.auth);
        res.locals[ADMITTED] = { operationId, ...admission } satisfies Admitted;
        next('router'); // the operation is found: the routes after it are not tried
      } catch (err) {
        if (hasUnreadBody(req)) closeAfterAnswer(req, res);
        next(err);
      }
    };
    router[meta.method](expressPath(servedPath(meta.path, deps.genericBasePath)), check);
  }
  return router;
}
