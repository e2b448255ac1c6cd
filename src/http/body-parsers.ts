// JSON body parsing, after admission (admission.ts): a body is read only for a request whose
// caller is proven. Every body is held to the configured limit (BODY_LIMIT_BYTES, 1 MB by
// default, 413 PAYLOAD_TOO_LARGE), except those of the compression operations from an
// authenticated caller, which may be up to 50 MB and hold at most MAX_VECTORS_PER_REQUEST
// vectors (413 VECTORS_TOO_LARGE).
//
// Compression bodies are read by a reader of our own: body-parser refuses an oversized body
// without buffering it, but drains the rest of the upload before it answers, so a client
// sending 150 MB waits for all of it to cross the network. This reader answers 413 as soon as
// a limit is passed (at once when Content-Length says so), keeps nothing more of the body,
// and drops the connection shortly after the answer has left. It decodes the Content-Encodings
// body-parser decodes (content-encoding.ts), with the limits on the decoded bytes.
import type { Readable } from 'node:stream';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { admitted, closeAfterAnswer } from './admission.js';
import type { AppError } from '../errors/app-error.js';
import { compressionBodyTooLarge, tooManyVectors } from '../errors/compression-errors.js';
import { bodyEncodingUnsupported, bodyNotDecodable, bodyNotJson, bodyUnreadable } from '../errors/request-errors.js';
import { BODY_ENCODINGS, bodyDecoder, contentEncodingOf } from './content-encoding.js';
import type { OperationId } from './handler-types.js';

const COMPRESSION_BODY_LIMIT_BYTES = 50 * 1024 * 1024;
/** Vectors one compression request may hold. */
export const MAX_VECTORS_PER_REQUEST = 100_000;
/** The operations whose bodies carry vectors to compress. */
const COMPRESSION_OPERATIONS: ReadonlySet<OperationId> = new Set(['compressVectors', 'createCompressionJob']);
/** The media types read as JSON. */
export const JSON_TYPES = ['application/json', 'application/*+json'];
const OPEN_BRACKET = 0x5b;

function refuse(req: Request, res: Response, next: (err: unknown) => void, error: AppError): void {
  // Answer now. Whatever the client still sends is never kept (see closeAfterAnswer); the client
  // reads the 413 while uploading and can stop. The connection is closed after a grace period.
  closeAfterAnswer(req, res);
  next(error);
}

/** `[` bytes of a chunk. Every vector opens one, so a body with more than the limit plus one holds too many vectors (or is not a compression request). */
function openBrackets(chunk: Buffer): number {
  let count = 0;
  for (let at = chunk.indexOf(OPEN_BRACKET); at !== -1; at = chunk.indexOf(OPEN_BRACKET, at + 1)) count += 1;
  return count;
}

function isCompressionRequest(req: Request, res: Response): boolean {
  const admission = admitted(res);
  // 50 MB only for an authenticated caller: admission refuses the others, this makes sure of it
  return (
    admission !== undefined &&
    admission.auth !== null &&
    COMPRESSION_OPERATIONS.has(admission.operationId) &&
    Boolean(req.is(JSON_TYPES))
  );
}

const readCompressionBody: RequestHandler = (req, res, next) => {
  if (!isCompressionRequest(req, res)) return next();
  if (Number(req.headers['content-length']) > COMPRESSION_BODY_LIMIT_BYTES)
    return refuse(req, res, next, compressionBodyTooLarge(COMPRESSION_BODY_LIMIT_BYTES));
  const encoding = contentEncodingOf(req);
  const decoder = encoding === 'identity' ? undefined : bodyDecoder(encoding);
  if (encoding !== 'identity' && !decoder)
    return refuse(req, res, next, bodyEncodingUnsupported(encoding, BODY_ENCODINGS));
  // the limits hold for the decoded bytes, so a small upload that decodes to gigabytes stops at 50 MB
  const body: Readable = decoder ? req.pipe(decoder) : req;
  const chunks: Buffer[] = [];
  let size = 0;
  let brackets = 0;
  let settled = false;
  const settle = () => {
    settled = true;
    chunks.length = 0;
    if (decoder) {
      req.unpipe(decoder);
      decoder.destroy();
    }
  };
  const stop = (error: AppError) => {
    settle();
    refuse(req, res, next, error);
  };
  body.on('data', (chunk: Buffer) => {
    if (settled) return;
    size += chunk.length;
    if (size > COMPRESSION_BODY_LIMIT_BYTES) return stop(compressionBodyTooLarge(COMPRESSION_BODY_LIMIT_BYTES));
    brackets += openBrackets(chunk);
    if (brackets > MAX_VECTORS_PER_REQUEST + 1) return stop(tooManyVectors(MAX_VECTORS_PER_REQUEST));
    chunks.push(chunk);
  });
  body.on('end', () => {
    if (settled) return;
    settled = true;
    const text = Buffer.concat(chunks).toString('utf8');
    try {
      req.body = text.trim() === '' ? {} : (JSON.parse(text) as unknown);
    } catch (err) {
      return next(bodyNotJson((err as Error).message));
    }
    (req as Request & { _body?: boolean })._body = true; // tells body-parser the body is read
    next();
  });
  req.on('error', (err) => {
    if (settled) return;
    settle();
    next(bodyUnreadable(err.message));
  });
  decoder?.on('error', (err) => {
    if (settled) return;
    stop(bodyNotDecodable(encoding, err.message));
  });
};

export function jsonBodyParsers(defaultLimitBytes: number): RequestHandler[] {
  // body-parser skips a body that is already read, so the general parser leaves compression bodies alone
  return [readCompressionBody, express.json({ limit: defaultLimitBytes, strict: false, type: JSON_TYPES })];
}
