// A JSON upload streamed as fast as the server takes it, for tests of what a server does before
// it reads a body (authentication first, limits while reading).
import { request } from 'node:http';

export interface StreamedUpload {
  status: number;
  body: string;
  /** Bytes handed to the socket when the answer arrived. */
  bytesSent: number;
}

/**
 * POSTs `total` bytes of a JSON body to `url` in 64 KB pieces and stops sending once an answer
 * has arrived: what the server answered, and how much had been sent by then.
 */
export function streamUpload(url: URL, total: number, headers: Record<string, string> = {}): Promise<StreamedUpload> {
  const piece = Buffer.alloc(64 * 1024, '[0.5],');
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(total), ...headers } },
      (res) => {
        answered = true;
        const sentWhenAnswered = bytesSent;
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body, bytesSent: sentWhenAnswered });
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
