// A JSON upload streamed as fast as the server takes it, for tests of what a server does before
// it reads a body (authentication first, limits while reading).
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

export interface StreamedUpload {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Bytes handed to the socket when the answer arrived. */
  bytesSent: number;
}

/**
 * POSTs `total` bytes of a JSON body to `url` in 64 KB pieces and stops sending once an answer
 * has arrived: what the server answered, and how much had been sent by then. `localAddress`: the
 * address to connect from (another loopback address is another client to the server).
 */
export function streamUpload(
  url: URL,
  total: number,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<StreamedUpload> {
  const piece = Buffer.alloc(64 * 1024, '[0.5],');
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': String(total), ...headers },
      },
      (res) => {
        answered = true;
        const sentWhenAnswered = bytesSent;
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, bytesSent: sentWhenAnswered });
        });
      },
    );
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const pump = () => {
      while (!answered && bytesSent < total) {
        const part = piece.subarray(0, Math.min(piece.length, total - bytesSent));
        bytesSent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

export interface UploadPastAnswer {
  /** The answer's status line. */
  statusLine: string;
  /** Bytes the connection took (flushed to the kernel) in the `watchMs` after the answer. */
  bytesAfterAnswer: number;
  /** Whether the server ended or closed the connection within `watchMs` of the answer. */
  closedByServer: boolean;
}

/**
 * POSTs `total` bytes of a JSON body to `url` over a plain socket in 64 KB pieces and, as a
 * hostile client would, goes on sending after the answer; watches the connection for `watchMs`
 * after it. (Node's HTTP client stops a request once its answer has ended.)
 */
export function uploadPastAnswer(url: URL, total: number, watchMs: number): Promise<UploadPastAnswer> {
  const piece = Buffer.alloc(64 * 1024, '[0.5],');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let queued = 0;
    let flushed = 0;
    let flushedAtAnswer: number | null = null;
    let received = '';
    let closedByServer = false;
    let watching = true;
    const serverClosed = () => {
      if (watching) closedByServer = true;
    };
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      if (flushedAtAnswer !== null || !received.includes('\r\n')) return;
      flushedAtAnswer = flushed;
      setTimeout(() => {
        watching = false;
        socket.destroy();
        resolve({
          statusLine: received.slice(0, received.indexOf('\r\n')),
          bytesAfterAnswer: flushed - (flushedAtAnswer ?? 0),
          closedByServer,
        });
      }, watchMs);
    });
    socket.once('end', serverClosed).once('close', () => {
      if (flushedAtAnswer === null) reject(new Error('the connection closed before an answer'));
      serverClosed();
    });
    socket.on('error', (err) => (flushedAtAnswer === null ? reject(err) : serverClosed()));
    const pump = () => {
      while (watching && !closedByServer && queued < total) {
        const part = piece.subarray(0, Math.min(piece.length, total - queued));
        queued += part.length;
        if (!socket.write(part, () => (flushed += part.length))) return void socket.once('drain', pump);
      }
    };
    socket.write(
      `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${total}\r\n\r\n`,
    );
    pump();
  });
}
