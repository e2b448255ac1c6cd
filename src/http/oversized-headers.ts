// Node's HTTP parser refuses a request whose request line and headers pass its limit
// (http.maxHeaderSize, 16 KB) before Express sees it, and answers a bare 431 without a body: a
// long query string got no error envelope and no content type. Such a request is answered here
// in the envelope, as 431 HEADERS_TOO_LARGE; every other parser failure keeps Node's answer.
import { maxHeaderSize, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { newId } from '../platform/ids.js';
import { ERROR_STATUS } from '../errors/app-error.js';

function envelopeAnswer(): string {
  const body = JSON.stringify({
    error: {
      code: 'HEADERS_TOO_LARGE',
      message: `The request line and headers are larger than ${maxHeaderSize} bytes. Send long values in a JSON body instead of the query string, or shorten the headers.`,
      details: { limit_bytes: maxHeaderSize },
    },
  });
  return [
    `HTTP/1.1 ${ERROR_STATUS.HEADERS_TOO_LARGE} Request Header Fields Too Large`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${newId('req')}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

export function answerOversizedHeaders(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    if (err.code === 'HPE_HEADER_OVERFLOW') return void socket.end(envelopeAnswer());
    // what Node answers without a listener
    const status =
      err.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
        ? '413 Payload Too Large'
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
  });
}
