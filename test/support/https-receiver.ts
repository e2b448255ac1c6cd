// A real HTTPS endpoint on 127.0.0.1 for tests of outbound calls (webhook deliveries, trigger
// actions, the connectivity check). It records every request with its raw body bytes and answers
// as a test scripts it, so delivery rules are checked against a real TLS stack, not a mock.
//
// Certificates: a throwaway CA signs a server certificate for `localhost`, `127.0.0.1` and any
// extra names a test asks for; callers trust it through `caPem`. With `untrusted: true` the
// server certificate is signed by a second CA that `caPem` does not contain, so a client that
// trusts `caPem` must refuse the handshake. Certificates are made once per process (key
// generation is the slow part) and shared by every receiver with the same names.
import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { generate } from 'selfsigned';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as received, decoded as UTF-8. */
  rawBody: string;
  receivedAt: Date;
  /** The TLS server name the client sent (SNI); null when it sent none (IP literal). */
  servername: string | null;
}

export interface ScriptedAnswer {
  /** Default 200. */
  status?: number;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Default `{"received":true}`. */
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Answer 302 (or `status` when it is a 3xx) with this Location. */
  redirectTo?: string;
  /** Send the status and body but never end the answer (a trickling or endless response). */
  neverEnd?: boolean;
  /** Close the connection without answering (the request is still recorded). */
  hangUp?: boolean;
}

export interface HttpsReceiverOptions {
  /** Serve a certificate signed by a CA that `caPem` does not hold. */
  untrusted?: boolean;
  /** Extra DNS names for the server certificate (besides localhost and 127.0.0.1). */
  dnsNames?: readonly string[];
}

export interface HttpsReceiver {
  port: number;
  /** PEM of the CA a client should trust to reach this receiver. */
  caPem: string;
  /** `https://127.0.0.1:<port><path>`, or with another host name (e.g. `localhost`). */
  url(path?: string, host?: string): string;
  readonly requests: readonly ReceivedRequest[];
  /** TCP connections accepted so far (also those that never completed TLS). */
  readonly connections: number;
  /** TCP connections open right now. */
  readonly openConnections: number;
  /** The server name (SNI) of each completed TLS handshake, null when the client sent none. */
  readonly handshakes: ReadonlyArray<{ servername: string | null }>;
  /** Answers for the next requests, used in order; afterwards the default answer. */
  script(...answers: ScriptedAnswer[]): void;
  setDefaultAnswer(answer: ScriptedAnswer): void;
  /** Forgets recorded requests, connection count and scripted answers (between tests). */
  clear(): void;
  /** Resolves once `count` requests have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<readonly ReceivedRequest[]>;
  close(): Promise<void>;
}

interface CertificateSet {
  caPem: string;
  key: string;
  cert: string;
}

const certificateSets = new Map<string, Promise<CertificateSet>>();

async function makeCa(name: string) {
  return generate([{ name: 'commonName', value: name }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    ],
  });
}

function certificates(untrusted: boolean, dnsNames: readonly string[]): Promise<CertificateSet> {
  const key = `${untrusted}:${[...dnsNames].sort().join(',')}`;
  let set = certificateSets.get(key);
  if (!set) {
    set = (async () => {
      const trustedCa = await makeCa('Test Receiver CA');
      const signingCa = untrusted ? await makeCa('Unknown CA') : trustedCa;
      const server = await generate([{ name: 'commonName', value: 'localhost' }], {
        keyType: 'ec',
        algorithm: 'sha256',
        ca: { key: signingCa.private, cert: signingCa.cert },
        extensions: [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
          { name: 'extKeyUsage', serverAuth: true },
          {
            name: 'subjectAltName',
            altNames: [
              { type: 2, value: 'localhost' },
              ...dnsNames.map((value) => ({ type: 2 as const, value })),
              { type: 7, ip: '127.0.0.1' },
            ],
          },
        ],
      });
      return { caPem: trustedCa.cert, key: server.private, cert: server.cert };
    })();
    certificateSets.set(key, set);
  }
  return set;
}

export async function startHttpsReceiver(options: HttpsReceiverOptions = {}): Promise<HttpsReceiver> {
  const certs = await certificates(options.untrusted ?? false, options.dnsNames ?? []);
  const requests: ReceivedRequest[] = [];
  const queued: ScriptedAnswer[] = [];
  let defaultAnswer: ScriptedAnswer = {};
  let connections = 0;
  const handshakes: Array<{ servername: string | null }> = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const waiters = new Set<() => void>();

  const server: Server = createServer({ key: certs.key, cert: certs.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        receivedAt: new Date(),
        servername: sniOf(req.socket as TLSSocket),
      });
      for (const wake of waiters) wake();
      const answer = queued.shift() ?? defaultAnswer;
      if (answer.hangUp) return void req.socket.destroy();
      const respond = () => {
        timers.delete(timer);
        if (res.destroyed) return;
        const status =
          answer.redirectTo !== undefined && !(answer.status && answer.status >= 300 && answer.status < 400)
            ? 302
            : (answer.status ?? 200);
        const headers: Record<string, string> = { 'content-type': 'application/json', ...answer.headers };
        if (answer.redirectTo !== undefined) headers.location = answer.redirectTo;
        res.writeHead(status, headers);
        const body = answer.body ?? '{"received":true}';
        if (answer.neverEnd) res.write(body);
        else res.end(body);
      };
      const timer = setTimeout(respond, answer.delayMs ?? 0);
      timers.add(timer);
    });
  });
  server.on('connection', (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('secureConnection', (socket: TLSSocket) => handshakes.push({ servername: sniOf(socket) }));
  // A client that refuses our certificate aborts the handshake; that is expected here, not a test failure.
  server.on('tlsClientError', () => {});

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    caPem: certs.caPem,
    url: (path = '/', host = '127.0.0.1') => `https://${host}:${port}${path.startsWith('/') ? path : `/${path}`}`,
    get requests() {
      return requests;
    },
    get connections() {
      return connections;
    },
    get openConnections() {
      return sockets.size;
    },
    get handshakes() {
      return handshakes;
    },
    script: (...answers) => void queued.push(...answers),
    setDefaultAnswer: (answer) => void (defaultAnswer = answer),
    clear: () => {
      requests.length = 0;
      queued.length = 0;
      connections = 0;
      handshakes.length = 0;
      defaultAnswer = {};
    },
    waitFor: (count, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        if (requests.length >= count) return resolve(requests);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} request(s) within ${timeoutMs} ms, received ${requests.length}`));
        }, timeoutMs);
        const check = () => {
          if (requests.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(requests);
        };
        waiters.add(check);
      }),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sniOf(socket: TLSSocket): string | null {
  const servername = (socket as TLSSocket & { servername?: string | false }).servername;
  return typeof servername === 'string' && servername !== '' ? servername : null;
}

/** A TCP port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
