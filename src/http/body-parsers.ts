// JSON body parsing. Compression payloads may be up to 50 MB; every other body is held to the
// configured limit.
//
// Compression bodies are read by a reader of our own: body-parser refuses an oversized body
// without buffering it, but drains the rest of the upload before it answers, so a client
// sending 150 MB waits for all of it to cross the network. This reader answers 413 as soon as
// the limit is passed (at once when Content-Length says so), keeps nothing more of the body,
// and drops the connection shortly after the answer has left.
import express, { type Request, type RequestHandler, type Response } from 'express';
import { AppError } from './errors.js';

export const COMPRESSION_BODY_LIMIT_BYTES = 50 * 1024 * 1024;
const COMPRESSION_PATHS = new Set(['/v1/compress', '/v1/compression/jobs']);
const JSON_TYPES = ['application/json', 'application/*+json'];
/** Time the refused client gets to read the 413 before its connection is closed. */
const CLOSE_GRACE_MS = 2000;

function tooLarge(): AppError {
  return new AppError('VECTORS_TOO_LARGE', 'The vectors are larger than 50 MB. Split them into several requests, or use POST /v1/compression/jobs for each part.', {
    limit_bytes: COMPRESSION_BODY_LIMIT_BYTES,
  });
}

function refuse(req: Request, res: Response, next: (err: unknown) => void): void {
  // Answer now. Node discards (never buffers) whatever the client still sends; the client reads
  // the 413 while uploading and can stop. The connection is closed after a grace period.
  res.once('finish', () => setTimeout(() => req.socket.destroy(), CLOSE_GRACE_MS).unref());
  next(tooLarge());
}

const readCompressionBody: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST' || !COMPRESSION_PATHS.has(req.path) || !req.is(JSON_TYPES)) return next();
  if (Number(req.headers['content-length']) > COMPRESSION_BODY_LIMIT_BYTES) return refuse(req, res, next);
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  req.on('data', (chunk: Buffer) => {
    if (settled) return;
    size += chunk.length;
    if (size > COMPRESSION_BODY_LIMIT_BYTES) {
      settled = true;
      chunks.length = 0;
      return refuse(req, res, next);
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (settled) return;
    settled = true;
    const text = Buffer.concat(chunks).toString('utf8');
    try {
      req.body = text.trim() === '' ? {} : JSON.parse(text);
    } catch (err) {
      return next(new AppError('INVALID_JSON', `The request body is not valid JSON: ${(err as Error).message}.`));
    }
    (req as Request & { _body?: boolean })._body = true; // tells body-parser the body is read
    next();
  });
  req.on('error', (err) => {
    if (settled) return;
    settled = true;
    next(new AppError('INVALID_JSON', `The request body could not be read: ${err.message}.`));
  });
};

export function jsonBodyParsers(defaultLimitBytes: number): RequestHandler[] {
  // body-parser skips a body that is already read, so the general parser leaves compression bodies alone
  return [readCompressionBody, express.json({ limit: defaultLimitBytes, strict: false, type: JSON_TYPES })];
}
