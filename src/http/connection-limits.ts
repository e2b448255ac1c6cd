// Limits on the TCP connections the service holds, applied when a connection is accepted, before
// any of its bytes is read. Without them one client, with no key, could open connections and send
// nothing: each one holds a file descriptor for as long as the client likes, and once the
// process runs out of them nobody's connection is accepted and the service's own files, database
// connections and outbound deliveries fail too (a single address holding 19,900 idle connections
// left `GET /health` unanswered).
//
// - A client network (an IPv4 address, or an IPv6 /64) holds at most `perAddress` connections;
//   one more is answered 429 RATE_LIMIT_EXCEEDED and closed. The operator's exempt addresses
//   (RATE_LIMIT_EXEMPT_ADDRESSES: a load balancer carries everyone's connections) are not counted.
// - The service holds at most `total` connections (by default three quarters of the process's
//   open-file limit, leaving the rest for its own files and connections: config.ts); one more
//   is answered 503 SERVICE_UNAVAILABLE and closed.
// - A connection must send the headers of its first request within `firstRequestMs`, or it is
//   closed; after that, Node's keep-alive and header timeouts apply.
//
// A refused connection gets no HTTP parser, so nothing it sends reaches the app: its bytes are
// read and dropped while the answer is written, and it is closed when the client closes or
// after REFUSED_LINGER_MS, whichever comes first. At most MAX_LINGERING refused connections
// wait like that; past that a refused connection is closed at once, without the answer.
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { serviceConnectionsFull, tooManyConnectionsFromAddress } from '../errors/registry.js';
import { clientNetwork, plainAddress } from '../platform/ip-addresses.js';
import { rawErrorAnswer } from './raw-error-answer.js';

export interface ConnectionLimits {
  /** Connections one client network may hold at once. */
  perAddress: number;
  /** Connections the service holds at most. */
  total: number;
  /** How long a new connection may take to send its first request's headers. */
  firstRequestMs: number;
  /** Client addresses whose connections are not limited per address (a load balancer). */
  exemptAddresses: readonly string[];
}

/** Why the limits closed a connection. */
export type ConnectionRefusal = 'address_limit' | 'instance_limit' | 'no_request';

const REFUSED_LINGER_MS = 1000;
const MAX_LINGERING = 256;

/**
 * Puts the limits in front of the HTTP server's own handling of new connections; call it before
 * the server listens.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  refused: (reason: ConnectionRefusal) => void = () => undefined,
): void {
  // The HTTP server's own connection listener is moved behind the checks, so that a refused
  // connection never gets a parser.
  const serve = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  const exempt = new Set(limits.exemptAddresses.map(plainAddress));
  const held = new Map<string, number>();
  const waitingForRequest = new WeakMap<Socket, NodeJS.Timeout>();
  let open = 0;
  let lingering = 0;

  const refuse = (socket: Socket, reason: ConnectionRefusal, answer: string): void => {
    refused(reason);
    socket.on('error', () => undefined);
    if (lingering >= MAX_LINGERING) return void socket.destroy();
    lingering++;
    const timer = setTimeout(() => socket.destroy(), REFUSED_LINGER_MS);
    socket.once('close', () => {
      lingering--;
      clearTimeout(timer);
    });
    socket.once('end', () => socket.destroy());
    socket.resume(); // what the client sends is read and dropped
    socket.end(answer);
  };

  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    const network = clientNetwork(address);
    const counted = !exempt.has(address);
    const mine = held.get(network) ?? 0;
    if (open >= limits.total)
      return refuse(socket, 'instance_limit', rawErrorAnswer(serviceConnectionsFull(limits.total)));
    if (counted && mine >= limits.perAddress)
      return refuse(socket, 'address_limit', rawErrorAnswer(tooManyConnectionsFromAddress(limits.perAddress)));
    open++;
    if (counted) held.set(network, mine + 1);
    const timer = setTimeout(() => {
      refused('no_request');
      socket.destroy();
    }, limits.firstRequestMs);
    waitingForRequest.set(socket, timer);
    socket.once('close', () => {
      clearTimeout(timer);
      open--;
      if (!counted) return;
      const left = (held.get(network) ?? 1) - 1;
      if (left > 0) held.set(network, left);
      else held.delete(network);
    });
    for (const listener of serve) listener.call(server, socket);
  });

  server.on('request', (req: IncomingMessage) => {
    const timer = waitingForRequest.get(req.socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    waitingForRequest.delete(req.socket);
  });
}
