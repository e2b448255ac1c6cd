// An error answered on a connection before Express sees a request (the HTTP parser refused it, or
// the connection itself was refused), written as raw HTTP/1.1 in the usual envelope, with a
// request id and `Connection: close`.
import { STATUS_CODES } from 'node:http';
import type { AppError } from '../errors/app-error.js';
import { newId } from '../platform/ids.js';

export function rawErrorAnswer(error: AppError): string {
  const body = JSON.stringify({ error: { code: error.code, message: error.message, details: error.details } });
  return [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${newId('req')}`,
    ...Object.entries(error.headers).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
