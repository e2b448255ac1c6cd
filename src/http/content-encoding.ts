// A request body may arrive compressed. body-parser decodes the Content-Encodings gzip, deflate
// and br for every JSON operation, and the compression operations' own reader (body-parsers.ts)
// decodes the same ones, so that every operation accepts the same bodies. The body limits hold
// for the decoded body: a small upload that decodes to more than the limit is refused as soon as
// the decoded bytes pass it. Any other encoding is refused with 415, a body that does not decode
// as its encoding says with 400 INVALID_JSON (error-renderer.ts).
import type { IncomingMessage } from 'node:http';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Transform } from 'node:stream';

const DECODERS: Readonly<Record<string, () => Transform>> = {
  gzip: createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** The encodings a body may have besides `identity`, for messages. */
export const BODY_ENCODINGS = Object.keys(DECODERS);

/** The request's Content-Encoding as body-parser reads it: lower case, `identity` when absent. */
export function contentEncodingOf(req: IncomingMessage): string {
  return (req.headers['content-encoding'] || 'identity').toLowerCase();
}

/** A stream that decodes a body of `encoding`; undefined for an encoding no operation accepts. */
export function bodyDecoder(encoding: string): Transform | undefined {
  return Object.hasOwn(DECODERS, encoding) ? DECODERS[encoding]!() : undefined;
}
