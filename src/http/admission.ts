// Admission: the first checks of every operation, made from the request line and headers alone,
// before a byte of the body is read (see "Order of checks" in the contract's description).
//
// Admission finds the request's operation (operation-finder.ts; the later steps read what it
// found) and, by its credentials (from the contract's `security`):
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
// A refusal is answered without reading the body: what the client still sends is discarded or
// left unread, and the connection is closed shortly after the answer (see closeAfterAnswer). A
// request that names no operation goes on to the other routes (pages, the console, /metrics,
// /mcp) and in the end to the 404 or 405; an OPTIONS request at an operation's path is answered
// with the methods served there, as Express's router answered it, and a HEAD request is served
// as the GET it names, without a body.
import type { Request, RequestHandler, Response } from 'express';
import { operations } from '../../generated/operations.js';
import type { Authenticator, AuthContext } from './auth.js';
import { gateCaller } from './generic-surface-gate.js';
import type { BeforeBodyChecks, OperationId } from './handler-types.js';
import { ACCOUNT_LOCAL, OPERATION_LOCAL } from './measure-requests.js';
import type { RateLimits } from './rate-limit.js';
import { missingApiKey } from '../errors/registry.js';
import type { DeviceCaller } from '../modules/devices/device-caller.js';
import { requireDevice, type DeviceAuthenticator } from './device-auth.js';
import type { FoundOperation, OperationFinder } from './operation-finder.js';

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

interface Admitted extends FoundOperation {
  auth: AuthContext | null;
  device: DeviceCaller | null;
  /** A HEAD request, served from here on as the GET it names. */
  head: boolean;
}

/** Time a refused client gets to read the answer before its connection is closed. */
const CLOSE_GRACE_MS = 2000;
/** A refused body declared longer than this (or of unknown length) is not read on after the answer. */
const DISCARD_LIMIT_BYTES = 64 * 1024;

/** The operation admission matched and the caller it found; undefined when none matched. */
export function admitted(res: Response): Admitted | undefined {
  return res.locals[ADMITTED] as Admitted | undefined;
}

export function hasUnreadBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * For an answer given before the body was read (or while it was being read). A body still
 * arriving when the answer has left:
 *   * a short one (declared at most DISCARD_LIMIT_BYTES) is discarded by Node as it arrives, never
 *     kept, and one that ends within the grace period leaves the connection open for the client's
 *     next request;
 *   * a longer one is not read on: Node would read and parse every byte a refused client goes on
 *     sending only to drop it, on the request thread (60 refused 32 MB uploads made the service
 *     discard about 4 MB each). The socket stops reading, so the kernel holds what arrives and the
 *     sender's window closes, and the service ends its side (the client's next request goes on a
 *     new connection).
 * Either way the connection is closed CLOSE_GRACE_MS after the answer if the body has not ended:
 * time for the client to read the answer before a reset could discard it.
 */
export function closeAfterAnswer(req: Request, res: Response): void {
  res.once('finish', () => {
    if (req.complete) return;
    if (!hasShortBody(req))
      // Node resumes an unread request on the next tick after its answer, to discard the rest:
      // stop reading after that.
      setImmediate(() => {
        if (req.socket.destroyed) return;
        req.socket.pause();
        req.socket.end();
      });
    setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, CLOSE_GRACE_MS).unref();
  });
}

function hasShortBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (
    req.headers['transfer-encoding'] === undefined && length !== undefined && Number(length) <= DISCARD_LIMIT_BYTES
  );
}

/** What admission proved of a request: the caller of an API key or session, or a device. */
export interface Admission {
  auth: AuthContext | null;
  device: DeviceCaller | null;
}

/** The admission checks of one operation; the caller or device it proved (null for none). */
async function admit(found: FoundOperation, req: Request, res: Response, deps: AdmissionDeps): Promise<Admission> {
  const meta: Meta = operations[found.operationId];
  const schemes = meta.auth as readonly string[];
  const clientAddress = req.ip ?? 'unknown';
  if (schemes.includes('DeviceTokenAuth')) {
    // a fleet behind one gateway shares its address: device requests are not counted per address
    const deviceId = found.params.device_id;
    const device = typeof deviceId === 'string' ? await deps.deviceTokens(deviceId, req.get('authorization')) : null;
    return { auth: null, device: requireDevice(device) };
  }
  if (!schemes.includes('ApiKeyAuth')) {
    await deps.rateLimits.take(null, clientAddress);
    return { auth: null, device: null };
  }
  const gated = gateCaller(res); // the generic surface's gate identified and counted the caller
  const checked = gated ?? (await deps.authenticator.check(req.get('authorization')));
  const auth = checked.caller;
  if (auth) res.locals[ACCOUNT_LOCAL] = auth.accountId;
  if (gated === undefined) await deps.rateLimits.take(auth, clientAddress);
  if (!auth && !meta.authOptional) throw missingApiKey(checked.refusal ?? undefined);
  return { auth, device: null };
}

/** Authentication and rate limits of every operation, before any body parser. */
export function createAdmission(deps: AdmissionDeps & { finder: OperationFinder }): RequestHandler {
  return async (req, res, next) => {
    const found = deps.finder.find(req);
    if (!found) {
      const methods = req.method === 'OPTIONS' ? deps.finder.methodsAt(req) : [];
      if (methods.length === 0) return next();
      const allow = methods.join(', ');
      res.setHeader('Allow', allow);
      res.setHeader('Content-Type', 'text/plain');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(allow);
      return;
    }
    res.locals[OPERATION_LOCAL] = found.operationId;
    // HEAD is served as the GET it names (the contract, and so its validator, name GET only);
    // Node sends no body for it, whatever the handler writes, and the dispatcher streams no file
    const head = req.method === 'HEAD';
    if (head) req.method = 'GET';
    try {
      const admission = await admit(found, req, res, deps);
      deps.beforeBody?.[found.operationId]?.(admission.auth);
      res.locals[ADMITTED] = { ...found, ...admission, head } satisfies Admitted;
      next();
    } catch (err) {
      if (hasUnreadBody(req)) closeAfterAnswer(req, res);
      next(err);
    }
  };
}
