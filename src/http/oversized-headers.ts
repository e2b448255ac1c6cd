// Node's HTTP parser refuses a request whose request line and headers pass its limit
// (http.maxHeaderSize, 16 KB) before Express sees it, and answers a bare 431 without a body: a
// long query string got no error envelope and no content type. Such a request is answered here
// in the envelope, as 431 HEADERS_TOO_LARGE; every other parser failure keeps Node's answer.
import { maxHeaderSize, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { headersTooLarge } from '../errors/request-errors.js';
import { rawErrorAnswer } from './raw-error-answer.js';

export function answerOversizedHeaders(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    if (err.code === 'HPE_HEADER_OVERFLOW') return void socket.end(rawErrorAnswer(headersTooLarge(maxHeaderSize)));
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
